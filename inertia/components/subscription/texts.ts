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
} as const
