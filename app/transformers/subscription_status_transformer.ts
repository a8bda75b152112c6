import { AppTransformer } from '#transformers/cheap_transform'
import type { SubscriptionSnapshot } from '#services/subscription/subscription_status_service'
import type { AnnualPixOffer } from '#services/subscription/premium_offer_service'

/**
 * The learner's subscription as every page sees it (shared prop
 * `subscription`; the spec's check-subscription: subscribed + subscription_end).
 */
export default class SubscriptionStatusTransformer extends AppTransformer<
  SubscriptionSnapshot & { paymentsEnabled: boolean; annualOffer: AnnualPixOffer | null }
> {
  toObject() {
    const snapshot = this.resource
    return {
      subscribed: snapshot.subscribed,
      status: snapshot.status,
      /** ISO date of the renewal (or of the end, when cancelAtPeriodEnd) */
      subscriptionEnd: snapshot.subscriptionEnd?.toISO() ?? null,
      cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
      paymentFailed: snapshot.paymentFailed,
      canManage: snapshot.canManage,
      /** ISO end of a paid annual Pix period (no renewal) */
      annualAccessUntil: snapshot.annualAccessUntil?.toISO() ?? null,
      canBuyAnnual: snapshot.canBuyAnnual,
      /** A boleto/Pix waiting for payment, or how the last one ended unpaid */
      payment: snapshot.payment
        ? {
            method: snapshot.payment.method,
            state: snapshot.payment.state,
            expiresAt: snapshot.payment.expiresAt?.toISO() ?? null,
            url: snapshot.payment.url,
          }
        : null,
      /** The annual Pix price (signed-in members only) */
      annualOffer: snapshot.annualOffer,
      /** false when this installation has no Stripe keys */
      paymentsEnabled: snapshot.paymentsEnabled,
    }
  }
}
