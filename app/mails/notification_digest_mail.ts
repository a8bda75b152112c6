import { BaseMail } from '@adonisjs/mail'
import { digestSubject } from '#domain/messaging/notifications'

export type DigestItem = { text: string; url: string; when: string }

/**
 * The daily digest: the member's unread notifications not e-mailed yet, each
 * with its link, then the notifications page and where to change what comes
 * by e-mail. Bodies: resources/views/emails/notification_digest*.edge.
 */
export default class NotificationDigestMail extends BaseMail {
  subject: string

  constructor(
    readonly recipient: { email: string; firstName: string },
    readonly items: DigestItem[],
    readonly links: { notifications: string; preferences: string }
  ) {
    super()
    this.subject = digestSubject(items.length)
  }

  prepare() {
    const content = {
      greeting: `Olá, ${this.recipient.firstName}!`,
      intro:
        this.items.length === 1
          ? 'Aconteceu uma novidade na Ganja Talks desde o último resumo:'
          : `Aconteceram ${this.items.length} novidades na Ganja Talks desde o último resumo:`,
      items: this.items,
      actionLabel: 'Ver todas as notificações',
      actionUrl: this.links.notifications,
      preferencesUrl: this.links.preferences,
    }
    this.message
      .to(this.recipient.email)
      .htmlView('emails/notification_digest', content)
      .textView('emails/notification_digest_text', content)
  }
}
