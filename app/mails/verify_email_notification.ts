import ActionMail from '#mails/action_mail'

/** Sent after sign-up (and on request): the signed link that confirms the account. */
export default class VerifyEmailNotification extends ActionMail {
  subject = 'Confirme seu e-mail na Ganja Talks'

  protected content() {
    return {
      paragraphs: [
        'Que bom ter você na Ganja Talks. Falta só um passo: confirme seu e-mail para ativar a conta e acessar o seu painel.',
        'O link vale por 24 horas.',
      ],
      actionLabel: 'Confirmar meu e-mail',
      footnote: 'Se você não criou uma conta na Ganja Talks, ignore esta mensagem.',
    }
  }
}
