import type Stripe from 'stripe'
import { DateTime } from 'luxon'
import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Subscription from '#models/subscription'
import StripeEvent, { type StripeEventOutcome } from '#models/stripe_event'
import StripeClientService from '#services/subscription/stripe_client_service'
import NotificationService from '#services/messaging/notification_service'
import SubscriptionPaymentFailed from '#events/subscription_payment_failed'
import { isRecordId } from '#domain/platform/record_ids'
import { notificationGroup } from '#domain/messaging/notifications'
import { TIME_ZONE } from '#domain/platform/format'
import { ANNUAL_PIX_OFFER } from '#services/subscription/subscription_checkout_service'
import {
  annualAccessEnd,
  isFinalStatus,
  isLiveStatus,
  isSubscriptionStatus,
  updateVerdict,
  type SubscriptionStatus,
} from '#domain/subscription/subscription'

/** The events that change a learner's subscription; any other verified event is recorded and ignored. */
export const HANDLED_STRIPE_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const

export type WebhookOutcome = StripeEventOutcome | 'duplicate'

/** `dunning`: this event put the learner's subscription into a failed-payment cycle. */
type Result = {
  outcome: StripeEventOutcome
  subscriptionRowId?: number
  dunning?: { userId: number; subscriptionRowId: number }
}

/** A Stripe subscription as this app needs it, read defensively across API versions. */
export type RemoteSubscription = {
  id: string
  customerId: string | null
  status: SubscriptionStatus
  priceId: string | null
  currentPeriodEnd: Date | null
  cancelAtPeriodEnd: boolean
  userId: number | null
}

/** The id of an expandable Stripe field (an id or the expanded object). */
export function idOf(value: string | { id: string } | null | undefined) {
  if (!value) return null
  return typeof value === 'string' ? value : value.id
}

function userIdOf(value: unknown) {
  const id = Number(value)
  return isRecordId(id) ? id : null
}

function fromUnix(seconds: number | null | undefined) {
  return typeof seconds === 'number' && seconds > 0 ? new Date(seconds * 1000) : null
}

function later(a: DateTime | null, b: Date) {
  return a && a.toMillis() >= b.getTime() ? a : DateTime.fromJSDate(b)
}

/**
 * Webhook payloads come in the API version of the endpoint, so the period end
 * is read from the subscription (older versions) or its items (newer ones).
 */
export function readSubscription(object: Stripe.Subscription): RemoteSubscription | null {
  if (!object?.id || !isSubscriptionStatus(object.status)) return null
  const legacy = object as unknown as { current_period_end?: number | null }
  const itemEnds = (object.items?.data ?? [])
    .map((item) => item.current_period_end)
    .filter((end): end is number => typeof end === 'number')
  let periodEnd = fromUnix(
    legacy.current_period_end ?? (itemEnds.length > 0 ? Math.max(...itemEnds) : null)
  )
  const cancelAt = fromUnix(object.cancel_at)
  if (cancelAt && (!periodEnd || cancelAt < periodEnd)) periodEnd = cancelAt
  return {
    id: object.id,
    customerId: idOf(object.customer),
    status: object.status,
    priceId: object.items?.data?.[0]?.price?.id ?? null,
    currentPeriodEnd: periodEnd,
    cancelAtPeriodEnd: Boolean(object.cancel_at_period_end || cancelAt),
    userId: userIdOf(object.metadata?.user_id),
  }
}

function invoiceSubscriptionId(invoice: Stripe.Invoice) {
  const legacy = invoice as unknown as { subscription?: string | { id: string } | null }
  return idOf(invoice.parent?.subscription_details?.subscription ?? legacy.subscription ?? null)
}

function invoicePeriodEnd(invoice: Stripe.Invoice) {
  const ends = (invoice.lines?.data ?? [])
    .map((line) => line.period?.end)
    .filter((end) => typeof end === 'number')
  return ends.length > 0 ? fromUnix(Math.max(...ends)) : null
}

