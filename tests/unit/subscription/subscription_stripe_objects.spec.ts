import { test } from '@japa/runner'
import type Stripe from 'stripe'
import { readSubscription } from '#services/subscription/stripe_webhook_service'

const END = 1_800_000_000
const subscription = (fields: Record<string, unknown>) =>
  ({
    id: 'sub_1',
    object: 'subscription',
    customer: 'cus_1',
    status: 'active',
    cancel_at_period_end: false,
    cancel_at: null,
    metadata: { user_id: '42' },
    items: { data: [{ current_period_end: END, price: { id: 'price_premium' } }] },
    ...fields,
  }) as unknown as Stripe.Subscription

test.group('Reading Stripe subscriptions (any API version)', () => {
  test('current API: the period end comes from the items', ({ assert }) => {
    assert.deepEqual(readSubscription(subscription({})), {
      id: 'sub_1',
      customerId: 'cus_1',
      status: 'active',
      priceId: 'price_premium',
      currentPeriodEnd: new Date(END * 1000),
      cancelAtPeriodEnd: false,
      userId: 42,
    })
  })

  test('older API: the period end is on the subscription; an expanded customer is reduced to its id', ({
    assert,
  }) => {
    const read = readSubscription(
      subscription({ current_period_end: END + 60, items: { data: [] }, customer: { id: 'cus_9' } })
    )
    assert.equal(read?.currentPeriodEnd?.getTime(), (END + 60) * 1000)
    assert.equal(read?.customerId, 'cus_9')
  })

  test('a cancellation date (portal cancel) ends the subscription then, and counts as cancel at period end', ({
    assert,
  }) => {
    const read = readSubscription(subscription({ cancel_at: END - 3600 }))
    assert.isTrue(read?.cancelAtPeriodEnd)
    assert.equal(read?.currentPeriodEnd?.getTime(), (END - 3600) * 1000)
  })

  test('unknown statuses and foreign metadata are not trusted', ({ assert }) => {
    assert.isNull(readSubscription(subscription({ status: 'some_future_status' })))
    assert.isNull(readSubscription(subscription({ metadata: { user_id: 'abc' } }))?.userId)
    assert.isNull(readSubscription(subscription({ metadata: {} }))?.userId)
  })
})
