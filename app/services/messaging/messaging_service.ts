import db from '@adonisjs/lucid/services/db'
import Conversation from '#models/conversation'
import Message from '#models/message'
import RealtimeService from '#services/messaging/realtime_service'
import NotificationService from '#services/messaging/notification_service'
import { notificationGroup } from '#domain/messaging/notifications'
import DirectMessageSent from '#events/direct_message_sent'
import MessageTransformer from '#transformers/message_transformer'
import { MESSAGE_LIMITS } from '#domain/messaging/messages'

/** The other member as the list and the conversation header show them (public profile fields). */
export type MemberSummaryRow = {
  id: number
  full_name: string | null
  avatar_url: string | null
  specialty: string | null
}

/** One conversation of the list, from the viewer's side. */
export type ConversationRow = {
  id: number
  updated_at: Date
  other: MemberSummaryRow
  last: { excerpt: string; createdAt: Date; fromViewer: boolean } | null
  unread: number
}

/** Who blocked whom between the viewer and the other member. */
export type BlockState = { byViewer: boolean; byOther: boolean }

/** The conversation open in the pane, from the viewer's side. */
export type OpenedConversation = {
  id: number
  other: MemberSummaryRow
  block: BlockState
  messages: Message[]
  hasOlder: boolean
}

/** Both members of a pair, ordered as the table stores them (user1_id < user2_id). */
function orderedPair(a: number, b: number): [number, number] {
  return a < b ? [a, b] : [b, a]
}

/** The public fields of a member (profile name, else the account's name; never the e-mail). */
function memberColumns(usersAlias: string) {
  return `${usersAlias}.id AS member_id,
    COALESCE(profiles.full_name, ${usersAlias}.full_name) AS full_name,
    profiles.avatar_url, profiles.specialty`
}

function memberOf(row: Record<string, any>): MemberSummaryRow {
  return {
    id: row.member_id,
    full_name: row.full_name,
    avatar_url: row.avatar_url,
    specialty: row.specialty,
  }
}

/** Direct messages between two members (conversations, messages, read state, blocks). */
export default class MessagingService {
  /** Messages sent to the member that they have not read yet, over all their conversations. One query. */
  async unreadTotal(userId: number) {
    const row = await this.unreadQuery(userId).first()
    return Number(row?.total ?? 0)
  }

  /** The count of unread received messages as a query (`total`), to run alone or inside another. */
  unreadQuery(userId: number) {
    return db
      .from('messages')
      .join('conversations', 'conversations.id', 'messages.conversation_id')
      .where((where) =>
        where.where('conversations.user1_id', userId).orWhere('conversations.user2_id', userId)
      )
      .whereNot('messages.sender_id', userId)
      .where('messages.is_read', false)
      .count('* as total')
  }

  /**
   * The one conversation of two members, created on first use. Race-safe:
   * two members opening each other at the same moment insert the same
   * ordered pair, the unique key keeps one row and both read it back.
   */
  async getOrCreate(userId: number, otherId: number) {
    const [user1Id, user2Id] = orderedPair(userId, otherId)
    await db
      .insertQuery()
      .table('conversations')
      .insert({ user1_id: user1Id, user2_id: user2Id })
      .onConflict(['user1_id', 'user2_id'])
      .ignore()
    return Conversation.query().where('user1_id', user1Id).where('user2_id', user2Id).firstOrFail()
  }

  /**
   * The viewer's conversations, newest activity first (not paged, as the
   * spec says): the other member, the last message and the unread count.
   * One query, whatever the number of conversations.
   */
  async conversationsOf(viewerId: number): Promise<ConversationRow[]> {
    // raw SQL: a lateral last message and a correlated unread count per conversation, one query
    const { rows } = await db.rawQuery(
      `SELECT c.id, c.updated_at, ${memberColumns('other')},
         last.content AS last_content, last.created_at AS last_created_at,
         last.sender_id AS last_sender_id,
         (SELECT count(*) FROM messages unread
           WHERE unread.conversation_id = c.id AND unread.is_read = false
             AND unread.sender_id <> :viewer)::int AS unread
       FROM conversations c
       JOIN users other
         ON other.id = CASE WHEN c.user1_id = :viewer THEN c.user2_id ELSE c.user1_id END
       LEFT JOIN profiles ON profiles.user_id = other.id
       LEFT JOIN LATERAL (
         SELECT left(m.content, :excerpt) AS content, m.created_at, m.sender_id
         FROM messages m WHERE m.conversation_id = c.id ORDER BY m.id DESC LIMIT 1
       ) last ON true
       WHERE c.user1_id = :viewer OR c.user2_id = :viewer
       ORDER BY c.updated_at DESC, c.id DESC`,
      /* A little more than the excerpt, so the excerpt knows the text went on. */
      { viewer: viewerId, excerpt: MESSAGE_LIMITS.excerptLength + 1 }
    )
    return rows.map((row: Record<string, any>) => ({
      id: row.id,
      updated_at: row.updated_at,
      other: memberOf(row),
      last:
        row.last_created_at === null
          ? null
          : {
              excerpt: row.last_content,
              createdAt: row.last_created_at,
              fromViewer: row.last_sender_id === viewerId,
            },
      unread: row.unread,
    }))
  }

