import { inject } from '@adonisjs/core'
import type Notification from '#models/notification'
import CertificateIssuedMail from '#mails/certificate_issued_mail'
import NotificationMailService from '#services/messaging/notification_mail_service'

/**
 * The e-mail of an issued certificate, sent at once when the learner gets
 * certificate_issued by e-mail (their preference, else the default), once
 * (NotificationMailService.sendNow); a failed send is left for the digest.
 */
@inject()
export default class CertificateMailService {
  constructor(private mails: NotificationMailService) {}

  sendIssued(notification: Notification, publicUrl: string, courseTitle: string) {
    return this.mails.sendNow(
      notification,
      'falha ao enviar o e-mail do certificado; vai no próximo resumo diário',
      (user) =>
        new CertificateIssuedMail(
          { email: user.email, firstName: user.firstName },
          publicUrl,
          courseTitle
        )
    )
  }
}
