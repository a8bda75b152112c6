import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import type Notification from '#models/notification'
import User from '#models/user'
import CertificateIssuedMail from '#mails/certificate_issued_mail'
import { preferenceFor } from '#domain/messaging/notifications'

/**
 * The e-mail of an issued certificate, sent at once when the learner gets
 * certificate_issued by e-mail (their preference, else the default). The
 * notification row is locked and marked `emailed_at` in the same
 * transaction, so the daily digest never repeats it and a second run never
 * sends it twice; a failed send is logged and left for the digest.
 */
export default class CertificateMailService {
  async sendIssued(notification: Notification, publicUrl: string, courseTitle: string) {
    try {
      await db.transaction(async (trx) => {
        const due = await trx
          .from('notifications')
          .where('id', notification.id)
          .whereNull('emailed_at')
          .whereNull('read_at')
          .forUpdate()
          .skipLocked()
          .first()
        if (!due) return
        const user = await User.find(notification.userId, { client: trx })
        if (!user?.emailVerifiedAt) return
        const stored = await trx
          .from('notification_preferences')
          .where({ user_id: user.id, kind: 'certificate_issued' })
          .select('in_app', 'email')
          .first()
        const preference = preferenceFor(
          'certificate_issued',
          stored ? { inApp: stored.in_app, email: stored.email } : null
        )
        if (!preference.email) return
        await mail.send(
          new CertificateIssuedMail(
            { email: user.email, firstName: user.firstName },
            publicUrl,
            courseTitle
          )
        )
        await trx
          .from('notifications')
          .where('id', notification.id)
          // raw SQL: the database clock and a CASE on the row's own column, in the same UPDATE
          .update({
            emailed_at: db.raw('now()'),
            read_at: db.raw('case when in_app then read_at else now() end'),
          })
      })
    } catch (error) {
      logger.error(
        { err: error, notificationId: notification.id },
        'falha ao enviar o e-mail do certificado; vai no próximo resumo diário'
      )
    }
  }
}
