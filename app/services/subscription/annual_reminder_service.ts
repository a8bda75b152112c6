import { inject } from '@adonisjs/core'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import Subscription from '#models/subscription'
import type Notification from '#models/notification'
import NotificationService from '#services/messaging/notification_service'
import NotificationMailService from '#services/messaging/notification_mail_service'
import { notificationGroup } from '#domain/messaging/notifications'
import {
  ANNUAL_PIX,
  annualDaysLeft,
  annualReminderDue,
  isLiveStatus,
} from '#domain/subscription/subscription'

const DAY_MS = 24 * 60 * 60 * 1000
/** The dashboard's subscription card, where another year is bought ('Comprar mais um ano via Pix'). */
export const ANNUAL_RENEW_ANCHOR = 'assinatura'

/**
 * The reminders before a 'Plano anual via Pix' ends (7 days, then 1 day;
 * no renewal is automatic). Each member's row is locked (for update skip
 * locked) while the notification is recorded and `annual_reminded_days`
 * set, in one transaction: a second run, or another server running at the
 * same time, sends nothing again. The e-mail goes after the commit, as the
 * member's preferences say; one that fails is left for the daily digest.
 */
@inject()
export default class AnnualReminderService {
  constructor(
    private notifications: NotificationService,
    private mails: NotificationMailService
  ) {}

  async sendDue(now = new Date()) {
    const horizon = new Date(now.getTime() + Math.max(...ANNUAL_PIX.reminderDays) * DAY_MS)
    const smallest = Math.min(...ANNUAL_PIX.reminderDays)
    const candidates = await Subscription.query()
      .where('annual_access_until', '>', now)
      .where('annual_access_until', '<=', horizon)
      .where((query) =>
        query.whereNull('annual_reminded_days').orWhere('annual_reminded_days', '>', smallest)
      )
      .whereHas('user', (user) => user.whereNull('deleted_at'))
      .select('id')
      .orderBy('id')
    let sent = 0
    let failed = 0
    for (const { id } of candidates) {
      let notification: Notification | null
      try {
        notification = await this.remind(id, now)
      } catch (error) {
        failed += 1
        logger.error({ err: error, subscriptionId: id }, 'falha ao avisar do fim do plano anual')
        continue
      }
      if (!notification) continue
      sent += 1
      /* Recorded: the live bell and the e-mail are extras that never undo it. */
      await this.notifications
        .announce(notification)
        .catch((error) => logger.warn({ err: error }, 'falha ao mostrar o aviso do plano anual'))
      await this.mails.sendAnnualEnding(notification)
    }
    return { due: candidates.length, sent, failed }
  }

  /**
   * One member's reminder, if still due once the row is locked. Null when
   * another run holds the row or already sent it, or when a live monthly
   * subscription keeps the member Premium anyway. A reminder with the
   * member's notifications off still counts as sent (their choice).
   */
  private remind(subscriptionId: number, now: Date) {
    return db.transaction(async (trx) => {
      const row = await Subscription.query({ client: trx })
        .where('id', subscriptionId)
        .forUpdate()
        .skipLocked()
        .first()
      if (!row?.annualAccessUntil || isLiveStatus(row.status)) return null
      const until = row.annualAccessUntil.toJSDate()
      const days = annualReminderDue(until, row.annualRemindedDays, now)
      if (days === null) return null
      const notification = await this.notifications.record(
        {
          userId: row.userId,
          kind: 'annual_ending',
          groupKey: notificationGroup.annualEnding(row.id),
          data: {
            route: 'dashboard',
            anchor: ANNUAL_RENEW_ANCHOR,
            until: until.toISOString(),
            days: annualDaysLeft(until, now),
          },
        },
        trx
      )
      row.useTransaction(trx)
      row.annualRemindedDays = days
      await row.save()
      return notification
    })
  }
}
