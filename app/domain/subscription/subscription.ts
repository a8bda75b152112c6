/*
| The premium subscription's rules, with no server imports so the pages
| (@domain/subscription) and the server (#domain/subscription) share them and
| unit tests pin every number: who counts as subscribed, the grace period
| after a failed payment, and which Stripe update may overwrite which.
*/

/** Stripe's subscription statuses. */
export const SUBSCRIPTION_STATUSES = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number]

/** Days a past_due subscription keeps premium while Stripe retries the charge (SUBSCRIPTION_GRACE_DAYS). */
export const DEFAULT_GRACE_DAYS = 3

/** The status shown on the pages is re-checked this often (spec: every 60 s). */
export const STATUS_RECHECK_INTERVAL_MS = 60_000

/** The one plan. The amount charged is the Stripe price (STRIPE_PRICE_ID); this is what the pages show. */
export const PREMIUM_PLAN = {
  name: 'Premium',
  monthlyPrice: 37,
  currency: 'BRL',
} as const

const DAY_MS = 24 * 60 * 60 * 1000

export function isSubscriptionStatus(value: unknown): value is SubscriptionStatus {
  return typeof value === 'string' && (SUBSCRIPTION_STATUSES as readonly string[]).includes(value)
}

export type SubscriptionState = {
  status: SubscriptionStatus | null
  /** First failed charge of the current problem (null when payments are fine). */
  paymentFailedAt: Date | null
}

/** When a past_due subscription stops counting as subscribed. */
export function graceEndsAt(paymentFailedAt: Date, graceDays = DEFAULT_GRACE_DAYS) {
  return new Date(paymentFailedAt.getTime() + Math.max(0, graceDays) * DAY_MS)
}

/**
 * Subscribed = active or trialing, or past_due while the grace period after
 * the first failed charge lasts. Everything else (incomplete, canceled,
 * unpaid, paused, no subscription) is not subscribed.
 */
export function isSubscribed(
  state: SubscriptionState,
  now = new Date(),
  graceDays = DEFAULT_GRACE_DAYS
) {
  if (state.status === 'active' || state.status === 'trialing') return true
  if (state.status !== 'past_due' || !state.paymentFailedAt) return false
  return now.getTime() < graceEndsAt(state.paymentFailedAt, graceDays).getTime()
}

/** A charge failed and Stripe still retries it: the learner should update the card in the portal. */
export function needsPaymentUpdate(status: SubscriptionStatus | null) {
  return status === 'past_due' || status === 'unpaid'
}

/** A subscription that is paying, in trial or still being retried (it may recover). */
export function isLiveStatus(status: SubscriptionStatus | null) {
  return status === 'active' || status === 'trialing' || status === 'past_due'
}

/** Final states in Stripe: a subscription never leaves them. */
export function isFinalStatus(status: SubscriptionStatus | null) {
  return status === 'canceled' || status === 'incomplete_expired'
}

export type StoredSubscription = {
  subscriptionId: string | null
  status: SubscriptionStatus | null
  /** Stripe time of the newest event already applied */
  lastEventAt: Date | null
}

export type IncomingSubscription = {
  subscriptionId: string
  status: SubscriptionStatus
  /** Stripe's `created` of the event carrying this state */
  eventAt: Date
}

/**
 * Whether a subscription state carried by a Stripe event may overwrite the
 * stored one. Events can arrive late, twice or out of order; an older event
 * never moves the row backwards, a canceled subscription stays canceled, and
 * a dead subscription never replaces a live one.
 */
export function updateVerdict(
  stored: StoredSubscription,
  incoming: IncomingSubscription
): 'apply' | 'stale' {
  if (!stored.subscriptionId) return 'apply'
  const olderThanStored =
    stored.lastEventAt !== null && incoming.eventAt.getTime() < stored.lastEventAt.getTime()

  if (stored.subscriptionId !== incoming.subscriptionId) {
    const storedLive = isLiveStatus(stored.status)
    const incomingLive = isLiveStatus(incoming.status)
    if (storedLive !== incomingLive) return incomingLive ? 'apply' : 'stale'
    return olderThanStored ? 'stale' : 'apply'
  }

  if (isFinalStatus(stored.status) && incoming.status !== stored.status) return 'stale'
  if (olderThanStored) return 'stale'
  /* Same second: 'incomplete' is the only earlier state a subscription can be caught in. */
  const sameSecond =
    stored.lastEventAt !== null && incoming.eventAt.getTime() === stored.lastEventAt.getTime()
  if (sameSecond && incoming.status === 'incomplete' && stored.status !== 'incomplete')
    return 'stale'
  return 'apply'
}

export type Viewer = {
  signedIn: boolean
  /** Admin (admin_users row) or instructor (profile role) */
  staff: boolean
  subscribed: boolean
}

export type PremiumDecision = 'allowed' | 'sign_in_required' | 'premium_required'

/**
 * What premium unlocks, in one rule: staff see everything; open content
 * (a free-preview lesson, a free course) needs only a session; the rest
 * (premium lessons, material downloads, certificates) needs a subscription.
 */
export function premiumDecision(viewer: Viewer, content: { open: boolean }): PremiumDecision {
  if (!viewer.signedIn) return 'sign_in_required'
  if (viewer.staff || viewer.subscribed || content.open) return 'allowed'
  return 'premium_required'
}

/** The subscription toasts of the spec (section 8), shared by the server and the pages. */
export const SUBSCRIPTION_MESSAGES = {
  checkoutSignedOut: {
    title: 'Entre na sua conta',
    description: 'Você precisa estar conectado para assinar.',
  },
  portalSignedOut: {
    title: 'Entre na sua conta',
    description: 'Você precisa estar conectado para gerenciar sua assinatura.',
  },
  checkoutFailed: {
    title: 'Erro ao abrir o pagamento',
    description: 'Tente novamente mais tarde.',
  },
  unexpected: { title: 'Erro', description: 'Ocorreu um erro inesperado.' },
  portalFailed: { title: 'Erro ao abrir portal', description: 'Tente novamente mais tarde.' },
  portalWithoutSubscription: {
    title: 'Erro ao abrir portal',
    description: 'Você ainda não tem uma assinatura para gerenciar.',
  },
  statusCheckFailed: {
    title: 'Erro ao verificar assinatura',
    description: 'Tente novamente mais tarde.',
  },
  paymentsNotConfigured: {
    title: 'Pagamentos indisponíveis',
    description:
      'Os pagamentos não estão configurados nesta instalação. Fale com a administração da escola.',
  },
  alreadySubscribed: {
    title: 'Você já é Premium',
    description: 'Sua assinatura está ativa. Use "Gerenciar Assinatura" para alterá-la.',
  },
  checkoutSucceeded: {
    title: 'Assinatura realizada com sucesso!',
    description: 'Bem-vindo ao Plano Premium. Aproveite todos os benefícios!',
  },
} as const
