import db from '@adonisjs/lucid/services/db'

/** Notifications of a member: created by events, grouped per subject while unread, read and e-mailed. */
export default class NotificationService {
  /** Unread notifications (the bell's number). One query. */
  async unreadCount(userId: number) {
    const row = await db
      .from('notifications')
      .where('user_id', userId)
      .whereNull('read_at')
      .count('* as total')
      .first()
    return Number(row?.total ?? 0)
  }
}
