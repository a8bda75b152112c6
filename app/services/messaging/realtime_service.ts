import transmit from '@adonisjs/transmit/services/main'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import MessagingService from '#services/messaging/messaging_service'
import NotificationService from '#services/messaging/notification_service'

/*
| What the server pushes over Transmit (channels authorized in start/transmit.ts).
| With TRANSMIT_TRANSPORT=redis a broadcast reaches the streams of every instance.
|
|   users/{id}:          { type: 'unread', messages, notifications }
|                        { type: 'notification', notification }
|   conversations/{id}:  { type: 'message', message }
|                        { type: 'read', readerId, upToId }
*/

export type UnreadCounts = { messages: number; notifications: number }

/** Pushes that fail (a Redis hiccup) are logged, never fail the write that caused them. */
function safely(channel: string, payload: Record<string, unknown>) {
  try {
    transmit.broadcast(channel, payload as never)
  } catch (error) {
    logger.warn({ err: error, channel }, 'falha ao publicar evento em tempo real')
  }
}

export default class RealtimeService {
  /** Both header counts in one query (every signed-in page asks for them). */
  async unreadCounts(userId: number): Promise<UnreadCounts> {
    const messages = new MessagingService().unreadQuery(userId).toSQL()
    const notifications = new NotificationService().unreadQuery(userId).toSQL()
    // raw SQL: two built queries as scalar subqueries of one select, one round trip
    const { rows } = await db.rawQuery(
      `select (${messages.sql}) as messages, (${notifications.sql}) as notifications`,
      [...messages.bindings, ...notifications.bindings]
    )
    return {
      messages: Number(rows[0]?.messages ?? 0),
      notifications: Number(rows[0]?.notifications ?? 0),
    }
  }

  /** The member's header counts, recomputed from the database and pushed to their open pages. */
  async pushUnread(userId: number) {
    safely(`users/${userId}`, { type: 'unread', ...(await this.unreadCounts(userId)) })
  }

  toUser(userId: number, payload: Record<string, unknown>) {
    safely(`users/${userId}`, payload)
  }

  toConversation(conversationId: number, payload: Record<string, unknown>) {
    safely(`conversations/${conversationId}`, payload)
  }
}
