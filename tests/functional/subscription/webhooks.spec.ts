import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Subscription from '#models/subscription'
import StripeEvent from '#models/stripe_event'
import User from '#models/user'
import { UserFactory } from '#database/factories/course_factory'
import SubscriptionStatusService from '#services/subscription/subscription_status_service'
import {
  FAKE_LIVE_SECRET_KEY,
  signedDelivery,
  stripeCheckoutSession,
  stripeEvent,
  stripeInvoice,
  stripeSubscription,
  unix,
  useFakeStripe,
} from '#tests/helpers/fake_stripe'
import { deliverStripeEvent, deliverEvent } from '#tests/helpers/stripe_payments'

const DAY = 86_400_000
const ago = (ms: number) => new Date(Date.now() - ms)

/** A learner with a Stripe customer (as after 'Assinar Agora'). */
async function learnerWithCustomer(customer = `cus_${Math.random().toString(36).slice(2, 10)}`) {
  const user = await UserFactory.create()
  const row = await Subscription.create({ userId: user.id, stripeCustomerId: customer })
  return { user, row, customer }
}

async function fresh(row: Subscription) {
  return Subscription.findOrFail(row.id)
}

/** The stored Stripe status of the row, as it is now in the database. */
async function statusNow(row: Subscription) {
  const current = await fresh(row)
  return current.status
}

/** What the pages would show for this learner right now. */
async function statusOf(userId: number) {
  return new SubscriptionStatusService().forUser(await User.findOrFail(userId))
}

async function isSubscribedNow(userId: number) {
  const status = await statusOf(userId)
  return status.subscribed
}

test.group('Stripe webhook: signature, mode and secret', (group) => {
  const stripe = useFakeStripe(group)

  test('a correctly signed event is accepted (200) and applied', async ({ client, assert }) => {
    const { row, customer } = await learnerWithCustomer()
    const subscription = stripeSubscription({ customer, status: 'active' })

    const response = await deliverEvent(client, 'customer.subscription.created', subscription)

    response.assertStatus(200)
    response.assertBodyContains({ received: true, outcome: 'applied' })
    const updated = await fresh(row)
    assert.equal(updated.status, 'active')
    assert.equal(updated.stripeSubscriptionId, subscription.id)
    assert.equal(
      updated.currentPeriodEnd?.toSeconds(),
      subscription.items.data[0].current_period_end
    )
  })

  test('a body signed with another secret is refused (400) and changes nothing', async ({
    client,
    assert,
  }) => {
    const { row, customer } = await learnerWithCustomer()
    const event = stripeEvent(
      'customer.subscription.created',
      stripeSubscription({ customer, status: 'active' })
    )

    const response = await deliverStripeEvent(client, event, { secret: 'whsec_someone_else' })

    response.assertStatus(400)
    assert.isNull(await statusNow(row))
    assert.lengthOf(await StripeEvent.all(), 0)
  })

  test('a body changed after signing is refused (400)', async ({ client, assert }) => {
    const { row, customer } = await learnerWithCustomer()
    const event = stripeEvent(
      'customer.subscription.created',
      stripeSubscription({ customer, status: 'incomplete' })
    )
    const { payload, header } = signedDelivery(event)

    const response = await client
      .post('/webhooks/stripe')
      .header('stripe-signature', header)
      .type('application/json')
      .unsafeJson(payload.replace('"incomplete"', '"active"'))

    response.assertStatus(400)
    assert.isNull(await statusNow(row))
  })

  test('a delivery without the Stripe-Signature header is refused (400)', async ({
    client,
    assert,
  }) => {
    const { row, customer } = await learnerWithCustomer()
    const event = stripeEvent(
      'customer.subscription.created',
      stripeSubscription({ customer, status: 'active' })
    )

    const response = await client
      .post('/webhooks/stripe')
      .type('application/json')
      .unsafeJson(JSON.stringify(event))

    response.assertStatus(400)
    assert.isNull(await statusNow(row))
    assert.lengthOf(await StripeEvent.all(), 0)
  })

  test('a signature with a stale timestamp (over 5 minutes old) is refused (400)', async ({
    client,
    assert,
  }) => {
    const { row, customer } = await learnerWithCustomer()
    const event = stripeEvent(
      'customer.subscription.created',
      stripeSubscription({ customer, status: 'active' })
    )

    const response = await deliverStripeEvent(client, event, { timestamp: ago(6 * 60_000) })

    response.assertStatus(400)
    assert.isNull(await statusNow(row))
  })

  test('a signature dated more than 5 minutes in the future is refused (400)', async ({
    client,
    assert,
  }) => {
    const { row, customer } = await learnerWithCustomer()
    const event = stripeEvent(
      'customer.subscription.created',
      stripeSubscription({ customer, status: 'active' })
    )

    const response = await deliverStripeEvent(client, event, { timestamp: ago(-6 * 60_000) })

    response.assertStatus(400)
    assert.isNull(await statusNow(row))
    assert.lengthOf(await StripeEvent.all(), 0)
  })

  test('a live-mode event is refused on a test key, and a test event on a live key', async ({
    client,
    assert,
  }) => {
    const { row, customer } = await learnerWithCustomer()
    const subscription = stripeSubscription({ customer, status: 'active' })

    const live = await deliverEvent(client, 'customer.subscription.created', subscription, {
      livemode: true,
    })
    live.assertStatus(400)

    stripe().useAsStripe({ secretKey: FAKE_LIVE_SECRET_KEY })
    const testEvent = await deliverEvent(client, 'customer.subscription.created', subscription, {
      livemode: false,
    })
    testEvent.assertStatus(400)

    assert.isNull(await statusNow(row))
    assert.lengthOf(await StripeEvent.all(), 0)
  })

  test('without STRIPE_WEBHOOK_SECRET every delivery is refused', async ({ client, assert }) => {
    stripe().useAsStripe({ webhookSecret: null })
    const { row, customer } = await learnerWithCustomer()

    const response = await deliverEvent(
      client,
      'customer.subscription.created',
      stripeSubscription({ customer, status: 'active' })
    )

    response.assertStatus(400)
    assert.isNull(await statusNow(row))
  })

  test('the webhook needs no CSRF token and no session', async ({ client }) => {
    const { customer } = await learnerWithCustomer()
    const response = await deliverEvent(
      client,
      'customer.subscription.created',
      stripeSubscription({ customer, status: 'active' })
    )
    response.assertStatus(200)
  })
})

