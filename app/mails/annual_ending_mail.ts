import ActionMail from '#mails/action_mail'
import { annualEndingPhrase } from '#domain/messaging/notifications'

/** The reminder before the 'Plano anual via Pix' ends: buy another year with Pix (on the dashboard). */
export default class AnnualEndingMail extends ActionMail {
  constructor(
    recipient: { email: string; firstName: string },
    link: string,
    readonly days: number,
    readonly until: string
  ) {
    super(recipient, link)
    this.subject = annualEndingPhrase(days, until).replace(/\.$/, '')
  }

  protected content() {
    return {
      paragraphs: [
        `${annualEndingPhrase(this.days, this.until)} O plano anual não é renovado automaticamente.`,
        'Para manter o acesso às aulas Premium, compre mais um ano com Pix no seu painel: o novo ano começa quando o atual terminar, sem perder nenhum dia.',
      ],
      actionLabel: 'Renovar com Pix',
      footnote:
        'Você recebeu este e-mail porque ativou os avisos do fim do Plano anual por e-mail. Altere suas preferências no seu perfil.',
    }
  }
}
