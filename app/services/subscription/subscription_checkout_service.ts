import { createHash } from 'node:crypto'
import Stripe from 'stripe'
import { DateTime } from 'luxon'
import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { appUrl } from '#config/app'
import type User from '#models/user'
import Subscription from '#models/subscription'
import StripeClientService from '#services/subscription/stripe_client_service'
import { NoStripeCustomerError, PaymentsNotConfiguredError } from '#exceptions/payment_errors'
import { ANNUAL_PIX, annualPixAmountCents } from '#domain/subscription/subscription'

/** The metadata tag of an annual Pix Checkout, and the product name Stripe shows. */
export const ANNUAL_PIX_OFFER = 'annual_pix'
const ANNUAL_PIX_NAME = 'Plano Premium anual via Pix (12 meses, sem renovação automática)'

/** Where Stripe sends the learner back (spec: success → dashboard toast, cancel → catalogue). */

function isMissingCustomer(error: unknown) {
  return (
    error instanceof Stripe.errors.StripeInvalidRequestError &&
    error.code === 'resource_missing' &&
    error.param === 'customer'
  )
}

/**
 * Opens Stripe-hosted pages for a learner: the Checkout Session of the
 * Premium plan and the customer portal. The Stripe customer is created once
 * per learner and reused; a stored customer Stripe no longer knows (keys of
 * another account, test → live) is replaced once.
 */
@inject()
export default class SubscriptionCheckoutService {
  constructor(private stripe: StripeClientService) {}

  /** URL of a new Checkout Session (subscription mode, the Premium price). */
  async checkoutUrl(user: User) {
    if (!this.stripe.paymentsEnabled()) throw new PaymentsNotConfiguredError()
    const customerId = await this.customerFor(user)
    try {
      return await this.createCheckout(user, customerId)
    } catch (error) {
      if (!isMissingCustomer(error)) throw error
      return this.createCheckout(user, await this.customerFor(user, customerId))
    }
  }

  /** URL of a customer portal session, returning to `returnPath` on this site. */
  async portalUrl(user: User, returnPath = urlFor('dashboard')) {
    if (!this.stripe.paymentsEnabled()) throw new PaymentsNotConfiguredError()
    const row = await Subscription.findBy('userId', user.id)
    if (!row?.stripeCustomerId) throw new NoStripeCustomerError()
    const session = await this.stripe.client().billingPortal.sessions.create({
      customer: row.stripeCustomerId,
      return_url: new URL(returnPath, appUrl).toString(),
      locale: 'pt-BR',
    })
    return session.url
  }

