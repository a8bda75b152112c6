import { test } from '@japa/runner'
import {
  DEFAULT_GRACE_DAYS,
  PREMIUM_PLAN,
  STATUS_RECHECK_INTERVAL_MS,
  SUBSCRIPTION_STATUSES,
  graceEndsAt,
  isSubscribed,
  needsPaymentUpdate,
  premiumDecision,
  updateVerdict,
  type SubscriptionStatus,
} from '#domain/subscription/subscription'

const NOW = new Date('2026-11-20T12:00:00Z')
const HOUR = 3_600_000
const DAY = 24 * HOUR
const before = (ms: number) => new Date(NOW.getTime() - ms)

test.group('Subscription rule: who is subscribed', () => {
  test('the spec numbers: R$ 37 per month, status re-checked every 60 s, 3 grace days', ({
    assert,
  }) => {
    assert.deepEqual(PREMIUM_PLAN, { name: 'Premium', monthlyPrice: 37, currency: 'BRL' })
    assert.equal(STATUS_RECHECK_INTERVAL_MS, 60_000)
    assert.equal(DEFAULT_GRACE_DAYS, 3)
  })

  test('only active and trialing count without a failed payment', ({ assert }) => {
    const subscribed = SUBSCRIPTION_STATUSES.filter((status) =>
      isSubscribed({ status, paymentFailedAt: null }, NOW)
    )
    assert.deepEqual(subscribed, ['trialing', 'active'])
    assert.isFalse(isSubscribed({ status: null, paymentFailedAt: null }, NOW))
  })

  test('past_due keeps premium for 3 days after the first failed charge, not a second more', ({
    assert,
  }) => {
    const pastDue = (failedAgo: number, graceDays?: number) =>
      isSubscribed({ status: 'past_due', paymentFailedAt: before(failedAgo) }, NOW, graceDays)

    assert.isTrue(pastDue(0))
    assert.isTrue(pastDue(2 * DAY))
    assert.isTrue(pastDue(3 * DAY - 1000))
    assert.isFalse(pastDue(3 * DAY))
    assert.isFalse(pastDue(10 * DAY))
    assert.equal(graceEndsAt(before(0)).toISOString(), '2026-11-23T12:00:00.000Z')
  })

  test('the grace period is configurable, and 0 days means none', ({ assert }) => {
    const failedAt = before(4 * DAY)
    assert.isTrue(isSubscribed({ status: 'past_due', paymentFailedAt: failedAt }, NOW, 5))
    assert.isFalse(isSubscribed({ status: 'past_due', paymentFailedAt: before(HOUR) }, NOW, 0))
    assert.isFalse(
      isSubscribed({ status: 'past_due', paymentFailedAt: null }, NOW),
      'no known failure: no grace'
    )
  })

  test('unpaid, canceled or incomplete never count, even with a recent failure', ({ assert }) => {
    for (const status of [
      'unpaid',
      'canceled',
      'incomplete',
      'incomplete_expired',
      'paused',
    ] as SubscriptionStatus[]) {
      assert.isFalse(isSubscribed({ status, paymentFailedAt: before(HOUR) }, NOW), status)
    }
  })

  test('the card banner shows for past_due and unpaid only', ({ assert }) => {
    const banner = SUBSCRIPTION_STATUSES.filter((status) => needsPaymentUpdate(status))
    assert.deepEqual(banner, ['past_due', 'unpaid'])
    assert.isFalse(needsPaymentUpdate(null))
  })
})

test.group('Subscription rule: which Stripe update wins', () => {
  const stored = (
    status: SubscriptionStatus | null,
    lastEventAt: Date | null,
    subscriptionId: string | null = 'sub_a'
  ) => ({
    subscriptionId,
    status,
    lastEventAt,
  })
  const incoming = (status: SubscriptionStatus, eventAt: Date, subscriptionId = 'sub_a') => ({
    subscriptionId,
    status,
    eventAt,
  })

  test('the first subscription of a learner is always taken', ({ assert }) => {
    assert.equal(updateVerdict(stored(null, null, null), incoming('incomplete', NOW)), 'apply')
  })

  test('newer events apply; older ones are stale', ({ assert }) => {
    assert.equal(updateVerdict(stored('active', before(HOUR)), incoming('past_due', NOW)), 'apply')
    assert.equal(updateVerdict(stored('past_due', NOW), incoming('active', before(HOUR))), 'stale')
  })

  test('in the same second, nothing goes back to incomplete', ({ assert }) => {
    assert.equal(updateVerdict(stored('active', NOW), incoming('incomplete', NOW)), 'stale')
    assert.equal(updateVerdict(stored('incomplete', NOW), incoming('active', NOW)), 'apply')
    assert.equal(updateVerdict(stored('active', NOW), incoming('past_due', NOW)), 'apply')
  })

  test('canceled and incomplete_expired are final for their subscription', ({ assert }) => {
    assert.equal(updateVerdict(stored('canceled', before(DAY)), incoming('active', NOW)), 'stale')
    assert.equal(
      updateVerdict(stored('incomplete_expired', before(DAY)), incoming('incomplete', NOW)),
      'stale'
    )
    assert.equal(updateVerdict(stored('canceled', before(DAY)), incoming('canceled', NOW)), 'apply')
  })

  test('another subscription of the same learner: a live one beats a dead one, whatever the order', ({
    assert,
  }) => {
    assert.equal(
      updateVerdict(stored('canceled', NOW, 'sub_old'), incoming('active', before(DAY), 'sub_new')),
      'apply'
    )
    assert.equal(
      updateVerdict(stored('active', before(DAY), 'sub_new'), incoming('canceled', NOW, 'sub_old')),
      'stale'
    )
    assert.equal(
      updateVerdict(
        stored('incomplete', before(HOUR), 'sub_try1'),
        incoming('incomplete', NOW, 'sub_try2')
      ),
      'apply'
    )
    assert.equal(
      updateVerdict(stored('active', NOW, 'sub_x'), incoming('trialing', before(HOUR), 'sub_y')),
      'stale'
    )
  })
})

test.group('Premium rule: what a subscription unlocks', () => {
  const visitor = { signedIn: false, staff: false, subscribed: false }
  const learner = { signedIn: true, staff: false, subscribed: false }
  const subscriber = { signedIn: true, staff: false, subscribed: true }
  const staff = { signedIn: true, staff: true, subscribed: false }

  test('open content (free preview) needs only a session', ({ assert }) => {
    assert.equal(premiumDecision(visitor, { open: true }), 'sign_in_required')
    assert.equal(premiumDecision(learner, { open: true }), 'allowed')
  })

  test('premium content needs a subscription, or a staff role', ({ assert }) => {
    assert.equal(premiumDecision(visitor, { open: false }), 'sign_in_required')
    assert.equal(premiumDecision(learner, { open: false }), 'premium_required')
    assert.equal(premiumDecision(subscriber, { open: false }), 'allowed')
    assert.equal(premiumDecision(staff, { open: false }), 'allowed')
  })
})
