import { BaseMail } from '@adonisjs/mail'
import { renderActionMailHtml, renderActionMailText, type ActionMail } from '#mails/mail_layout'

/** Sent after sign-up (and on request): the signed link that confirms the account. */
export default class VerifyEmailNotification extends BaseMail {
  subject = 'Confirme seu e-mail na Ganja Talks'

  constructor(
    readonly recipient: { email: string; firstName: string },
    readonly link: string
  ) {
    super()
  }

  prepare() {
    const content: ActionMail = {
      greeting: `Olá, ${this.recipient.firstName}!`,
      paragraphs: [
        'Que bom ter você na Ganja Talks. Falta só um passo: confirme seu e-mail para ativar a conta e acessar o seu dashboard.',
        'O link vale por 24 horas.',
      ],
      actionLabel: 'Confirmar meu e-mail',
      actionUrl: this.link,
      footnote: 'Se você não criou uma conta na Ganja Talks, ignore esta mensagem.',
    }
    this.message
      .to(this.recipient.email)
      .html(renderActionMailHtml(content))
      .text(renderActionMailText(content))
  }
}
