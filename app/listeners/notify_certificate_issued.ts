import { inject } from '@adonisjs/core'
import type CertificateIssued from '#events/certificate_issued'
import NotificationService from '#services/notification_service'
import { notificationGroup } from '#domain/notifications'

/** 'Seu certificado de “Curso” foi emitido', linking to the course. */
@inject()
export default class NotifyCertificateIssued {
  constructor(private notifications: NotificationService) {}

  async handle({ userId, course }: CertificateIssued) {
    await this.notifications.notifyQuietly('certificate_issued', async () => ({
      userId,
      kind: 'certificate_issued',
      groupKey: notificationGroup.certificate(course.id),
      data: { subject: course.title, route: 'courses.show', params: { slug: course.slug } },
    }))
  }
}
