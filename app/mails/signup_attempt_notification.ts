import ActionMail from '#mails/action_mail'

/**
 * Sent to the owner of a confirmed account when someone tries to sign up
 * with their address: the sign-up page answers as for a new account (it never
 * tells who is registered), and the owner learns of it here.
 */
export default class SignupAttemptNotification extends ActionMail {
  subject = 'Alguém tentou criar uma conta com o seu e-mail'

  protected content() {
    return {
      paragraphs: [
        'Recebemos um pedido de cadastro na Ganja Talks com este endereço de e-mail, que já tem uma conta ativa. Nenhuma conta nova foi criada e nada mudou na sua.',
        'Se foi você, basta entrar com sua senha. Se não lembra dela, escolha uma nova pela página de acesso.',
      ],
      actionLabel: 'Entrar na minha conta',
      footnote:
        'Se não foi você, pode ignorar esta mensagem: sem acesso a este e-mail ninguém entra na sua conta.',
    }
  }
}
