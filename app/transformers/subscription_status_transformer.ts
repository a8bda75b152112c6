import { AppTransformer } from '#transformers/cheap_transform'
import type { SubscriptionSnapshot } from '#services/subscription/subscription_status_service'

/**
 * The learner's subscription as every page sees it (shared prop
 * `subscription`; the spec's check-subscription: subscribed + subscription_end).
 */
export default class SubscriptionStatusTransformer extends AppTransformer<
  SubscriptionSnapshot & { paymentsEnabled: boolean }
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
      /** false when this installation has no Stripe keys */
      paymentsEnabled: snapshot.paymentsEnabled,
    }
  }
}