test.group('Stripe webhook: idempotency and ordering', (group) => {
  useFakeStripe(group)

  test('the same event delivered three times changes the subscription once', async ({
    client,
    assert,
  }) => {
    const { row, customer } = await learnerWithCustomer()
    const event = stripeEvent(
      'customer.subscription.updated',
      stripeSubscription({ customer, status: 'active' })
    )

    const first = await deliverStripeEvent(client, event)
    first.assertBodyContains({ outcome: 'applied' })
    const applied = await fresh(row)
    assert.equal(applied.status, 'active')

    /* Someone changes the row meanwhile: a replay must not put the event's state back. */
    await db
      .from('subscriptions')
      .where('id', row.id)
      .update({ status: 'incomplete', last_event_at: null })

    for (const replay of [
      await deliverStripeEvent(client, event),
      await deliverStripeEvent(client, event),
    ]) {
      replay.assertStatus(200)
      replay.assertBodyContains({ outcome: 'duplicate' })
    }
    assert.equal(await statusNow(row), 'incomplete')
    const stored = await StripeEvent.query().where('id', event.id)
    assert.lengthOf(stored, 1)
    assert.equal(stored[0].outcome, 'applied')
    assert.equal(stored[0].subscriptionId, row.id)
  })

  test('three simultaneous deliveries of one event apply it once', async ({ client, assert }) => {
    const { row, customer } = await learnerWithCustomer()
    const event = stripeEvent(
      'customer.subscription.updated',
      stripeSubscription({ customer, status: 'active' })
    )

    const responses = await Promise.all([
      deliverStripeEvent(client, event),
      deliverStripeEvent(client, event),
      deliverStripeEvent(client, event),
    ])

    const outcomes = responses.map((response) => response.body().outcome).sort()
    assert.deepEqual(outcomes, ['applied', 'duplicate', 'duplicate'])
    assert.equal(await statusNow(row), 'active')
    assert.lengthOf(await StripeEvent.query().where('id', event.id), 1)
  })

  test('an older event arriving after a newer one never moves the subscription backwards', async ({
    client,
    assert,
  }) => {
    const { row, customer } = await learnerWithCustomer()
    const id = 'sub_ordering'
    const newer = stripeEvent(
      'customer.subscription.updated',
      stripeSubscription({ id, customer, status: 'active', cancelAtPeriodEnd: true }),
      { created: ago(60_000) }
    )
    const older = stripeEvent(
      'customer.subscription.updated',
      stripeSubscription({ id, customer, status: 'past_due' }),
      {
        created: ago(120_000),
      }
    )

    await deliverStripeEvent(client, newer)
    const late = await deliverStripeEvent(client, older)

    late.assertStatus(200)
    late.assertBodyContains({ outcome: 'stale' })
    const current = await fresh(row)
    assert.equal(current.status, 'active')
    assert.isTrue(current.cancelAtPeriodEnd)
    assert.isNull(current.paymentFailedAt)
    assert.equal(current.lastEventAt?.toSeconds(), newer.created)
  })

  test('a late "created" (incomplete) event in the same second does not undo the activation', async ({
    client,
    assert,
  }) => {
    const { row, customer } = await learnerWithCustomer()
    const at = new Date()
    const id = 'sub_same_second'
    await deliverEvent(
      client,
      'customer.subscription.updated',
      stripeSubscription({ id, customer, status: 'active' }),
      { created: at }
    )
    const late = await deliverEvent(
      client,
      'customer.subscription.created',
      stripeSubscription({ id, customer, status: 'incomplete' }),
      { created: at }
    )

    late.assertBodyContains({ outcome: 'stale' })
    assert.equal(await statusNow(row), 'active')
  })

  test('a canceled subscription stays canceled whatever arrives later for it', async ({
    client,
    assert,
  }) => {
    const { row, customer } = await learnerWithCustomer()
    const id = 'sub_final'
    await deliverEvent(
      client,
      'customer.subscription.deleted',
      stripeSubscription({ id, customer, status: 'canceled' }),
      { created: ago(60_000) }
    )
    await deliverEvent(
      client,
      'customer.subscription.updated',
      stripeSubscription({ id, customer, status: 'active' })
    )
    await deliverEvent(client, 'invoice.paid', stripeInvoice({ subscription: id, customer }))

    assert.equal(await statusNow(row), 'canceled')
    assert.isFalse(await isSubscribedNow(row.userId))
  })

  test('a new subscription replaces a canceled one, and late events of the old one are ignored', async ({
    client,
    assert,
  }) => {
    const { row, customer } = await learnerWithCustomer()
    await deliverEvent(
      client,
      'customer.subscription.deleted',
      stripeSubscription({ id: 'sub_old', customer, status: 'canceled' }),
      { created: ago(DAY) }
    )
    await deliverEvent(
      client,
      'customer.subscription.created',
      stripeSubscription({ id: 'sub_new', customer, status: 'active' }),
      { created: ago(60_000) }
    )
    const late = await deliverEvent(
      client,
      'customer.subscription.deleted',
      stripeSubscription({ id: 'sub_old', customer, status: 'canceled' }),
      { created: ago(30_000) }
    )

    late.assertBodyContains({ outcome: 'stale' })
    const current = await fresh(row)
    assert.equal(current.stripeSubscriptionId, 'sub_new')
    assert.equal(current.status, 'active')
  })
})