/**
 * Applies verified Stripe events to the subscriptions table. Each event is
 * recorded once (its id is the key) in the same transaction as its change,
 * so replays change nothing; the learner's row is locked while it changes;
 * an event older than the row's last applied one never moves it backwards.
 */
@inject()
export default class StripeWebhookService {
  constructor(
    private stripe: StripeClientService,
    private notifications: NotificationService
  ) {}

  async handle(event: Stripe.Event): Promise<WebhookOutcome> {
    const eventAt = new Date(event.created * 1000)
    /* A replay is answered without calling Stripe; the insert below settles concurrent duplicates. */
    if (await StripeEvent.find(event.id)) return 'duplicate'
    /* Checkout only names the subscription: fetch its state first, outside the transaction. */
    const checkoutSubscription = await this.subscriptionOfCheckout(event)

    const { outcome, failedPayment } = await db.transaction(async (trx) => {
      const inserted: unknown[] = await trx
        .insertQuery()
        .table('stripe_events')
        .insert({
          id: event.id,
          type: event.type,
          livemode: event.livemode,
          stripe_created_at: eventAt,
          outcome: 'ignored',
          received_at: new Date(),
        })
        .onConflict('id')
        .ignore()
        .returning('id')
      if (inserted.length === 0) return { outcome: 'duplicate' as const, failedPayment: null }

      const result = await this.dispatch(event, eventAt, checkoutSubscription, trx)
      await trx
        .from('stripe_events')
        .where('id', event.id)
        .update({ outcome: result.outcome, subscription_id: result.subscriptionRowId ?? null })
      /* The member's notification is recorded once, with the event that caused it. */
      const notice = result.dunning
        ? await this.notifications.record(
            {
              userId: result.dunning.userId,
              kind: 'payment_failed',
              groupKey: notificationGroup.paymentFailed(result.dunning.subscriptionRowId),
              data: { route: 'dashboard' },
            },
            trx
          )
        : null
      return { outcome: result.outcome, failedPayment: notice }
    })
    /* After the commit: the dunning e-mail and the live bell (app/listeners/notify_payment_failed.ts). */
    if (failedPayment) {
      await SubscriptionPaymentFailed.dispatch(failedPayment.userId, failedPayment.id)
    }
    return outcome
  }

