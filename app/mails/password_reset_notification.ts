import ActionMail from '#mails/action_mail'

/** The single-use link that lets a member choose a new password (valid for 60 minutes). */
export default class PasswordResetNotification extends ActionMail {
  subject = 'Redefina sua senha da Ganja Talks'

  protected content() {
    return {
      paragraphs: [
        'Recebemos um pedido para redefinir a senha da sua conta na Ganja Talks.',
        'O link abaixo vale por 60 minutos e só pode ser usado uma vez. Ao salvar a nova senha, as outras sessões abertas da sua conta serão encerradas.',
      ],
      actionLabel: 'Criar nova senha',
      footnote:
        'Se você não pediu a troca de senha, ignore esta mensagem: sua senha atual continua valendo.',
    }
  }
}
