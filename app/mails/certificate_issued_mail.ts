import ActionMail from '#mails/action_mail'

/** 'Seu certificado foi emitido': the link to the certificate's public page. */
export default class CertificateIssuedMail extends ActionMail {
  constructor(
    recipient: { email: string; firstName: string },
    link: string,
    readonly courseTitle: string
  ) {
    super(recipient, link)
    this.subject = `Seu certificado de “${courseTitle}” foi emitido`
  }

  protected content() {
    return {
      paragraphs: [
        `Parabéns! Você concluiu o curso “${this.courseTitle}” na Ganja Talks e seu certificado de conclusão foi emitido.`,
        'Na página do certificado você baixa o PDF, compartilha o link, adiciona ao LinkedIn e qualquer pessoa pode verificar a autenticidade.',
      ],
      actionLabel: 'Ver meu certificado',
      footnote:
        'Você recebeu este e-mail porque ativou os avisos de certificados por e-mail. Altere suas preferências no seu perfil.',
    }
  }
}
