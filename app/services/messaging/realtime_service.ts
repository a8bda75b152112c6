import transmit from '@adonisjs/transmit/services/main'
import cache from '@adonisjs/cache/services/main'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import MessagingService from '#services/messaging/messaging_service'
import NotificationService from '#services/messaging/notification_service'
import Conversation from '#models/conversation'
import Message from '#models/message'
import Notification from '#models/notification'
import { afterModelWrites } from '#services/platform/model_writes'
import { forgetTags } from '#services/platform/forget_tags'

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

/*
| Every signed-in page shows the header's counts, so they are remembered per
| member (store `sessions`) until they change: every change of them pushes
| the new counts (pushUnread), which forgets them first, and so does any
| saved message or notification row (a factory, an ace command). UNREAD_TTL
| bounds a change made outside the app.
*/
const UNREAD_TTL = '30s'
const unreadTag = (userId: number) => `unread:${userId}`

function forgetUnread(userIds: number[]) {
  return forgetTags(userIds.map(unreadTag), 'sessions')
}

let watching = false
/** A saved or deleted message forgets both participants' counts; a notification, its member's. */
export function forgetUnreadOnWrites() {
  if (watching) return
  watching = true
  afterModelWrites([Notification], (row) => forgetUnread([(row as Notification).userId]))
  afterModelWrites([Message], async (row) => {
    /*
     * Read in the write's own transaction while it is open: a second
     * connection per message would let a burst of sends take the whole pool
     * and wait on each other.
     */
    const trx = (row as Message).$trx
    const client = trx && !trx.isCompleted ? trx : undefined
    const conversation = await Conversation.find((row as Message).conversationId, { client })
    if (conversation) await forgetUnread([conversation.user1Id, conversation.user2Id])
  })
}

export default class RealtimeService {
  /** Both header counts (every signed-in page shows them), remembered until they change. */
  unreadCounts(userId: number): Promise<UnreadCounts> {
    return cache.use('sessions').getOrSet({
      key: `unread ${userId}`,
      tags: [unreadTag(userId)],
      ttl: UNREAD_TTL,
      skipL2Write: true,
      factory: () => this.countUnread(userId),
    })
  }

  /** Both header counts in one query. */
  private async countUnread(userId: number): Promise<UnreadCounts> {
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
    await forgetUnread([userId])
    safely(`users/${userId}`, { type: 'unread', ...(await this.countUnread(userId)) })
  }

  toUser(userId: number, payload: Record<string, unknown>) {
    safely(`users/${userId}`, payload)
  }

  toConversation(conversationId: number, payload: Record<string, unknown>) {
    safely(`conversations/${conversationId}`, payload)
  }
}