  private async createCheckout(user: User, customerId: string) {
    const config = this.stripe.config
    const userId = String(user.id)
    const session = await this.stripe.client().checkout.sessions.create({
      mode: 'subscription',
      customer: customerId,
      client_reference_id: userId,
      line_items: [{ price: config.priceId!, quantity: 1 }],
      /* A filter on what the Stripe account offers (card, boleto, pix…): 'where the account allows'. */
      allowed_payment_method_types: config.paymentMethodTypes,
      ...(config.paymentMethodTypes.includes('boleto')
        ? {
            payment_method_options: {
              boleto: { expires_after_days: config.boletoExpiresAfterDays },
            },
          }
        : {}),
      /* Stripe fills in {CHECKOUT_SESSION_ID}: the dashboard confirms that session (not just the flag). */
      success_url: `${urlFor('dashboard', undefined, { qs: { success: 'true' }, prefixUrl: appUrl })}&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: urlFor('courses.index', undefined, { prefixUrl: appUrl }),
      locale: 'pt-BR',
      metadata: { user_id: userId },
      subscription_data: { metadata: { user_id: userId } },
    })
    if (!session.url) throw new Error(`Checkout Session ${session.id} sem URL`)
    return session.url
  }

  /**
   * URL of a Checkout Session for 'Plano anual via Pix': a one-off payment
   * of 12 months at the admin's discount, Pix only, open for 30 min. The
   * session is remembered on the learner's row as pending, so the pages can
   * say 'Pix expira em N min' and reopen it.
   */
  async annualPixUrl(user: User, discountPercent: number) {
    if (!this.stripe.paymentsEnabled()) throw new PaymentsNotConfiguredError()
    const customerId = await this.customerFor(user)
    let session: Stripe.Checkout.Session
    try {
      session = await this.createAnnualPix(user, customerId, discountPercent)
    } catch (error) {
      if (!isMissingCustomer(error)) throw error
      session = await this.createAnnualPix(
        user,
        await this.customerFor(user, customerId),
        discountPercent
      )
    }
    if (!session.url) throw new Error(`Checkout Session ${session.id} sem URL`)
    /* Saved through the model: the session check's cached row is forgotten with it. */
    const row = await Subscription.findByOrFail('userId', user.id)
    row.merge({
      pendingMethod: 'pix',
      pendingSessionId: session.id,
      pendingUrl: session.url,
      pendingExpiresAt: DateTime.fromSeconds(session.expires_at),
      pendingOutcome: null,
    })
    await row.save()
    return session.url
  }

  private async createAnnualPix(user: User, customerId: string, discountPercent: number) {
    const userId = String(user.id)
    return this.stripe.client().checkout.sessions.create({
      mode: 'payment',
      customer: customerId,
      client_reference_id: userId,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'brl',
            unit_amount: annualPixAmountCents(discountPercent),
            product_data: { name: ANNUAL_PIX_NAME },
          },
        },
      ],
      allowed_payment_method_types: ['pix'],
      payment_method_options: { pix: { expires_after_seconds: ANNUAL_PIX.expiresAfterSeconds } },
      /* Stripe refuses a session shorter than 30 min from its own clock: a minute of margin. */
      expires_at: Math.floor(Date.now() / 1000) + ANNUAL_PIX.expiresAfterSeconds + 60,
      success_url: `${urlFor('dashboard', undefined, { qs: { success: 'true' }, prefixUrl: appUrl })}&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: urlFor('dashboard', undefined, { prefixUrl: appUrl }),
      locale: 'pt-BR',
      metadata: { user_id: userId, offer: ANNUAL_PIX_OFFER },
      payment_intent_data: { metadata: { user_id: userId, offer: ANNUAL_PIX_OFFER } },
    })
  }

  /**
   * The learner's Stripe customer id, created on first use. `replacing` is a
   * stored id Stripe rejected: a new customer takes its place.
   */
  private async customerFor(user: User, replacing?: string) {
    const row = await Subscription.findBy('userId', user.id)
    if (row?.stripeCustomerId && row.stripeCustomerId !== replacing) return row.stripeCustomerId

    const params: Stripe.CustomerCreateParams = {
      email: user.email,
      name: user.fullName ?? undefined,
      metadata: { user_id: String(user.id) },
      preferred_locales: ['pt-BR'],
    }
    /* Two clicks at once get the same customer; changed data or a replacement gets a new key. */
    const fingerprint = createHash('sha256')
      .update(JSON.stringify([params, replacing ?? null]))
      .digest('hex')
      .slice(0, 24)
    const customer = await this.stripe
      .client()
      .customers.create(params, { idempotencyKey: `customer-${user.id}-${fingerprint}` })

    // raw SQL: INSERT … ON CONFLICT DO UPDATE with a CASE keeping another customer id, RETURNING the result
    const result = await db.rawQuery(
      `INSERT INTO subscriptions (user_id, stripe_customer_id, cancel_at_period_end, created_at, updated_at)
       VALUES (?, ?, false, now(), now())
       ON CONFLICT (user_id) DO UPDATE SET
         stripe_customer_id = CASE
           WHEN subscriptions.stripe_customer_id IS NULL OR subscriptions.stripe_customer_id = ?
           THEN EXCLUDED.stripe_customer_id
           ELSE subscriptions.stripe_customer_id
         END,
         updated_at = now()
       RETURNING stripe_customer_id`,
      [user.id, customer.id, replacing ?? null]
    )
    return result.rows[0].stripe_customer_id as string
  }
}
