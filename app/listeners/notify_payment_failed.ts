import { inject } from '@adonisjs/core'
import logger from '@adonisjs/core/services/logger'
import type SubscriptionPaymentFailed from '#events/subscription_payment_failed'
import Notification from '#models/notification'
import NotificationService from '#services/messaging/notification_service'
import NotificationMailService from '#services/messaging/notification_mail_service'

/**
 * A failed renewal: the dunning e-mail goes at once (whatever the member's
 * preferences) and the bell hears of it. The notification was recorded with
 * the Stripe event, so a redelivered event never gets here twice; an e-mail
 * that fails is left for the next daily digest.
 */
@inject()
export default class NotifyPaymentFailed {
  constructor(
    private notifications: NotificationService,
    private mails: NotificationMailService
  ) {}

  async handle({ notificationId }: SubscriptionPaymentFailed) {
    try {
      const notification = await Notification.find(notificationId)
      if (!notification) return
      await this.mails.sendDunning(notification)
      await this.notifications.announce(notification)
    } catch (error) {
      logger.error({ err: error, notificationId }, 'falha ao avisar sobre pagamento recusado')
    }
  }
}
