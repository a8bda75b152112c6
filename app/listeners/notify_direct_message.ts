import { inject } from '@adonisjs/core'
import type DirectMessageSent from '#events/direct_message_sent'
import NotificationService from '#services/messaging/notification_service'
import { notificationGroup } from '#domain/messaging/notifications'

/** A new direct message: one notification per conversation while unread ('Ana enviou 3 novas mensagens'). */
@inject()
export default class NotifyDirectMessage {
  constructor(private notifications: NotificationService) {}

  async handle(event: DirectMessageSent) {
    await this.notifications.notifyQuietly('direct_message_sent', async () => ({
      userId: event.recipientId,
      kind: 'direct_message',
      groupKey: notificationGroup.directMessage(event.conversationId),
      actorId: event.senderId,
      data: {
        actorName: event.senderName,
        route: 'messages.show',
        params: { id: event.conversationId },
      },
    }))
  }
}
