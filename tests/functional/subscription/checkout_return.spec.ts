import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import Subscription from '#models/subscription'
import StripeEvent from '#models/stripe_event'
import type User from '#models/user'
import { UserFactory } from '#database/factories/course_factory'
import {
  stripeCheckoutSession,
  stripeEvent,
  stripeSubscription,
  useFakeStripe,
} from '#tests/helpers/fake_stripe'
import { deliverStripeEvent } from '#tests/helpers/stripe_payments'

/** A learner with a Stripe customer (as after 'Assinar Agora'). */
async function learnerWithCustomer(customer: string) {
  const user = await UserFactory.create()
  const row = await Subscription.create({ userId: user.id, stripeCustomerId: customer })
  return { user, row }
}

/** Back from Stripe: the dashboard with the success URL Stripe fills in. */
function backFromCheckout(client: ApiClient, user: User, query: string) {
  return client.get(`/dashboard?${query}`).loginAs(user).withInertia()
}

test.group('Back from Stripe Checkout (/dashboard?success=true)', (group) => {
  const stripe = useFakeStripe(group)

  test('a non-subscriber with a typed ?success=true gets no success toast and no waiting state', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()

    const response = await backFromCheckout(client, user, 'success=true')

    response.assertInertiaComponent('dashboard/show')
    assert.isNull(response.inertiaProps.checkout)
    assert.isFalse(response.inertiaProps.subscription.subscribed)
    assert.lengthOf(stripe().requests, 0)
  })

  test("a forged session_id of another member's paid checkout is refused and activates nobody", async ({
    client,
    assert,
  }) => {
    const owner = await learnerWithCustomer('cus_owner')
    const intruder = await learnerWithCustomer('cus_intruder')
    const subscription = stripeSubscription({
      customer: 'cus_owner',
      status: 'active',
      userId: owner.user.id,
    })
    stripe().addSubscription(subscription)
    const session = stripeCheckoutSession({
      customer: 'cus_owner',
      subscription: subscription.id,
      userId: owner.user.id,
    })
    stripe().addCheckoutSession(session)

    const response = await backFromCheckout(
      client,
      intruder.user,
      `success=true&session_id=${session.id}`
    )

    assert.isNull(response.inertiaProps.checkout)
    assert.isFalse(response.inertiaProps.subscription.subscribed)
    const intruderRow = await Subscription.findOrFail(intruder.row.id)
    assert.isNull(intruderRow.status)
    /* The owner is not activated through someone else's visit either: their webhook does it. */
    const ownerRow = await Subscription.findOrFail(owner.row.id)
    assert.isNull(ownerRow.status)
  })

  test('an unknown session id is refused without a waiting state', async ({ client, assert }) => {
    const { user } = await learnerWithCustomer('cus_unknown_session')

    const response = await backFromCheckout(client, user, 'success=true&session_id=cs_test_nope')

    assert.isNull(response.inertiaProps.checkout)
    assert.lengthOf(stripe().requestsTo('GET /v1/checkout/sessions/cs_test_nope'), 1)
  })

  test('the learner’s own paid session activates Premium at once; the late webhook changes nothing', async ({
    client,
    assert,
  }) => {
    const { user, row } = await learnerWithCustomer('cus_paid')
    const subscription = stripeSubscription({
      customer: 'cus_paid',
      status: 'active',
      userId: user.id,
    })
    stripe().addSubscription(subscription)
    const session = stripeCheckoutSession({
      customer: 'cus_paid',
      subscription: subscription.id,
      userId: user.id,
    })
    stripe().addCheckoutSession(session)

    const response = await backFromCheckout(client, user, `success=true&session_id=${session.id}`)

    assert.equal(response.inertiaProps.checkout, 'confirmed')
    assert.isTrue(response.inertiaProps.subscription.subscribed)
    const activated = await Subscription.findOrFail(row.id)
    assert.equal(activated.status, 'active')
    assert.equal(activated.stripeSubscriptionId, subscription.id)

    /* The webhook of the same checkout, created before the learner came back: applied once, no change. */
    const event = stripeEvent('checkout.session.completed', session, {
      created: new Date(Date.now() - 5_000),
    })
    const delivery = await deliverStripeEvent(client, event)
    delivery.assertStatus(200)
    const recorded = await StripeEvent.findOrFail(event.id)
    assert.equal(recorded.outcome, 'stale')
    const after = await Subscription.findOrFail(row.id)
    assert.equal(after.status, 'active')
    assert.equal(after.stripeSubscriptionId, subscription.id)

    /* Coming back twice (reload) is the same answer, nothing applied twice. */
    const again = await backFromCheckout(client, user, `success=true&session_id=${session.id}`)
    assert.equal(again.inertiaProps.checkout, 'confirmed')
  })

  test('an own session still unpaid (boleto) waits: pending, then confirmed once the webhook activated it', async ({
    client,
    assert,
  }) => {
    const { user, row } = await learnerWithCustomer('cus_boleto')
    const subscription = stripeSubscription({
      customer: 'cus_boleto',
      status: 'incomplete',
      userId: user.id,
    })
    stripe().addSubscription(subscription)
    stripe().addCheckoutSession({
      ...stripeCheckoutSession({
        customer: 'cus_boleto',
        subscription: subscription.id,
        userId: user.id,
      }),
      id: 'cs_test_boleto',
      payment_status: 'unpaid',
    })

    const waiting = await backFromCheckout(client, user, 'success=true&session_id=cs_test_boleto')
    assert.equal(waiting.inertiaProps.checkout, 'pending')
    assert.isFalse(waiting.inertiaProps.subscription.subscribed)
    const untouched = await Subscription.findOrFail(row.id)
    assert.isNull(untouched.status)

    /* The page re-asks for `checkout` alone; the webhook has activated the subscription meanwhile. */
    await Subscription.query()
      .where('id', row.id)
      .update({ status: 'active', stripeSubscriptionId: subscription.id })
    const poll = await client
      .get('/dashboard?success=true&session_id=cs_test_boleto')
      .loginAs(user)
      .withInertia()
      .withInertiaPartialReload('dashboard/show', ['checkout'])
    assert.equal(poll.inertiaProps.checkout, 'confirmed')
    assert.notProperty(poll.inertiaProps, 'dashboard')
  })

  test('when Stripe cannot be reached, the own return waits for the webhook instead of failing', async ({
    client,
    assert,
  }) => {
    const { user } = await learnerWithCustomer('cus_down')
    stripe().fail('GET /v1/checkout/sessions/cs_test_down', { status: 500 })

    const response = await backFromCheckout(client, user, 'success=true&session_id=cs_test_down')

    response.assertStatus(200)
    assert.equal(response.inertiaProps.checkout, 'pending')
  })

  test('a subscriber opening the dashboard without ?success=true gets no checkout state', async ({
    client,
    assert,
  }) => {
    const { user, row } = await learnerWithCustomer('cus_plain')
    row.status = 'active'
    await row.save()

    const response = await client.get('/dashboard').loginAs(user).withInertia()

    assert.isNull(response.inertiaProps.checkout)
    assert.lengthOf(stripe().requests, 0)
  })
})
