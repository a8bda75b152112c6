import ActionMail from '#mails/action_mail'

/** The dunning e-mail: a renewal charge failed; update the card in the portal (from the dashboard). */
export default class PaymentFailedMail extends ActionMail {
  subject = 'Não conseguimos cobrar sua assinatura Premium'

  protected content() {
    return {
      paragraphs: [
        'Tentamos cobrar a renovação da sua assinatura Premium da Ganja Talks, mas o pagamento não foi aprovado.',
        'Para não perder o acesso às aulas Premium, atualize o cartão: no seu painel, clique em "Atualizar cartão" para abrir o portal de assinatura.',
      ],
      actionLabel: 'Atualizar forma de pagamento',
      footnote:
        'Se você já atualizou o cartão, pode ignorar esta mensagem: a cobrança será tentada novamente.',
    }
  }
}