test.group('Stripe webhook: the subscription lifecycle', (group) => {
  const stripe = useFakeStripe(group)

  test('checkout.session.completed links the learner and loads the subscription from Stripe', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const renewal = new Date(Date.now() + 30 * DAY)
    const subscription = stripeSubscription({
      customer: 'cus_checkout',
      status: 'active',
      currentPeriodEnd: renewal,
    })
    stripe().addSubscription(subscription)

    const response = await deliverEvent(
      client,
      'checkout.session.completed',
      stripeCheckoutSession({
        customer: 'cus_checkout',
        subscription: subscription.id,
        userId: user.id,
      })
    )

    response.assertStatus(200)
    assert.lengthOf(stripe().requestsTo(`GET /v1/subscriptions/${subscription.id}`), 1)
    const row = await Subscription.findByOrFail('userId', user.id)
    assert.equal(row.stripeCustomerId, 'cus_checkout')
    assert.equal(row.stripeSubscriptionId, subscription.id)
    assert.equal(row.status, 'active')
    assert.equal(row.currentPeriodEnd?.toSeconds(), unix(renewal))
    const status = await statusOf(user.id)
    assert.isTrue(status.subscribed)
    assert.equal(status.subscriptionEnd?.toSeconds(), unix(renewal))
  })

  test('when Stripe cannot be reached, checkout.session.completed answers 500 so Stripe retries, and stores nothing', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    stripe().fail('GET /v1/subscriptions/sub_unreachable', { status: 500 })
    const event = stripeEvent(
      'checkout.session.completed',
      stripeCheckoutSession({ customer: 'cus_x', subscription: 'sub_unreachable', userId: user.id })
    )

    const response = await deliverStripeEvent(client, event)

    response.assertStatus(500)
    assert.isNull(await StripeEvent.find(event.id))
    assert.isNull(await Subscription.findBy('userId', user.id))
  })

  test('customer.subscription.* events find the learner by the user id put in the metadata at checkout', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const subscription = stripeSubscription({
      customer: 'cus_meta',
      status: 'trialing',
      userId: user.id,
    })

    await deliverEvent(client, 'customer.subscription.created', subscription)

    const row = await Subscription.findByOrFail('userId', user.id)
    assert.equal(row.stripeCustomerId, 'cus_meta')
    assert.equal(row.status, 'trialing')
    assert.isTrue(await isSubscribedNow(user.id))
  })

  test('an event for nobody we know is acknowledged as unmatched and creates nothing', async ({
    client,
    assert,
  }) => {
    const response = await deliverEvent(
      client,
      'customer.subscription.created',
      stripeSubscription({ customer: 'cus_stranger', status: 'active', userId: 999_999 })
    )

    response.assertStatus(200)
    response.assertBodyContains({ outcome: 'unmatched' })
    assert.lengthOf(await Subscription.all(), 0)
  })

  test('other event types are acknowledged and ignored', async ({ client }) => {
    const response = await deliverEvent(client, 'charge.succeeded', {
      id: 'ch_1',
      object: 'charge',
    })
    response.assertStatus(200)
    response.assertBodyContains({ outcome: 'ignored' })
  })

  test('cancel at period end keeps premium until Stripe deletes the subscription', async ({
    client,
    assert,
  }) => {
    const { row, customer, user } = await learnerWithCustomer()
    const id = 'sub_cancel'
    await deliverEvent(
      client,
      'customer.subscription.updated',
      stripeSubscription({ id, customer, status: 'active', cancelAtPeriodEnd: true }),
      { created: ago(60_000) }
    )

    let status = await statusOf(user.id)
    assert.isTrue(status.subscribed)
    assert.isTrue(status.cancelAtPeriodEnd)

    await deliverEvent(
      client,
      'customer.subscription.deleted',
      stripeSubscription({ id, customer, status: 'canceled' })
    )
    status = await statusOf(user.id)
    assert.isFalse(status.subscribed)
    assert.equal(await statusNow(row), 'canceled')
  })

  test('a failed renewal makes it past_due with the card banner; premium stays during the grace period', async ({
    client,
    assert,
  }) => {
    const { row, customer, user } = await learnerWithCustomer()
    const id = 'sub_failing'
    await deliverEvent(
      client,
      'customer.subscription.updated',
      stripeSubscription({ id, customer, status: 'active' }),
      { created: ago(3 * DAY) }
    )
    const failedAt = ago(2 * DAY)

    await deliverEvent(
      client,
      'invoice.payment_failed',
      stripeInvoice({ subscription: id, customer }),
      { created: failedAt }
    )

    const current = await fresh(row)
    assert.equal(current.status, 'past_due')
    assert.equal(current.paymentFailedAt?.toSeconds(), unix(failedAt))
    const status = await statusOf(user.id)
    assert.isTrue(status.paymentFailed)
    assert.isTrue(status.subscribed, 'two days into a three-day grace period')
  })

  test('past the grace period (3 days by default, SUBSCRIPTION_GRACE_DAYS) a past_due learner loses premium', async ({
    client,
    assert,
  }) => {
    const { customer, user } = await learnerWithCustomer()
    const id = 'sub_overdue'
    await deliverEvent(
      client,
      'customer.subscription.updated',
      stripeSubscription({ id, customer, status: 'active' }),
      { created: ago(5 * DAY) }
    )
    await deliverEvent(
      client,
      'invoice.payment_failed',
      stripeInvoice({ subscription: id, customer }),
      { created: ago(4 * DAY) }
    )
    /* Stripe's retries and its own past_due update do not restart the grace period. */
    await deliverEvent(
      client,
      'customer.subscription.updated',
      stripeSubscription({ id, customer, status: 'past_due' }),
      { created: ago(DAY) }
    )

    assert.isFalse(await isSubscribedNow(user.id))

    stripe().useAsStripe({ graceDays: 7 })
    assert.isTrue(await isSubscribedNow(user.id), 'a seven-day grace period covers it')
  })

  test('the first charge failing at checkout grants nothing and shows no card banner', async ({
    client,
    assert,
  }) => {
    const { row, customer, user } = await learnerWithCustomer()
    const id = 'sub_first_charge'
    await deliverEvent(
      client,
      'customer.subscription.created',
      stripeSubscription({ id, customer, status: 'incomplete' }),
      { created: ago(60_000) }
    )
    await deliverEvent(
      client,
      'invoice.payment_failed',
      stripeInvoice({ subscription: id, customer, billingReason: 'subscription_create' })
    )

    assert.equal(await statusNow(row), 'incomplete')
    const status = await statusOf(user.id)
    assert.isFalse(status.subscribed)
    assert.isFalse(status.paymentFailed)
  })

  test('invoice.paid after a failure makes it active again, clears the banner and moves the renewal date', async ({
    client,
    assert,
  }) => {
    const { row, customer, user } = await learnerWithCustomer()
    const id = 'sub_recovered'
    await deliverStripeEvent(
      client,
      stripeEvent(
        'customer.subscription.updated',
        stripeSubscription({
          id,
          customer,
          status: 'past_due',
          currentPeriodEnd: new Date(Date.now() + 2 * DAY),
        }),
        { created: ago(DAY) }
      )
    )
    const nextRenewal = new Date(Date.now() + 32 * DAY)

    await deliverEvent(
      client,
      'invoice.paid',
      stripeInvoice({ subscription: id, customer, periodEnd: nextRenewal })
    )

    const current = await fresh(row)
    assert.equal(current.status, 'active')
    assert.isNull(current.paymentFailedAt)
    assert.equal(current.currentPeriodEnd?.toSeconds(), unix(nextRenewal))
    const status = await statusOf(user.id)
    assert.isTrue(status.subscribed)
    assert.isFalse(status.paymentFailed)
  })

  test('an invoice of a subscription we do not hold yet waits for the subscription events', async ({
    client,
    assert,
  }) => {
    const { row, customer } = await learnerWithCustomer()

    const response = await deliverEvent(
      client,
      'invoice.paid',
      stripeInvoice({ subscription: 'sub_not_yet', customer })
    )

    response.assertBodyContains({ outcome: 'unmatched' })
    assert.isNull(await statusNow(row))
  })

  test('webhook payloads of older API versions (period end on the subscription) are read too', async ({
    client,
    assert,
  }) => {
    const { row, customer } = await learnerWithCustomer()
    const renewal = new Date(Date.now() + 10 * DAY)
    const legacy = {
      ...stripeSubscription({ customer, status: 'active' }),
      current_period_end: unix(renewal),
      items: { object: 'list', data: [] },
    }

    await deliverEvent(client, 'customer.subscription.updated', legacy)

    const current = await fresh(row)
    assert.equal(current.currentPeriodEnd?.toSeconds(), unix(renewal))
  })

  test('the renewal date reaches the pages as the subscription_end', async ({ client, assert }) => {
    const { user, customer } = await learnerWithCustomer()
    const renewal = DateTime.fromISO('2027-03-15T12:00:00Z')
    await deliverEvent(
      client,
      'customer.subscription.updated',
      stripeSubscription({ customer, status: 'active', currentPeriodEnd: renewal.toJSDate() })
    )

    const status = await statusOf(user.id)
    assert.equal(
      status.subscriptionEnd?.toISO(),
      renewal.setZone(status.subscriptionEnd!.zone).toISO()
    )
  })
})

