import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { urlFor } from '@adonisjs/core/services/url_builder'
import Notification from '#models/notification'
import { appUrl } from '#config/app'
import { FALLBACK_PROFILE_NAME } from '#domain/community/profile_stats'
import {
  deliveryFor,
  NOTIFICATION_KINDS,
  NOTIFICATIONS_MENU_SIZE,
  NOTIFICATIONS_PER_PAGE,
  preferenceFor,
  type NotificationData,
  type NotificationKind,
} from '#domain/messaging/notifications'

export type NotifyInput = {
  userId: number
  kind: NotificationKind
  groupKey: string
  actorId?: number | null
  data: NotificationData
}

/**
 * One event on a subject: a new row, or +1 on the member's unread row of the
 * same subject (the partial unique index notifications_unread_group). The
 * group keeps the link of its first unread event (the first new reply), and
 * new activity after a digest makes it due for the next digest again.
 */
const UPSERT = `
  insert into notifications (user_id, kind, group_key, actor_id, data, in_app)
  values (?, ?, ?, ?, ?::jsonb, ?)
  on conflict (user_id, group_key) where read_at is null do update set
    count = notifications.count + 1,
    updated_at = now(),
    actor_id = excluded.actor_id,
    data = excluded.data || jsonb_strip_nulls(jsonb_build_object(
      'query', notifications.data -> 'query',
      'anchor', notifications.data -> 'anchor'
    )),
    in_app = excluded.in_app,
    emailed_at = null
  returning *`

/**
 * Notifications of a member: created by events (app/listeners/notify_*),
 * grouped per subject while unread, read on the site and e-mailed by the
 * daily digest (NotificationMailService).
 */
export default class NotificationService {
  /** The bell's count as a query (`total`), run inside RealtimeService.unreadCounts. */
  unreadQuery(userId: number) {
    return db
      .from('notifications')
      .where('user_id', userId)
      .where('in_app', true)
      .whereNull('read_at')
      .count('* as total')
  }

  /**
   * Records an event as the member's preference says, then tells their open
   * pages (the new notification and the bell's count). Null when nothing was
   * stored: their own action, or the kind turned off both on the site and by e-mail.
   */
  async notify(input: NotifyInput) {
    const notification = await this.record(input)
    if (notification) await this.announce(notification)
    return notification
  }

  /**
   * For listeners: builds the notification (null: nobody to tell) and sends
   * it; any failure is logged and swallowed, so the forum write, the message
   * or the webhook that caused it never fails because of a notification.
   */
  async notifyQuietly(event: string, build: () => Promise<NotifyInput | null>) {
    try {
      const input = await build()
      return input ? await this.notify(input) : null
    } catch (error) {
      logger.error({ err: error, event }, 'falha ao criar notificação')
      return null
    }
  }

  /** Stores (or groups) the notification without telling anyone; `trx` to record it with its cause. */
  async record(input: NotifyInput, trx?: TransactionClientContract) {
    if (input.actorId && input.actorId === input.userId) return null
    const client = trx ?? db
    const delivery = deliveryFor(await this.preferenceOf(input.userId, input.kind, trx))
    if (!delivery.store) return null
    // raw SQL: INSERT … ON CONFLICT DO UPDATE that groups into an unread notification, RETURNING the row
    const { rows } = await client.rawQuery(UPSERT, [
      input.userId,
      input.kind,
      input.groupKey,
      input.actorId ?? null,
      JSON.stringify(input.data),
      delivery.inApp,
    ])
    return Notification.$createFromAdapterResult(rows[0])!
  }

  /**
   * Pushes the notification and the new counts to the member's open pages,
   * and the notification to their devices (web push).
   * RealtimeService reads unreadQuery from this service, hence the lazy import.
   */
  async announce(notification: Notification) {
    if (!notification.inApp) return
    const [{ default: RealtimeService }, { default: NotificationTransformer }, { jsonSerializer }] =
      await Promise.all([
        import('#services/messaging/realtime_service'),
        import('#transformers/notification_transformer'),
        import('#services/platform/json_serializer'),
      ])
    const realtime = new RealtimeService()
    realtime.toUser(notification.userId, {
      type: 'notification',
      notification: await jsonSerializer.serializeWithoutWrapping(
        NotificationTransformer.transform(notification)
      ),
    })
    await realtime.pushUnread(notification.userId)
    await this.push(notification)
  }

  /** The member's devices hear of it too, with the site closed (web push; never fails the caller). */
  private async push(notification: Notification) {
    try {
      const { default: PushService } = await import('#services/messaging/push_service')
      await new PushService().deliver(notification, this.linkOf(notification.data))
    } catch (error) {
      logger.warn({ err: error, notification: notification.id }, 'falha ao enviar push')
    }
  }

  /** The bell's menu: the latest notifications, read or not. */
  recent(userId: number) {
    return this.visible(userId).limit(NOTIFICATIONS_MENU_SIZE)
  }

