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
  /** End of the paid 'Plano anual via Pix' (null when none was bought) */
  annualAccessUntil?: Date | null
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
  if (hasAnnualAccess(state.annualAccessUntil ?? null, now)) return true
  if (state.status === 'active' || state.status === 'trialing') return true
  if (state.status !== 'past_due' || !state.paymentFailedAt) return false
  return now.getTime() < graceEndsAt(state.paymentFailedAt, graceDays).getTime()
}

/* ---------- 'Plano anual via Pix': 12 months paid at once, no renewal ---------- */

/** The annual offer's numbers: 12 × the monthly price, less the discount the admin sets (0–50 %). */
export const ANNUAL_PIX = {
  months: 12,
  defaultDiscountPercent: 20,
  maxDiscountPercent: 50,
  /** The Pix code and the Checkout Session both last 30 min (Stripe's minimum for a session). */
  expiresAfterSeconds: 1800,
  /** The reminders before the access ends, in days */
  reminderDays: [7, 1],
  /** Another year can be bought this many days before the end */
  renewWindowDays: 30,
} as const

/** Days a boleto of the monthly plan stays payable (Stripe's expires_after_days). */
export const DEFAULT_BOLETO_EXPIRES_AFTER_DAYS = 3

/** The annual price in centavos: 12 × R$ 37,00 less the discount, rounded to the centavo. */
export function annualPixAmountCents(discountPercent: number) {
  const percent = Math.min(ANNUAL_PIX.maxDiscountPercent, Math.max(0, Math.trunc(discountPercent)))
  return Math.round((ANNUAL_PIX.months * PREMIUM_PLAN.monthlyPrice * 100 * (100 - percent)) / 100)
}

/** Whether a paid annual period still counts at `now`. */
export function hasAnnualAccess(until: Date | null, now = new Date()) {
  return until !== null && now.getTime() < until.getTime()
}

/**
 * The end of a year bought at `paidAt`: 12 calendar months later, counted
 * from the current end when the member still has time left (a year bought
 * early adds to it, nothing is lost).
 */
export function annualAccessEnd(paidAt: Date, currentUntil: Date | null = null) {
  const from = currentUntil && currentUntil.getTime() > paidAt.getTime() ? currentUntil : paidAt
  const end = new Date(from.getTime())
  const day = end.getUTCDate()
  end.setUTCMonth(end.getUTCMonth() + ANNUAL_PIX.months)
  /* 29 Feb + 12 months: the last day of February, not 1 March. */
  if (end.getUTCDate() !== day) end.setUTCDate(0)
  return end
}

/** Whole minutes left before `expiresAt` (rounded up, never below 0): 'Pix expira em 30 min'. */
export function minutesLeft(expiresAt: Date, now = new Date()) {
  return Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / 60_000))
}

/** The annual offer may be bought with no access, or in the last days of the current one. */
export function canBuyAnnual(until: Date | null, now = new Date()) {
  if (!hasAnnualAccess(until, now)) return true
  return until!.getTime() - now.getTime() <= ANNUAL_PIX.renewWindowDays * DAY_MS
}

/**
 * The reminder due at `now` for an annual access ending at `until`: the
 * smallest reminder day already reached (7, then 1) that was not sent yet
 * (`lastSentDays`: the days of the last one sent, null for none). One
 * reminder per threshold; a late check sends only the nearest.
 */
export function annualReminderDue(
  until: Date | null,
  lastSentDays: number | null,
  now = new Date()
): number | null {
  if (!hasAnnualAccess(until, now)) return null
  const left = until!.getTime() - now.getTime()
  const reached = ANNUAL_PIX.reminderDays.filter((days) => left <= days * DAY_MS)
  if (reached.length === 0) return null
  const nearest = Math.min(...reached)
  return lastSentDays !== null && lastSentDays <= nearest ? null : nearest
}

let saoPauloDay: Intl.DateTimeFormat | undefined

/**
 * Calendar days in São Paulo from `now` to the end of the access (0: it ends
 * today, 1: tomorrow): what a reminder says, whatever the hour it is sent.
 */
export function annualDaysLeft(until: Date, now = new Date()) {
  saoPauloDay ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
  const format = saoPauloDay
  const day = (instant: Date) => Date.parse(`${format.format(instant)}T00:00:00Z`)
  return Math.max(0, Math.round((day(until) - day(now)) / DAY_MS))
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
  annualWhileMonthly: {
    title: 'Você já tem a assinatura mensal',
    description:
      'O plano anual via Pix não se soma à assinatura mensal. Para trocar, cancele a mensal em "Gerenciar Assinatura" e compre o anual quando ela terminar.',
  },
  annualNotYet: {
    title: 'Seu plano anual ainda está valendo',
    description: 'Você poderá comprar mais um ano nos últimos 30 dias do seu acesso.',
  },
  checkoutSucceeded: {
    title: 'Assinatura realizada com sucesso!',
    description: 'Bem-vindo ao Plano Premium. Aproveite todos os benefícios!',
  },
} as const