test.group('Stripe webhook: signed but malformed events', (group) => {
  useFakeStripe(group)

  /* Each one is signed with the right secret; before, each answered 500 and Stripe retried for days. */
  const malformed = [
    {
      name: 'without data',
      event: (subscription: object) => {
        const event: Partial<ReturnType<typeof stripeEvent>> = stripeEvent(
          'customer.subscription.created',
          subscription
        )
        delete event.data
        return event
      },
    },
    {
      name: 'with metadata.user_id 3000000000',
      event: (subscription: object) =>
        stripeEvent('customer.subscription.created', {
          ...subscription,
          customer: 'cus_nobody',
          metadata: { user_id: '3000000000' },
        }),
    },
    {
      name: 'with an id of 10,000 characters',
      event: (subscription: object) =>
        stripeEvent('customer.subscription.created', subscription, { id: 'e'.repeat(10_000) }),
    },
    {
      name: 'created at 1e20',
      event: (subscription: object) => ({
        ...stripeEvent('customer.subscription.created', subscription),
        created: 1e20,
      }),
    },
  ]

  test('an event {name} is acknowledged as ignored and changes nothing')
    .with(malformed)
    .run(async ({ client, assert }, { event }) => {
      const { row, customer } = await learnerWithCustomer()
      const subscriptionsBefore = await Subscription.query().orderBy('id')

      const response = await deliverStripeEvent(
        client,
        event(stripeSubscription({ customer, status: 'active' }))
      )

      response.assertStatus(200)
      response.assertBodyContains({ received: true, outcome: 'ignored' })
      assert.isNull(await statusNow(row))
      const subscriptionsAfter = await Subscription.query().orderBy('id')
      assert.deepEqual(
        subscriptionsAfter.map((current) => current.serialize()),
        subscriptionsBefore.map((current) => current.serialize())
      )
      assert.lengthOf(await StripeEvent.all(), 0)
    })
})
