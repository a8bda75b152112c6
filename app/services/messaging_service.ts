import db from '@adonisjs/lucid/services/db'

/** Direct messages between two members (conversations, messages, read state, blocks). */
export default class MessagingService {
  /** Messages sent to the member that they have not read yet, over all their conversations. One query. */
  async unreadTotal(userId: number) {
    const row = await db
      .from('messages')
      .join('conversations', 'conversations.id', 'messages.conversation_id')
      .where((where) =>
        where.where('conversations.user1_id', userId).orWhere('conversations.user2_id', userId)
      )
      .whereNot('messages.sender_id', userId)
      .where('messages.is_read', false)
      .count('* as total')
      .first()
    return Number(row?.total ?? 0)
  }
}
