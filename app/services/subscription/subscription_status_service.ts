import type { DateTime } from 'luxon'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import type { StripeConfig } from '#config/stripe'
import type User from '#models/user'
import Subscription from '#models/subscription'
import {
  canBuyAnnual,
  hasAnnualAccess,
  isLiveStatus,
  isSubscribed,
  needsPaymentUpdate,
  type SubscriptionStatus,
  type Viewer,
} from '#domain/subscription/subscription'
import { GRANTS, seesAllPremium } from '#domain/accounts/roles'

/** What the pages know about a learner's subscription (shared prop `subscription`). */
export type SubscriptionSnapshot = {
  subscribed: boolean
  status: SubscriptionStatus | null
  /** Renewal date (or the end date when the subscription is set to cancel) */
  subscriptionEnd: DateTime | null
  cancelAtPeriodEnd: boolean
  /** A charge failed: ask the learner to update the card in the portal */
  paymentFailed: boolean
  /** A Stripe customer exists, so the portal can be opened */
  canManage: boolean
  /** End of a paid 'Plano anual via Pix' still counting (no renewal) */
  annualAccessUntil: DateTime | null
  /** Another year may be bought now (no access, or its last 30 days) */
  canBuyAnnual: boolean
  /** A boleto or Pix Checkout waiting for its payment, or how the last one ended unpaid */
  payment: PendingPayment | null
}

export type PendingPayment = {
  method: 'boleto' | 'pix'
  state: 'pending' | 'expired' | 'failed'
  /** Pix: when the code lapses; boleto: its due date */
  expiresAt: DateTime | null
  /** The Stripe Checkout page to reopen while pending */
  url: string | null
}

/** The payment a learner is waiting for, from the row; a Pix past its expiry is expired even before Stripe says so. */
function pendingPayment(row: Subscription | null, subscribed: boolean, now: Date) {
  if (!row?.pendingMethod) return null
  const method = row.pendingMethod
  /* A boleto of the monthly plan stops mattering once the plan counts. */
  if (method === 'boleto' && subscribed) return null
  const lapsed =
    method === 'pix' &&
    row.pendingExpiresAt !== null &&
    row.pendingExpiresAt.toMillis() <= now.getTime()
  const state: PendingPayment['state'] =
    row.pendingOutcome ?? (row.pendingSessionId && !lapsed ? 'pending' : 'expired')
  return {
    method,
    state,
    expiresAt: row.pendingExpiresAt,
    url: state === 'pending' ? row.pendingUrl : null,
  } satisfies PendingPayment
}

type ViewerFacts = { row: Subscription | null; staff: boolean }

/* One lookup per user object, i.e. per request: a page checking many lessons asks the database once. */
const factsByUser = new WeakMap<User, Promise<ViewerFacts>>()
/* The row the request's session check already read (LoginSessions.openWithViewer). */
const knownRows = new WeakMap<User, Subscription | null>()

/** The signed-in request read the member's subscription row with its session check: no second lookup. */
export function rememberSubscription(user: User, row: Subscription | null) {
  knownRows.set(user, row)
}

/** The subscription changed during this request (checkout confirmed): the next read asks again. */
export function forgetSubscription(user: User) {
  knownRows.delete(user)
  factsByUser.delete(user)
}

/**
 * Reads a learner's subscription and role facts and turns them into the
 * status the pages show and the viewer the premium policy judges.
 */
export default class SubscriptionStatusService {
  graceDays() {
    return app.config.get<StripeConfig>('stripe').graceDays
  }

  snapshot(row: Subscription | null, now = new Date()): SubscriptionSnapshot {
    const status = row?.status ?? null
    const annualUntil = row?.annualAccessUntil?.toJSDate() ?? null
    const subscribed = isSubscribed(
      {
        status,
        paymentFailedAt: row?.paymentFailedAt?.toJSDate() ?? null,
        annualAccessUntil: annualUntil,
      },
      now,
      this.graceDays()
    )
    return {
      subscribed,
      annualAccessUntil: hasAnnualAccess(annualUntil, now) ? row!.annualAccessUntil : null,
      canBuyAnnual: !isLiveStatus(status) && canBuyAnnual(annualUntil, now),
      payment: pendingPayment(row, subscribed, now),
      status,
      subscriptionEnd: status ? (row?.currentPeriodEnd ?? null) : null,
      cancelAtPeriodEnd: row?.cancelAtPeriodEnd ?? false,
      paymentFailed: needsPaymentUpdate(status),
      canManage: Boolean(row?.stripeCustomerId),
    }
  }

  async forUser(user: User | null | undefined) {
    if (!user) return this.snapshot(null)
    const facts = await this.facts(user)
    return this.snapshot(facts.row)
  }

  /** The viewer as app/domain/subscription/subscription.ts#premiumDecision sees it. */
  async viewer(user: User | null | undefined): Promise<Viewer> {
    if (!user) return { signedIn: false, staff: false, subscribed: false }
    const facts = await this.facts(user)
    return { signedIn: true, staff: facts.staff, subscribed: this.snapshot(facts.row).subscribed }
  }

  private facts(user: User) {
    let facts = factsByUser.get(user)
    if (!facts) {
      facts = this.loadFacts(user)
      factsByUser.set(user, facts)
      /* A failed lookup is not remembered. */
      facts.catch(() => factsByUser.delete(user))
    }
    return facts
  }

  private async loadFacts(user: User): Promise<ViewerFacts> {
    const [row, staff] = await Promise.all([
      knownRows.has(user) ? knownRows.get(user)! : Subscription.findBy('userId', user.id),
      this.isStaff(user),
    ])
    return { row, staff }
  }

  /** Whether the member sees every premium content (seesAllPremium), in one query when not preloaded. */
  private async isStaff(user: User) {
    if (user.$preloaded.adminRole !== undefined && user.$preloaded.profile !== undefined) {
      return seesAllPremium({
        adminRole: user.adminRole?.role ?? null,
        profileRole: user.profile?.role ?? null,
      })
    }
    const { admin, profile } = GRANTS.seeAllPremium
    // raw SQL: EXISTS … OR EXISTS in one boolean, one round trip
    const result = await db.rawQuery(
      `SELECT EXISTS (SELECT 1 FROM admin_users WHERE user_id = :id AND role = ANY(:admin))
           OR EXISTS (SELECT 1 FROM profiles WHERE user_id = :id AND role = ANY(:profile)) AS staff`,
      { id: user.id, admin: [...admin], profile: [...profile] }
    )
    return Boolean(result.rows[0].staff)
  }
}
