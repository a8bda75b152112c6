/*
| Small helpers shared by the notification tests (not a spec file).
*/
import type User from '#models/user'
import Notification from '#models/notification'
import NotificationService from '#services/messaging/notification_service'
import { notificationGroup, type NotificationKind } from '#domain/messaging/notifications'

export { member, discussionBy, submit } from '../../community/forum_helpers.js'

/** The member's notifications, newest first, as stored. */
export function notificationsOf(user: { id: number }) {
  return Notification.query().where('user_id', user.id).orderBy('id', 'desc')
}

/** A stored notification for `user` about a subject of its own (a direct message by default). */
export async function notificationFor(
  user: User,
  options: { kind?: NotificationKind; subject?: number; actor?: User } = {}
) {
  const subject = options.subject ?? Math.floor(Math.random() * 1_000_000)
  const notification = await new NotificationService().record({
    userId: user.id,
    kind: options.kind ?? 'direct_message',
    groupKey: notificationGroup.directMessage(subject),
    actorId: options.actor?.id ?? null,
    data: { actorName: 'Caio Ferreira', route: 'messages.show', params: { id: subject } },
  })
  return notification!
}

/** The bell's number on any page (shared prop `unread.notifications`). */
export async function bellCount(client: any, user: User) {
  const unread = await unreadOf(client, user)
  return unread.notifications
}

/** The header's counts every page receives (shared prop `unread`). */
export async function unreadOf(client: any, user: User) {
  const page = await client.get('/notificacoes').loginAs(user).withInertia()
  return page.inertiaProps.unread as { messages: number; notifications: number }
}