  private async dispatch(
    event: Stripe.Event,
    eventAt: Date,
    checkoutSubscription: RemoteSubscription | null,
    trx: TransactionClientContract
  ): Promise<Result> {
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        return this.onCheckoutCompleted(event.data.object, checkoutSubscription, eventAt, trx)
      case 'checkout.session.async_payment_failed':
        return this.onCheckoutUnpaid(event.data.object, 'failed', trx)
      case 'checkout.session.expired':
        return this.onCheckoutUnpaid(event.data.object, 'expired', trx)
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const remote = readSubscription(event.data.object)
        if (!remote) return { outcome: 'ignored' }
        const row = await this.lockRow(trx, {
          subscriptionId: remote.id,
          customerId: remote.customerId,
          userId: remote.userId,
        })
        if (!row) return { outcome: 'unmatched' }
        return this.applySubscription(row, remote, eventAt)
      }
      case 'invoice.paid':
        return this.onInvoice(event.data.object, 'paid', eventAt, trx)
      case 'invoice.payment_failed':
        return this.onInvoice(event.data.object, 'failed', eventAt, trx)
      default:
        return { outcome: 'ignored' }
    }
  }

  private async subscriptionOfCheckout(event: Stripe.Event) {
    if (
      event.type !== 'checkout.session.completed' &&
      event.type !== 'checkout.session.async_payment_succeeded'
    ) {
      return null
    }
    return this.subscriptionOfSession(event.data.object)
  }

  private async subscriptionOfSession(session: Stripe.Checkout.Session) {
    if (session.mode !== 'subscription') return null
    const subscriptionId = idOf(session.subscription)
    if (!subscriptionId || !this.stripe.config.secretKey) return null
    return readSubscription(await this.stripe.client().subscriptions.retrieve(subscriptionId))
  }

  /**
   * The learner came back from a paid Checkout Session (success URL) before
   * its webhook: the same change the webhook makes, from the subscription as
   * Stripe has it now. `seenAt` is a time before the subscription was read,
   * so an event older than it never moves the row back, and the webhook
   * arriving later changes nothing. The caller checked the session is the
   * learner's own, complete and paid.
   */
  async applyPaidCheckout(session: Stripe.Checkout.Session, seenAt: Date) {
    const remote = await this.subscriptionOfSession(session)
    if (!remote && session.mode !== 'payment') return 'ignored' as const
    const result = await db.transaction((trx) =>
      this.onCheckoutCompleted(session, remote, seenAt, trx)
    )
    return result.outcome
  }

  private async onCheckoutCompleted(
    session: Stripe.Checkout.Session,
    remote: RemoteSubscription | null,
    eventAt: Date,
    trx: TransactionClientContract
  ): Promise<Result> {
    if (session.mode === 'payment') return this.onAnnualPix(session, eventAt, trx)
    if (session.mode !== 'subscription') return { outcome: 'ignored' }
    const subscriptionId = idOf(session.subscription)
    const row = await this.lockRow(trx, {
      subscriptionId,
      customerId: idOf(session.customer),
      userId: userIdOf(session.client_reference_id ?? session.metadata?.user_id),
    })
    if (!row) return { outcome: 'unmatched' }
    this.trackBoleto(row, session, eventAt)
    if (remote) return this.applySubscription(row, remote, eventAt)

    /* Without an API key the state arrives with the customer.subscription.* events; link the ids now. */
    const otherLive = row.stripeSubscriptionId !== subscriptionId && isLiveStatus(row.status)
    if (!subscriptionId || otherLive) return { outcome: 'ignored', subscriptionRowId: row.id }
    if (row.stripeSubscriptionId !== subscriptionId) {
      row.merge({
        stripeSubscriptionId: subscriptionId,
        status: null,
        currentPeriodEnd: null,
        paymentFailedAt: null,
      })
    }
    row.stripeCustomerId = idOf(session.customer) ?? row.stripeCustomerId
    await row.save()
    return { outcome: 'applied', subscriptionRowId: row.id }
  }

  /**
   * A monthly Checkout completed unpaid is a boleto waiting to be paid: the
   * row says so, with its due date (23:59 in São Paulo, N days on); a paid one
   * clears it.
   */
  private trackBoleto(row: Subscription, session: Stripe.Checkout.Session, eventAt: Date) {
    if (session.status === 'complete' && session.payment_status === 'unpaid') {
      const days = this.stripe.config.boletoExpiresAfterDays
      row.merge({
        pendingMethod: 'boleto',
        pendingSessionId: session.id,
        pendingUrl: null,
        pendingExpiresAt: DateTime.fromJSDate(eventAt)
          .setZone(TIME_ZONE)
          .plus({ days })
          .endOf('day'),
        pendingOutcome: null,
      })
    } else if (row.pendingMethod === 'boleto' && session.payment_status === 'paid') {
      this.clearPending(row)
    }
  }

  private clearPending(row: Subscription) {
    row.merge({
      pendingMethod: null,
      pendingSessionId: null,
      pendingUrl: null,
      pendingExpiresAt: null,
      pendingOutcome: null,
    })
  }

  /**
   * 'Plano anual via Pix': a paid session gives 12 months of Premium from
   * the payment (added to the time left, if any), once per session; an
   * unpaid completed one is the Pix waiting to be paid.
   */
  private async onAnnualPix(
    session: Stripe.Checkout.Session,
    eventAt: Date,
    trx: TransactionClientContract
  ): Promise<Result> {
    if (session.metadata?.offer !== ANNUAL_PIX_OFFER) return { outcome: 'ignored' }
    const row = await this.lockRow(trx, {
      subscriptionId: null,
      customerId: idOf(session.customer),
      userId: userIdOf(session.client_reference_id ?? session.metadata?.user_id),
    })
    if (!row) return { outcome: 'unmatched' }
    if (row.annualSessionId === session.id) return { outcome: 'ignored', subscriptionRowId: row.id }

    if (session.payment_status !== 'paid') {
      const sameSession = row.pendingSessionId === session.id
      row.merge({
        pendingMethod: 'pix',
        pendingSessionId: session.id,
        pendingUrl: sameSession ? row.pendingUrl : (session.url ?? null),
        pendingExpiresAt: session.expires_at
          ? DateTime.fromSeconds(session.expires_at)
          : row.pendingExpiresAt,
        pendingOutcome: null,
      })
    } else {
      const until = annualAccessEnd(eventAt, row.annualAccessUntil?.toJSDate() ?? null)
      row.merge({
        annualAccessUntil: DateTime.fromJSDate(until),
        annualSessionId: session.id,
        annualRemindedDays: null,
      })
      if (row.pendingMethod === 'pix') this.clearPending(row)
    }
    await row.save()
    return { outcome: 'applied', subscriptionRowId: row.id }
  }

  /** A Checkout that ended unpaid (Pix expired, boleto not paid): nothing granted, the pages say so. */
  private async onCheckoutUnpaid(
    session: Stripe.Checkout.Session,
    outcome: 'expired' | 'failed',
    trx: TransactionClientContract
  ): Promise<Result> {
    const customerId = idOf(session.customer)
    const row = customerId
      ? await Subscription.query({ client: trx })
          .where('stripe_customer_id', customerId)
          .forUpdate()
          .first()
      : null
    if (!row) return { outcome: 'unmatched' }
    /* Only the Checkout the learner is waiting for: an older one changes nothing. */
    if (row.pendingSessionId !== session.id)
      return { outcome: 'ignored', subscriptionRowId: row.id }
    row.merge({ pendingSessionId: null, pendingUrl: null, pendingOutcome: outcome })
    await row.save()
    return { outcome: 'applied', subscriptionRowId: row.id }
  }

  private async applySubscription(
    row: Subscription,
    remote: RemoteSubscription,
    eventAt: Date
  ): Promise<Result> {
    const verdict = updateVerdict(
      {
        subscriptionId: row.stripeSubscriptionId,
        status: row.status,
        lastEventAt: row.lastEventAt?.toJSDate() ?? null,
      },
      { subscriptionId: remote.id, status: remote.status, eventAt }
    )
    if (verdict === 'stale') return { outcome: 'stale', subscriptionRowId: row.id }

    const sameSubscription = row.stripeSubscriptionId === remote.id
    const failing = remote.status === 'past_due' || remote.status === 'unpaid'
    const startsDunning = failing && !(sameSubscription && row.paymentFailedAt)
    row.merge({
      stripeSubscriptionId: remote.id,
      stripeCustomerId: remote.customerId ?? row.stripeCustomerId,
      status: remote.status,
      priceId: remote.priceId ?? (sameSubscription ? row.priceId : null),
      currentPeriodEnd: remote.currentPeriodEnd
        ? DateTime.fromJSDate(remote.currentPeriodEnd)
        : sameSubscription
          ? row.currentPeriodEnd
          : null,
      cancelAtPeriodEnd: remote.cancelAtPeriodEnd,
      /* The grace period counts from the first failure, not from each retry. */
      paymentFailedAt: failing
        ? ((sameSubscription ? row.paymentFailedAt : null) ?? DateTime.fromJSDate(eventAt))
        : null,
      lastEventAt: later(row.lastEventAt, eventAt),
    })
    await row.save()
    return {
      outcome: 'applied',
      subscriptionRowId: row.id,
      dunning: startsDunning ? { userId: row.userId, subscriptionRowId: row.id } : undefined,
    }
  }

  private async onInvoice(
    invoice: Stripe.Invoice,
    kind: 'paid' | 'failed',
    eventAt: Date,
    trx: TransactionClientContract
  ): Promise<Result> {
    const subscriptionId = invoiceSubscriptionId(invoice)
    if (!subscriptionId) return { outcome: 'ignored' }
    /* Only the learner's current subscription: its own events bring any other one. */
    const row = await Subscription.query({ client: trx })
      .where('stripe_subscription_id', subscriptionId)
      .forUpdate()
      .first()
    if (!row) return { outcome: 'unmatched' }
    if (isFinalStatus(row.status)) return { outcome: 'stale', subscriptionRowId: row.id }
    if (row.lastEventAt && eventAt.getTime() < row.lastEventAt.toMillis()) {
      return { outcome: 'stale', subscriptionRowId: row.id }
    }

    /* A failure opens a dunning cycle (one notice) unless one is already open (Stripe's retries). */
    let startsDunning = false
    if (kind === 'paid') {
      if (row.pendingMethod === 'boleto') this.clearPending(row)
      const periodEnd = invoicePeriodEnd(invoice)
      row.merge({
        status: row.status && row.status !== 'trialing' ? 'active' : row.status,
        paymentFailedAt: null,
        currentPeriodEnd:
          periodEnd &&
          (!row.currentPeriodEnd || periodEnd.getTime() > row.currentPeriodEnd.toMillis())
            ? DateTime.fromJSDate(periodEnd)
            : row.currentPeriodEnd,
      })
    } else {
      /* A failed first charge leaves the subscription incomplete: nothing was granted, nothing to warn. */
      if (
        invoice.billing_reason === 'subscription_create' ||
        row.status === 'incomplete' ||
        row.status === null
      ) {
        return { outcome: 'ignored', subscriptionRowId: row.id }
      }
      startsDunning = row.paymentFailedAt === null
      row.merge({
        status: row.status === 'active' || row.status === 'trialing' ? 'past_due' : row.status,
        paymentFailedAt: row.paymentFailedAt ?? DateTime.fromJSDate(eventAt),
      })
    }
    row.lastEventAt = later(row.lastEventAt, eventAt)
    await row.save()
    return {
      outcome: 'applied',
      subscriptionRowId: row.id,
      dunning: startsDunning ? { userId: row.userId, subscriptionRowId: row.id } : undefined,
    }
  }

  /**
   * The learner's row for a Stripe object, locked until the transaction ends:
   * by subscription, then customer, then the user id our checkout put in the
   * metadata (the row is created then, if the user exists).
   */
  private async lockRow(
    trx: TransactionClientContract,
    keys: { subscriptionId: string | null; customerId: string | null; userId: number | null }
  ) {
    if (keys.subscriptionId) {
      const row = await Subscription.query({ client: trx })
        .where('stripe_subscription_id', keys.subscriptionId)
        .forUpdate()
        .first()
      if (row) return row
    }
    if (keys.customerId) {
      const row = await Subscription.query({ client: trx })
        .where('stripe_customer_id', keys.customerId)
        .forUpdate()
        .first()
      if (row) return row
    }
    if (keys.userId) {
      // raw SQL: INSERT … SELECT FROM users ON CONFLICT DO NOTHING: no row for a deleted user, none twice
      await trx.rawQuery(
        `INSERT INTO subscriptions (user_id, cancel_at_period_end, created_at, updated_at)
         SELECT id, false, now(), now() FROM users WHERE id = ?
         ON CONFLICT (user_id) DO NOTHING`,
        [keys.userId]
      )
      return Subscription.query({ client: trx }).where('user_id', keys.userId).forUpdate().first()
    }
    return null
  }
}