  /** /notificacoes: every notification, newest activity first. */
  page(userId: number, page: number) {
    return this.visible(userId).paginate(page, NOTIFICATIONS_PER_PAGE)
  }

  async markRead(notification: Notification) {
    await db
      .from('notifications')
      .where('id', notification.id)
      .whereNull('read_at')
      // raw SQL: the database clock, as every timestamp of this table
      .update({ read_at: db.raw('now()') })
    await this.pushCounts(notification.userId)
  }

  /**
   * Marks read the unread notification of one subject (e.g. the messages
   * screen when the member opens the conversation `notificationGroup.directMessage(id)`).
   * Whether one was; the caller pushes the new counts (MessagingService.markRead, once for both).
   */
  async markGroupRead(userId: number, groupKey: string) {
    const changed = await db
      .from('notifications')
      .where({ user_id: userId, group_key: groupKey })
      .whereNull('read_at')
      // raw SQL: the database clock, as every timestamp of this table
      .update({ read_at: db.raw('now()') })
    return Number(changed) > 0
  }

  /** 'Marcar todas como lidas': what the bell shows (e-mail-only rows still wait for their e-mail). */
  async markAllRead(userId: number) {
    await db
      .from('notifications')
      .where('user_id', userId)
      .where('in_app', true)
      .whereNull('read_at')
      // raw SQL: the database clock, as every timestamp of this table
      .update({ read_at: db.raw('now()') })
    await this.pushCounts(userId)
  }

  /** The member's choice for one kind, else the default; `trx` to read it inside a transaction. */
  async preferenceOf(userId: number, kind: NotificationKind, trx?: TransactionClientContract) {
    const stored = await (trx ?? db)
      .from('notification_preferences')
      .where({ user_id: userId, kind })
      .select('in_app', 'email')
      .first()
    return preferenceFor(kind, stored ? { inApp: stored.in_app, email: stored.email } : null)
  }

  /** Every kind with the member's choice (or the default) for the profile's 'Notificações' card. */
  async preferences(userId: number) {
    const rows = await db
      .from('notification_preferences')
      .where('user_id', userId)
      .select('kind', 'in_app', 'email')
    const stored = new Map(rows.map((row) => [row.kind, { inApp: row.in_app, email: row.email }]))
    return NOTIFICATION_KINDS.map((kind) => ({ kind, ...preferenceFor(kind, stored.get(kind)) }))
  }

  /** Stores one row per kind: the kinds checked 'No site' and 'Por e-mail'. */
  async updatePreferences(
    userId: number,
    checked: { inApp: NotificationKind[]; email: NotificationKind[] }
  ) {
    const preferences = NOTIFICATION_KINDS.map((kind) => ({
      kind,
      ...preferenceFor(kind, {
        inApp: checked.inApp.includes(kind),
        email: checked.email.includes(kind),
      }),
    }))
    // raw SQL: INSERT … SELECT FROM unnest() of arrays with ON CONFLICT DO UPDATE, all kinds in one statement
    await db.rawQuery(
      `insert into notification_preferences (user_id, kind, in_app, email, updated_at)
       select ?, kind, in_app, email, now()
       from unnest(?::text[], ?::boolean[], ?::boolean[]) as chosen(kind, in_app, email)
       on conflict (user_id, kind) do update
       set in_app = excluded.in_app, email = excluded.email, updated_at = now()`,
      [
        userId,
        preferences.map((preference) => preference.kind),
        preferences.map((preference) => preference.inApp),
        preferences.map((preference) => preference.email),
      ]
    )
  }

  /** The name a notification shows for the member who acted (their profile's, as in the forum). */
  async memberName(userId: number) {
    const row = await db
      .from('users')
      .leftJoin('profiles', 'profiles.user_id', 'users.id')
      .where('users.id', userId)
      .select('profiles.full_name as profile_name', 'users.full_name as user_name')
      .first()
    return row?.profile_name?.trim() || row?.user_name?.trim() || FALLBACK_PROFILE_NAME
  }

  /**
   * Where a notification leads (path, query string and `#resposta-…`), or the
   * notifications page when its route no longer exists. `absolute` for e-mails.
   */
  linkOf(data: NotificationData, { absolute = false } = {}) {
    const options = { qs: data.query, prefixUrl: absolute ? appUrl.replace(/\/+$/, '') : undefined }
    let url: string
    try {
      url = urlFor(data.route as 'dashboard', (data.params ?? {}) as never, options)
    } catch {
      url = urlFor('notifications.index', {}, options)
    }
    return data.anchor ? `${url}#${encodeURIComponent(data.anchor)}` : url
  }

  private visible(userId: number) {
    return Notification.query()
      .where('user_id', userId)
      .where('in_app', true)
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
  }

  private async pushCounts(userId: number) {
    const { default: RealtimeService } = await import('#services/messaging/realtime_service')
    await new RealtimeService().pushUnread(userId)
  }
}
