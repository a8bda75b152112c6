import Stripe from 'stripe'
import { inject } from '@adonisjs/core'
import logger from '@adonisjs/core/services/logger'
import type User from '#models/user'
import Subscription from '#models/subscription'
import StripeClientService from '#services/subscription/stripe_client_service'
import StripeWebhookService, { idOf } from '#services/subscription/stripe_webhook_service'
import { ANNUAL_PIX_OFFER } from '#services/subscription/subscription_checkout_service'
import SubscriptionStatusService, {
  forgetSubscription,
} from '#services/subscription/subscription_status_service'

/**
 * What the dashboard says when the learner comes back from Stripe Checkout
 * (`/dashboard?success=true&session_id=…`): 'confirmed' (the welcome toast)
 * only when the learner really is subscribed; 'pending' ('Confirmando seu
 * pagamento...') while their own session waits for the payment or for
 * Stripe; null (nothing) for anyone else, e.g. a typed or forged address.
 */
export type CheckoutReturn = 'confirmed' | 'pending' | null

const SESSION_ID = /^cs_[A-Za-z0-9_]{1,255}$/

@inject()
export default class CheckoutConfirmationService {
  constructor(
    private stripe: StripeClientService,
    private webhooks: StripeWebhookService,
    private status: SubscriptionStatusService
  ) {}

  async confirm(user: User, sessionId: unknown): Promise<CheckoutReturn> {
    /* Read from the row itself: this request may already hold an older snapshot. */
    const row = await Subscription.findBy('userId', user.id)
    if (this.status.snapshot(row).subscribed) return 'confirmed'
    if (typeof sessionId !== 'string' || !SESSION_ID.test(sessionId)) return null
    if (!this.stripe.config.secretKey) return null

    const verdict = await this.checkSession(user, row, sessionId)
    if (verdict === 'paid') {
      /* The shared `subscription` prop is computed after this: it must read the new row. */
      forgetSubscription(user)
      const applied = await Subscription.findBy('userId', user.id)
      if (this.status.snapshot(applied).subscribed) return 'confirmed'
    }
    return verdict === 'refused' ? null : 'pending'
  }

  /**
   * The session as Stripe has it: refused unless it is this learner's own
   * subscription checkout (our user id and their Stripe customer); paid ones
   * are applied at once, the way the webhook would.
   */
  private async checkSession(user: User, row: Subscription | null, sessionId: string) {
    const seenAt = new Date()
    let session: Stripe.Checkout.Session
    try {
      session = await this.stripe.client().checkout.sessions.retrieve(sessionId)
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return 'refused' as const
      /* Stripe unreachable: the webhook will tell; the page waits for it. */
      logger.warn({ err: error, userId: user.id }, 'não foi possível confirmar o checkout')
      return 'waiting' as const
    }

    const customerId = idOf(session.customer)
    const owner = session.client_reference_id ?? session.metadata?.user_id ?? null
    const ourCheckout =
      session.mode === 'subscription' ||
      (session.mode === 'payment' && session.metadata?.offer === ANNUAL_PIX_OFFER)
    const own =
      ourCheckout &&
      owner === String(user.id) &&
      Boolean(row?.stripeCustomerId) &&
      customerId === row?.stripeCustomerId
    if (!own) {
      logger.warn({ userId: user.id, sessionId }, 'checkout de outro membro recusado')
      return 'refused' as const
    }
    if (session.status === 'expired') return 'refused' as const
    const paid =
      session.status === 'complete' &&
      (session.payment_status === 'paid' || session.payment_status === 'no_payment_required')
    if (!paid) return 'waiting' as const

    try {
      await this.webhooks.applyPaidCheckout(session, seenAt)
    } catch (error) {
      logger.warn({ err: error, userId: user.id }, 'não foi possível ativar a assinatura agora')
      return 'waiting' as const
    }
    return 'paid' as const
  }
}
