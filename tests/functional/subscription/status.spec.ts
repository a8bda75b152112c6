import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import Subscription from '#models/subscription'
import { UserFactory } from '#database/factories/course_factory'
import { useFakeStripe } from '#tests/helpers/fake_stripe'

const NOT_SUBSCRIBED = {
  subscribed: false,
  status: null,
  subscriptionEnd: null,
  cancelAtPeriodEnd: false,
  paymentFailed: false,
  canManage: false,
}

test.group('Subscription status (shared prop `subscription`)', (group) => {
  const stripe = useFakeStripe(group, { connect: false })

  test('a visitor gets "not subscribed" and, without Stripe keys, payments off', async ({
    client,
  }) => {
    stripe().useAsStripe({ secretKey: null, priceId: null })
    const response = await client.get('/').withInertia()

    response.assertInertiaPropsContains({
      subscription: { ...NOT_SUBSCRIBED, paymentsEnabled: false },
    })
  })

  test('with Stripe keys the pages know payments are on', async ({ client }) => {
    stripe().useAsStripe()
    const response = await client.get('/').withInertia()

    response.assertInertiaPropsContains({
      subscription: { ...NOT_SUBSCRIBED, paymentsEnabled: true },
    })
  })

  test('a learner who never subscribed is not subscribed', async ({ client }) => {
    const user = await UserFactory.create()

    const response = await client.get('/dashboard').loginAs(user).withInertia()

    response.assertInertiaComponent('dashboard/show')
    response.assertInertiaPropsContains({ subscription: NOT_SUBSCRIBED })
  })

  test('a subscriber gets subscribed and the renewal date (subscription_end)', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const renewal = DateTime.fromISO('2027-02-10T15:00:00Z')
    await Subscription.create({
      userId: user.id,
      stripeCustomerId: 'cus_status',
      stripeSubscriptionId: 'sub_status',
      status: 'active',
      currentPeriodEnd: renewal,
    })

    const response = await client.get('/dashboard').loginAs(user).withInertia()

    const { subscription } = response.body().props
    assert.deepInclude(subscription, {
      subscribed: true,
      status: 'active',
      canManage: true,
      paymentFailed: false,
    })
    assert.equal(
      new Date(subscription.subscriptionEnd).toISOString(),
      renewal.toJSDate().toISOString()
    )
  })

  test('a past_due subscriber in the grace period keeps premium and is asked to update the card', async ({
    client,
  }) => {
    const user = await UserFactory.create()
    await Subscription.create({
      userId: user.id,
      stripeCustomerId: 'cus_late',
      stripeSubscriptionId: 'sub_late',
      status: 'past_due',
      paymentFailedAt: DateTime.now().minus({ days: 1 }),
    })

    const response = await client.get('/dashboard').loginAs(user).withInertia()

    response.assertInertiaPropsContains({
      subscription: { subscribed: true, status: 'past_due', paymentFailed: true },
    })
  })

  test('the 60-second re-check is a partial reload that returns only the fresh status', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const row = await Subscription.create({ userId: user.id, stripeCustomerId: 'cus_poll' })

    const before = await client
      .get('/dashboard')
      .loginAs(user)
      .withInertiaPartialReload('dashboard/show', ['subscription' as never])
    assert.isFalse(before.body().props.subscription.subscribed)

    /* Stripe's webhook lands between two checks. */
    row.merge({
      stripeSubscriptionId: 'sub_poll',
      status: 'active',
      currentPeriodEnd: DateTime.now().plus({ days: 30 }),
    })
    await row.save()

    const after = await client
      .get('/dashboard')
      .loginAs(user)
      .withInertiaPartialReload('dashboard/show', ['subscription' as never])
    assert.isTrue(after.body().props.subscription.subscribed)
    assert.notProperty(
      after.body().props,
      'currentPath',
      'a partial reload carries only what was asked (and the always-props)'
    )
  })

  test('the CSRF token of the page, sent as the hidden _csrf field, lets the new-tab checkout form through', async ({
    client,
    assert,
  }) => {
    stripe().useAsStripe()
    const user = await UserFactory.create()
    /* The API client gives each request its own session: both carry the same CSRF secret, as one browser would. */
    const secret = { 'csrf-secret': 'segredo-de-teste-do-formulario' }
    const page = await client.get('/dashboard').withSession(secret).loginAs(user).withInertia()
    const { csrfToken } = page.body().props
    assert.isString(csrfToken)

    const form = await client
      .post('/assinatura/checkout')
      .withSession(secret)
      .loginAs(user)
      .form({ _csrf: csrfToken })
      .redirects(0)

    form.assertStatus(303)
    assert.lengthOf(stripe().requestsTo('POST /v1/checkout/sessions'), 1)
  })
})
