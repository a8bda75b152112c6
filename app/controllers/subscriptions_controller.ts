import Stripe from 'stripe'
import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { flashError, flashToast } from '#services/platform/flash'
import SubscriptionStatusService from '#services/subscription/subscription_status_service'
import SubscriptionCheckoutService from '#services/subscription/subscription_checkout_service'
import PremiumOfferService from '#services/subscription/premium_offer_service'
import { isLiveStatus, SUBSCRIPTION_MESSAGES as MESSAGES } from '#domain/subscription/subscription'

type Message = { title: string; description: string }

/**
 * 'Assinar Agora' and 'Gerenciar Assinatura'. Both are plain form posts that
 * the pages open in a new tab: the answer is a 303 to the Stripe-hosted page,
 * or, on failure, a redirect back with the spec's toast: Stripe's refusal
 * here, the payment errors by themselves (#exceptions/payment_errors),
 * anything else by the routes' declared toast (start/routes/subscription.ts).
 */
@inject()
export default class SubscriptionsController {
  constructor(
    private payments: SubscriptionCheckoutService,
    private status: SubscriptionStatusService,
    private offers: PremiumOfferService
  ) {}

  /** POST /assinatura/checkout: a Stripe Checkout Session for the Premium plan. */
  async checkout(ctx: HttpContext) {
    const { auth, session, response } = ctx
    const user = auth.user
    if (!user) {
      flashError(session, MESSAGES.checkoutSignedOut.title, MESSAGES.checkoutSignedOut.description)
      return response.redirect().toRoute('auth.show')
    }
    const current = await this.status.forUser(user)
    if (current.subscribed) {
      flashToast(session, MESSAGES.alreadySubscribed.title, MESSAGES.alreadySubscribed.description)
      return response.redirect().back()
    }
    return this.toStripe(ctx, () => this.payments.checkoutUrl(user), MESSAGES.checkoutFailed)
  }

  /**
   * POST /assinatura/plano-anual-pix: a Stripe Checkout (Pix, 30 min) for 12
   * months of Premium. Refused to a member whose monthly subscription is live
   * (they would pay twice) and to one whose year is not in its last 30 days.
   */
  async annualPix(ctx: HttpContext) {
    const { auth, session, response } = ctx
    const user = auth.user
    if (!user) {
      flashError(session, MESSAGES.checkoutSignedOut.title, MESSAGES.checkoutSignedOut.description)
      return response.redirect().toRoute('auth.show')
    }
    const current = await this.status.forUser(user)
    if (!current.canBuyAnnual) {
      const refusal = isLiveStatus(current.status)
        ? MESSAGES.annualWhileMonthly
        : MESSAGES.annualNotYet
      flashToast(session, refusal.title, refusal.description)
      return response.redirect().back()
    }
    const { discountPercent } = await this.offers.annualPix()
    return this.toStripe(
      ctx,
      () => this.payments.annualPixUrl(user, discountPercent),
      MESSAGES.checkoutFailed
    )
  }

  /** POST /assinatura/portal: the Stripe customer portal, returning to the page it was opened from. */
  async portal(ctx: HttpContext) {
    const { auth, session, response } = ctx
    const user = auth.user
    if (!user) {
      flashError(session, MESSAGES.portalSignedOut.title, MESSAGES.portalSignedOut.description)
      return response.redirect().toRoute('auth.show')
    }
    return this.toStripe(
      ctx,
      () => this.payments.portalUrl(user, this.returnPath(ctx)),
      MESSAGES.portalFailed
    )
  }

  /** A 303 to the Stripe page; Stripe refused or could not be reached → the action's toast. */
  private async toStripe(
    { session, response, logger }: HttpContext,
    stripePage: () => Promise<string>,
    refused: Message
  ) {
    try {
      return response
        .redirect()
        .status(303)
        .toPath(await stripePage())
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError)) throw error
      logger.error({ err: error }, 'Stripe recusou a criação da sessão')
      flashError(session, refused.title, refused.description)
      return response.redirect().back()
    }
  }

  /** The page the portal was opened from (same site only), so 'Voltar' comes back to it. */
  private returnPath({ response }: HttpContext) {
    const previous = new URL(
      response.redirect().getPreviousUrl(urlFor('dashboard')),
      'http://local'
    )
    return `${previous.pathname}${previous.search}`
  }
}
