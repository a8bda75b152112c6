import { inject } from '@adonisjs/core'
import logger from '@adonisjs/core/services/logger'
import { urlFor } from '@adonisjs/core/services/url_builder'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import mail from '@adonisjs/mail/services/main'
import type { BaseMail } from '@adonisjs/mail'
import Notification from '#models/notification'
import User from '#models/user'
import NotificationService from '#services/messaging/notification_service'
import NotificationDigestMail from '#mails/notification_digest_mail'
import PaymentFailedMail from '#mails/payment_failed_mail'
import AnnualEndingMail from '#mails/annual_ending_mail'
import { appUrl } from '#config/app'
import { formatDate, formatTime } from '#domain/platform/format'
import {
  ALWAYS_EMAILED,
  describeNotification,
  NOTIFICATION_KINDS,
  preferenceFor,
} from '#domain/messaging/notifications'

/** Kinds e-mailed when the member never chose (the defaults, plus the ones always e-mailed). */
const EMAILED_BY_DEFAULT = NOTIFICATION_KINDS.filter((kind) => preferenceFor(kind).email)

const absolute = (name: 'notifications.index' | 'profiles.own') =>
  urlFor(name, {}, { prefixUrl: appUrl.replace(/\/+$/, '') })

/**
 * E-mails about notifications: the ones sent at once (sendNow: a failed
 * payment, the annual plan ending, a certificate issued) and the daily
 * digest. The rows are locked (for update skip locked), e-mailed and marked
 * `emailed_at` in one transaction, so a second run, a concurrent run or a
 * run after a crash never e-mails a row twice; a failed send leaves the rows
 * for the next run.
 */
@inject()
export default class NotificationMailService {
  constructor(private notifications: NotificationService) {}

  /** The dunning e-mail of a payment_failed notification (to any address), unless it already went. */
  sendDunning(notification: Notification) {
    return this.sendNow(
      notification,
      'falha ao enviar o aviso de pagamento recusado; vai no próximo resumo diário',
      (user) =>
        new PaymentFailedMail(
          { email: user.email, firstName: user.firstName },
          this.notifications.linkOf(notification.data, { absolute: true })
        ),
      { anyAddress: true }
    )
  }

  /**
   * The reminder before the annual Pix plan ends, at once, when the member
   * gets annual_ending by e-mail (their choice, else the default) and has a
   * confirmed address. Never throws: a failed send is left for the digest.
   */
  sendAnnualEnding(notification: Notification) {
    return this.sendNow(
      notification,
      'falha ao enviar o aviso do fim do plano anual; vai no próximo resumo diário',
      (user) =>
        notification.data.until
          ? new AnnualEndingMail(
              { email: user.email, firstName: user.firstName },
              this.notifications.linkOf(notification.data, { absolute: true }),
              notification.data.days ?? 0,
              notification.data.until
            )
          : null
    )
  }

  /**
   * The e-mail `compose` makes of one notification, at once, unless it went
   * already: the row locked (skip locked), e-mailed and marked `emailed_at`
   * in one transaction. Only to a confirmed address (`anyAddress`: any) of a
   * member who gets the kind by e-mail; `compose` gives null when there is
   * nothing to send. Never throws: a failed send is logged with `failure`
   * and the row left for the daily digest.
   */
  async sendNow(
    notification: Notification,
    failure: string,
    compose: (user: User) => BaseMail | null,
    { anyAddress = false } = {}
  ) {
    try {
      await db.transaction(async (trx) => {
        const due = await this.due(trx)
          .where('notifications.id', notification.id)
          .select('notifications.id')
          .forUpdate()
          .skipLocked()
        if (due.length === 0) return
        const user = await User.find(notification.userId, { client: trx })
        if (!user || !(anyAddress || user.emailVerifiedAt)) return
        const preference = await this.notifications.preferenceOf(user.id, notification.kind, trx)
        const message = preference.email ? compose(user) : null
        if (!message) return
        await mail.send(message)
        await this.markEmailed(trx, [notification.id])
      })
    } catch (error) {
      logger.error({ err: error, notificationId: notification.id }, failure)
    }
  }

  /** One digest per member with unread, not yet e-mailed notifications of kinds they get by e-mail. */
  async sendDigests() {
    const members = await this.candidates(db)
      .distinct('notifications.user_id')
      .orderBy('notifications.user_id')
    let sent = 0
    let failed = 0
    for (const { user_id: userId } of members) {
      try {
        if (await this.sendDigest(userId)) sent += 1
      } catch (error) {
        failed += 1
        logger.error({ err: error, userId }, 'falha ao enviar o resumo diário de notificações')
      }
    }
    return { sent, failed }
  }

  /** True when an e-mail went; false when another run took (or already sent) this member's rows. */
  private sendDigest(userId: number) {
    return db.transaction(async (trx) => {
      const rows = await this.candidates(trx)
        .where('notifications.user_id', userId)
        .select('notifications.*')
        .orderBy('notifications.updated_at', 'desc')
        .forUpdate('notifications')
        .skipLocked()
      if (rows.length === 0) return false
      const notifications = rows.map((row) => Notification.$createFromAdapterResult(row)!)
      const user = await User.findOrFail(userId, { client: trx })
      await mail.send(
        new NotificationDigestMail(
          { email: user.email, firstName: user.firstName },
          notifications.map((notification) => ({
            text: describeNotification(notification.kind, notification.data, notification.count),
            url: this.notifications.linkOf(notification.data, { absolute: true }),
            when: `${formatDate(notification.updatedAt.toJSDate())} às ${formatTime(notification.updatedAt.toJSDate())}`,
          })),
          { notifications: absolute('notifications.index'), preferences: absolute('profiles.own') }
        )
      )
      await this.markEmailed(
        trx,
        notifications.map((notification) => notification.id)
      )
      return true
    })
  }

  /** Unread rows not e-mailed yet. */
  private due(client: TransactionClientContract | typeof db) {
    return client
      .from('notifications')
      .whereNull('notifications.read_at')
      .whereNull('notifications.emailed_at')
  }

  /**
   * …for the digest: of members with a confirmed address, of a kind they get
   * by e-mail (their choice, else the default; some kinds always).
   */
  private candidates(client: TransactionClientContract | typeof db) {
    return this.due(client)
      .join('users', 'users.id', 'notifications.user_id')
      .whereNotNull('users.email_verified_at')
      .leftJoin('notification_preferences as preference', (join) =>
        join
          .on('preference.user_id', 'notifications.user_id')
          .andOn('preference.kind', 'notifications.kind')
      )
      .where((where) =>
        where
          .where('preference.email', true)
          .orWhere((unset) =>
            unset.whereNull('preference.email').whereIn('notifications.kind', EMAILED_BY_DEFAULT)
          )
          .orWhereIn('notifications.kind', [...ALWAYS_EMAILED])
      )
  }

  /** An e-mail-only row (not shown on the site) is done once e-mailed: the next event starts a new one. */
  private async markEmailed(trx: TransactionClientContract, ids: number[]) {
    await trx
      .from('notifications')
      .whereIn('id', ids)
      // raw SQL: the database clock and a CASE on the row's own column, in the same UPDATE
      .update({
        emailed_at: db.raw('now()'),
        read_at: db.raw('case when in_app then read_at else now() end'),
      })
  }
}
