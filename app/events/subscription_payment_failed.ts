import { BaseEvent } from '@adonisjs/core/events'

/**
 * A renewal charge failed and the subscription entered dunning (past_due or
 * unpaid for the first time in this cycle). The notification was recorded
 * with the Stripe event; listeners send the dunning e-mail and push it live.
 */
export default class SubscriptionPaymentFailed extends BaseEvent {
  constructor(
    public userId: number,
    public notificationId: number
  ) {
    super()
  }
}
