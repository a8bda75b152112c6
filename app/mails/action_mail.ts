import { BaseMail } from '@adonisjs/mail'

export type ActionMailContent = {
  greeting: string
  paragraphs: string[]
  actionLabel: string
  actionUrl: string
  footnote: string
}

/**
 * An accounts e-mail with one link to follow (confirm the address, choose a
 * new password): the HTML and plain-text bodies are the Edge views
 * resources/views/emails/action_mail*.edge; each mail gives its subject and words.
 */
export default abstract class ActionMail extends BaseMail {
  constructor(
    readonly recipient: { email: string; firstName: string },
    readonly link: string
  ) {
    super()
  }

  protected abstract content(): Omit<ActionMailContent, 'greeting' | 'actionUrl'>

  prepare() {
    const content: ActionMailContent = {
      greeting: `Olá, ${this.recipient.firstName}!`,
      actionUrl: this.link,
      ...this.content(),
    }
    this.message
      .to(this.recipient.email)
      .htmlView('emails/action_mail', content)
      .textView('emails/action_mail_text', content)
  }
}
