/*
| Every text of the subscription components, in one place (pt-BR). The
| toasts of the spec live in @domain/subscription (SUBSCRIPTION_MESSAGES),
| shared with the server.
*/
import { PREMIUM_PLAN } from '@domain/subscription/subscription'
import { formatNumber } from '@domain/platform/format'

/** 'R$ 37', as the spec and the landing offer write it */
export const PRICE_AMOUNT = `R$ ${formatNumber(PREMIUM_PLAN.monthlyPrice)}`
/** 'R$ 37/mês' */
export const PRICE_LABEL = `${PRICE_AMOUNT}/mês`

export const SUBSCRIPTION_TEXT = {
  subscribe: 'Assinar Agora',
  manage: 'Gerenciar Assinatura',
  seePlans: 'Ver Planos Premium',
  newTab: '(abre em nova aba)',
  planName: `Plano ${PREMIUM_PLAN.name}`,
  loading: 'Carregando...',
  loadingStatus: 'Carregando sua assinatura',
  renewsOn: 'Renova em',
  endsOn: 'Termina em',
  perMonth: '/mês',
  /* Only what the subscription really opens (PremiumPolicy): the community is open to every member. */
  perks: [
    'Acesso a todos os cursos',
    'Materiais exclusivos e PDFs',
    'Certificados de conclusão',
    'Mentor IA em todos os cursos',
  ],
  cancelAnyTime: 'Cancele quando quiser, sem multa',
  /** Back from Stripe Checkout while the payment is not confirmed yet */
  confirming: {
    title: 'Confirmando seu pagamento...',
    text: 'Assim que o Stripe confirmar, seu Plano Premium é liberado e esta página se atualiza sozinha.',
    slowTitle: 'Ainda aguardando a confirmação do pagamento',
    slowText:
      'Pagamentos por boleto podem levar até 3 dias úteis. Seu acesso Premium é liberado automaticamente assim que o Stripe confirmar; você pode continuar estudando enquanto isso.',
  },
  dashboard: {
    activeTitle: 'Plano Premium Ativo',
    activeText: 'Você tem acesso completo a todos os cursos, materiais e certificados.',
    upgradeTitle: 'Desbloqueie todo o conteúdo',
    upgradeText: `Acesso completo a todos os cursos, materiais e certificados por ${PRICE_LABEL}.`,
  },
  catalog: {
    activeTitle: 'Premium Ativo',
    offerTitle: 'Assine o Plano Premium',
    offerText: 'Tudo o que a escola oferece, em uma assinatura mensal.',
  },
  paymentFailed: {
    title: 'Não conseguimos cobrar sua assinatura',
    text: 'Atualize seu cartão no portal de assinatura para manter o acesso Premium.',
    action: 'Atualizar cartão',
  },
  upgradePanel: {
    premiumTitle: 'Aula exclusiva do Plano Premium',
    premiumText: `Assine por ${PRICE_LABEL} para assistir a esta aula, baixar os materiais e receber o certificado de conclusão.`,
    signInTitle: 'Entre para assistir a esta aula',
    signInText:
      'Crie sua conta grátis ou entre: a primeira aula de cada módulo é aberta a todos os alunos.',
    signInAction: 'Entrar ou criar conta',
  },
  premiumBadge: 'Premium',
  /** 'Plano anual via Pix': 12 months paid once, no renewal */
  annual: {
    title: 'Plano anual via Pix',
    text: (discountPercent: number) =>
      discountPercent > 0
        ? `12 meses de Premium pagos de uma vez, com ${discountPercent}% de desconto. Sem renovação automática.`
        : '12 meses de Premium pagos de uma vez. Sem renovação automática.',
    buy: 'Pagar com Pix',
    buyAgain: 'Comprar mais um ano via Pix',
    accessUntil: 'Acesso até',
    noRenewal: 'sem renovação automática',
  },
  /** Boleto and Pix waiting for their payment, said as they are */
  payment: {
    boletoPending: 'Aguardando pagamento do boleto',
    boletoDue: 'Vencimento em',
    boletoText:
      'Seu acesso Premium é liberado quando o banco confirmar o pagamento (até 3 dias úteis depois de pago).',
    pixPending: (minutes: number) => `Pix expira em ${minutes} min`,
    pixText: 'Pague o Pix para liberar 12 meses de Premium. Se fechou a página, abra-a de novo.',
    reopenPix: 'Abrir o pagamento Pix',
    pixExpired: 'O Pix expirou sem pagamento.',
    pixFailed: 'O pagamento Pix não foi concluído.',
    boletoExpired: 'O boleto venceu sem pagamento.',
    boletoFailed: 'O boleto não foi pago.',
    nothingCharged: 'Nada foi cobrado; seu acesso continua como estava.',
  },
} as const