  /** A member's public fields, or null when there is no such member. */
  async member(userId: number): Promise<MemberSummaryRow | null> {
    // raw SQL: shares memberColumns() (coalesce of joined columns) with the conversations query
    const { rows } = await db.rawQuery(
      `SELECT ${memberColumns('users')} FROM users
       LEFT JOIN profiles ON profiles.user_id = users.id
       WHERE users.id = ?`,
      [userId]
    )
    return rows[0] ? memberOf(rows[0]) : null
  }

  /** Whether the member deleted their account (their messages stay; nobody writes to them). */
  async isRemoved(userId: number) {
    const row = await db.from('users').where('id', userId).select('deleted_at').first()
    return Boolean(row?.deleted_at)
  }

  /** Blocks between two members, in both directions. One query. */
  async blockState(viewerId: number, otherId: number): Promise<BlockState> {
    const rows: { blocker_id: number }[] = await db
      .from('member_blocks')
      .where((where) =>
        where
          .where((pair) => pair.where('blocker_id', viewerId).where('blocked_id', otherId))
          .orWhere((pair) => pair.where('blocker_id', otherId).where('blocked_id', viewerId))
      )
      .select('blocker_id')
    return {
      byViewer: rows.some((row) => row.blocker_id === viewerId),
      byOther: rows.some((row) => row.blocker_id === otherId),
    }
  }

  /** Blocking twice is one block. */
  async block(blockerId: number, blockedId: number) {
    await db
      .insertQuery()
      .table('member_blocks')
      .insert({ blocker_id: blockerId, blocked_id: blockedId })
      .onConflict(['blocker_id', 'blocked_id'])
      .ignore()
  }

  async unblock(blockerId: number, blockedId: number) {
    await db
      .from('member_blocks')
      .where('blocker_id', blockerId)
      .where('blocked_id', blockedId)
      .delete()
  }

  /** What the pane shows of an open conversation: the other member, the blocks, the newest messages. */
  async openFor(conversation: Conversation, viewerId: number): Promise<OpenedConversation> {
    const otherId = conversation.otherParticipant(viewerId)
    /* One after the other: inside a transaction they share a single connection. */
    const other = await this.member(otherId)
    const block = await this.blockState(viewerId, otherId)
    const page = await this.latestMessages(conversation.id)
    return {
      id: conversation.id,
      other: other ?? { id: otherId, full_name: null, avatar_url: null, specialty: null },
      block,
      ...page,
    }
  }

  /** The newest page of a conversation, oldest first, and whether older messages exist. */
  async latestMessages(conversationId: number) {
    return this.#page(conversationId, null)
  }

  /** The page of messages just before `beforeId`, oldest first. */
  async olderMessages(conversationId: number, beforeId: number) {
    return this.#page(conversationId, beforeId)
  }

  async #page(conversationId: number, beforeId: number | null) {
    const query = Message.query()
      .where('conversation_id', conversationId)
      .orderBy('id', 'desc')
      .limit(MESSAGE_LIMITS.pageSize + 1)
    if (beforeId !== null) query.where('id', '<', beforeId)
    const rows = await query
    const hasOlder = rows.length > MESSAGE_LIMITS.pageSize
    return { messages: rows.slice(0, MESSAGE_LIMITS.pageSize).reverse(), hasOlder }
  }

  /**
   * Stores a message (already validated and trimmed) and moves the
   * conversation to the top of both lists, in one transaction. Then both
   * open panes get it, the recipient's counts go up and their notification
   * is raised (DirectMessageSent).
   */
  async send(conversation: Conversation, senderId: number, content: string) {
    const message = await db.transaction(async (trx) => {
      const stored = await Message.create(
        { conversationId: conversation.id, senderId, content, isRead: false },
        { client: trx }
      )
      await trx
        .from('conversations')
        .where('id', conversation.id)
        .update({ updated_at: stored.createdAt.toJSDate() })
      return stored
    })
    const recipientId = conversation.otherParticipant(senderId)
    const realtime = new RealtimeService()
    /* The pushed message has the shape the pane already holds (its page prop). */
    realtime.toConversation(conversation.id, {
      type: 'message',
      message: MessageTransformer.plain(message),
    })
    await realtime.pushUnread(recipientId)
    await DirectMessageSent.dispatch(
      recipientId,
      senderId,
      await new NotificationService().memberName(senderId),
      conversation.id
    )
    return message
  }

  /**
   * Marks the messages the reader received in this conversation as read,
   * and the bell's 'new message' notification of it. When anything changed,
   * the reader's counts (one push for both) and the sender's pane (read
   * receipts) are told.
   */
  async markRead(conversation: Conversation, readerId: number) {
    const notificationRead = await new NotificationService().markGroupRead(
      readerId,
      notificationGroup.directMessage(conversation.id)
    )
    const updated: { id: number | string }[] = await db
      .from('messages')
      .where('conversation_id', conversation.id)
      .whereNot('sender_id', readerId)
      .where('is_read', false)
      .update({ is_read: true }, ['id'])
    const realtime = new RealtimeService()
    if (notificationRead || updated.length > 0) await realtime.pushUnread(readerId)
    if (updated.length === 0) return 0
    realtime.toConversation(conversation.id, {
      type: 'read',
      readerId,
      upToId: Math.max(...updated.map((row) => Number(row.id))),
    })
    return updated.length
  }
}
