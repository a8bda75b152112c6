import { BaseMail } from '@adonisjs/mail'
import { renderActionMailHtml, renderActionMailText, type ActionMail } from '#mails/mail_layout'

/** The single-use link that lets a member choose a new password (valid for 60 minutes). */
export default class PasswordResetNotification extends BaseMail {
  subject = 'Redefina sua senha da Ganja Talks'

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
        'Recebemos um pedido para redefinir a senha da sua conta na Ganja Talks.',
        'O link abaixo vale por 60 minutos e só pode ser usado uma vez. Ao salvar a nova senha, as outras sessões abertas da sua conta serão encerradas.',
      ],
      actionLabel: 'Criar nova senha',
      actionUrl: this.link,
      footnote:
        'Se você não pediu a troca de senha, ignore esta mensagem: sua senha atual continua valendo.',
    }
    this.message
      .to(this.recipient.email)
      .html(renderActionMailHtml(content))
      .text(renderActionMailText(content))
  }
}
