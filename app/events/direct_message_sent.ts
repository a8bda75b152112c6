import { BaseEvent } from '@adonisjs/core/events'

/**
 * A member sent a direct message (dispatched by MessagingService after the
 * message is stored). The recipient gets one notification per conversation
 * while it is unread (app/listeners/notify_direct_message.ts).
 */
export default class DirectMessageSent extends BaseEvent {
  constructor(
    public recipientId: number,
    public senderId: number,
    public senderName: string,
    public conversationId: number
  ) {
    super()
  }
}
