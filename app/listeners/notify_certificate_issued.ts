import { inject } from '@adonisjs/core'
import logger from '@adonisjs/core/services/logger'
import type CertificateIssued from '#events/certificate_issued'
import NotificationService from '#services/messaging/notification_service'
import CertificateMailService from '#services/certificates/certificate_mail_service'
import CertificateService from '#services/certificates/certificate_service'
import { notificationGroup } from '#domain/messaging/notifications'

/**
 * 'Seu certificado de “Curso” foi emitido', linking to the course (its
 * Certificado tab), and the e-mail with the certificate's public link when
 * the learner gets this kind by e-mail.
 */
@inject()
export default class NotifyCertificateIssued {
  constructor(
    private notifications: NotificationService,
    private mails: CertificateMailService,
    private certificates: CertificateService
  ) {}

  async handle({ userId, course, certificateId }: CertificateIssued) {
    const notification = await this.notifications.notifyQuietly('certificate_issued', async () => ({
      userId,
      kind: 'certificate_issued',
      groupKey: notificationGroup.certificate(course.id),
      data: {
        subject: course.title,
        route: 'courses.show',
        params: { slug: course.slug },
      },
    }))
    if (!notification || !certificateId) return
    try {
      await this.mails.sendIssued(
        notification,
        this.certificates.publicUrl(certificateId),
        course.title
      )
    } catch (error) {
      logger.error({ err: error, certificateId }, 'falha ao enviar o e-mail do certificado')
    }
  }
}
