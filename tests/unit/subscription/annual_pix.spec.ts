import { test } from '@japa/runner'
import {
  ANNUAL_PIX,
  annualAccessEnd,
  annualPixAmountCents,
  annualReminderDue,
  canBuyAnnual,
  isSubscribed,
  minutesLeft,
  premiumDecision,
} from '#domain/subscription/subscription'

const NOW = new Date('2026-11-20T12:00:00Z')
const MINUTE = 60_000
const DAY = 86_400_000
const after = (ms: number) => new Date(NOW.getTime() + ms)

test.group('Plano anual via Pix: price and period', () => {
  test('the offer numbers: 12 months, 20 % by default, at most 50 %, Pix open 30 min, reminders 7 and 1 days before', ({
    assert,
  }) => {
    assert.equal(ANNUAL_PIX.months, 12)
    assert.equal(ANNUAL_PIX.defaultDiscountPercent, 20)
    assert.equal(ANNUAL_PIX.maxDiscountPercent, 50)
    assert.equal(ANNUAL_PIX.expiresAfterSeconds, 1800)
    assert.deepEqual(ANNUAL_PIX.reminderDays, [7, 1])
  })

  test('the price is 12 × R$ 37,00 less the discount, in centavos', ({ assert }) => {
    assert.equal(annualPixAmountCents(0), 44_400)
    assert.equal(annualPixAmountCents(20), 35_520)
    assert.equal(annualPixAmountCents(30), 31_080)
    assert.equal(annualPixAmountCents(33), 29_748)
    assert.equal(annualPixAmountCents(50), 22_200)
    /* Out of range values are clamped, never a negative or free year. */
    assert.equal(annualPixAmountCents(90), 22_200)
    assert.equal(annualPixAmountCents(-10), 44_400)
  })

  test('a year is 12 calendar months from the payment, added to the time still left', ({
    assert,
  }) => {
    assert.equal(annualAccessEnd(NOW).toISOString(), '2027-11-20T12:00:00.000Z')
    assert.equal(
      annualAccessEnd(new Date('2028-02-29T10:00:00Z')).toISOString(),
      '2029-02-28T10:00:00.000Z'
    )
    const stillLeft = after(10 * DAY)
    assert.equal(annualAccessEnd(NOW, stillLeft).toISOString(), '2027-11-30T12:00:00.000Z')
    /* A year already over does not count. */
    assert.equal(annualAccessEnd(NOW, after(-DAY)).toISOString(), '2027-11-20T12:00:00.000Z')
  })

  test('the annual access makes the member subscribed until its end, through the one premium rule', ({
    assert,
  }) => {
    const state = { status: null, paymentFailedAt: null, annualAccessUntil: after(DAY) }
    assert.isTrue(isSubscribed(state, NOW))
    assert.isFalse(isSubscribed(state, after(DAY)))
    assert.isFalse(isSubscribed({ ...state, annualAccessUntil: null }, NOW))
    const viewer = { signedIn: true, staff: false, subscribed: isSubscribed(state, NOW) }
    assert.equal(premiumDecision(viewer, { open: false }), 'allowed')
    const ended = { ...viewer, subscribed: isSubscribed(state, after(2 * DAY)) }
    assert.equal(premiumDecision(ended, { open: false }), 'premium_required')
  })

  test('"Pix expira em N min" rounds up and never goes below 0', ({ assert }) => {
    assert.equal(minutesLeft(after(30 * MINUTE), NOW), 30)
    assert.equal(minutesLeft(after(29 * MINUTE + 1), NOW), 30)
    assert.equal(minutesLeft(after(MINUTE), NOW), 1)
    assert.equal(minutesLeft(after(-MINUTE), NOW), 0)
  })

  test('another year may be bought with no access or in the last 30 days of it', ({ assert }) => {
    assert.isTrue(canBuyAnnual(null, NOW))
    assert.isTrue(canBuyAnnual(after(-DAY), NOW))
    assert.isFalse(canBuyAnnual(after(31 * DAY), NOW))
    assert.isTrue(canBuyAnnual(after(30 * DAY), NOW))
  })

  test('reminders: 7 days before, then 1 day before, each once; a late check sends only the nearest', ({
    assert,
  }) => {
    const end = after(10 * DAY)
    assert.isNull(annualReminderDue(end, null, NOW))
    assert.equal(annualReminderDue(end, null, after(3 * DAY)), 7)
    assert.isNull(annualReminderDue(end, 7, after(4 * DAY)))
    assert.equal(annualReminderDue(end, 7, after(9 * DAY + MINUTE)), 1)
    assert.isNull(annualReminderDue(end, 1, after(9 * DAY + 2 * MINUTE)))
    /* The server was down for the 7-day one: only the 1-day reminder goes. */
    assert.equal(annualReminderDue(end, null, after(9 * DAY + 12 * 3_600_000)), 1)
    /* After the end, nothing. */
    assert.isNull(annualReminderDue(end, null, after(11 * DAY)))
  })
})
