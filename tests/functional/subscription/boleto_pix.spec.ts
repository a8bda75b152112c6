import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import AdminUser from '#models/admin_user'
import Subscription from '#models/subscription'
import User from '#models/user'
import Lesson from '#models/lesson'
import { CourseFactory, UserFactory } from '#database/factories/course_factory'
import SubscriptionStatusService from '#services/subscription/subscription_status_service'
import PremiumOfferService from '#services/subscription/premium_offer_service'
import { forgetContent } from '#services/platform/content_cache'
import {
  stripeCheckoutSession,
  type stripeEvent,
  stripeSubscription,
  unix,
  useFakeStripe,
} from '#tests/helpers/fake_stripe'
import {
  annualPixSession,
  deliverStripeEvent,
  payAnnualPix,
  startAnnualPix,
  deliverEvent,
} from '#tests/helpers/stripe_payments'
import { toastOf } from '#tests/helpers/toast'

const MINUTE = 60_000

/** Delivers one signed event and expects Stripe's 200. */
async function delivered(
  client: ApiClient,
  type: string,
  object: object,
  options: Parameters<typeof stripeEvent>[2] = {}
) {
  const response = await deliverEvent(client, type, object, options)
  response.assertStatus(200)
}

/** What every page's shared `subscription` prop says to this member now. */
async function shownTo(client: ApiClient, user: User) {
  const response = await client.get('/dashboard').withInertia().loginAs(user)
  response.assertStatus(200)
  return response.inertiaProps.subscription as Record<string, any>
}

async function statusOf(user: User) {
  return new SubscriptionStatusService().forUser(await User.findOrFail(user.id))
}

/** A premium lesson of a paid course and its address (position 2: not a preview). */
async function premiumLesson() {
  const course = await CourseFactory.merge({ price: 37 }).create()
  await Lesson.create({
    courseId: course.id,
    title: 'Aula aberta',
    lessonType: 'text',
    orderIndex: 1,
    isPublished: true,
    isFreePreview: true,
    objectives: [],
  })
  await Lesson.create({
    courseId: course.id,
    title: 'Aula Premium',
    lessonType: 'text',
    content: 'Conteúdo-exclusivo-anual',
    orderIndex: 2,
    isPublished: true,
    isFreePreview: false,
    objectives: [],
  })
  return `/cursos/${course.slug}/aula/2`
}

async function opensPremium(client: ApiClient, user: User, url: string) {
  const response = await client.get(url).withInertia().loginAs(user)
  response.assertStatus(200)
  return response.inertiaProps.page.access.canView as boolean
}

test.group('Boleto and Pix: monthly plan with card + boleto', (group) => {
  const stripe = useFakeStripe(group)

  test('the monthly Checkout offers card and boleto, the boleto payable for 3 days', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const response = await client
      .post('/assinatura/checkout')
      .loginAs(user)
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(303)
    const [session] = stripe().requestsTo('POST /v1/checkout/sessions')
    assert.deepInclude(session.params, {
      'mode': 'subscription',
      'allowed_payment_method_types[0]': 'card',
      'allowed_payment_method_types[1]': 'boleto',
      'payment_method_options[boleto][expires_after_days]': '3',
    })
    assert.notProperty(session.params, 'allowed_payment_method_types[2]')
  })

  test('a boleto waiting to be paid says so with its due date, and is never Premium before Stripe confirms it', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await Subscription.create({ userId: user.id, stripeCustomerId: 'cus_boleto' })
    const url = await premiumLesson()
    const incomplete = stripeSubscription({ customer: 'cus_boleto', status: 'incomplete' })
    stripe().addSubscription(incomplete)
    const session = stripeCheckoutSession({
      customer: 'cus_boleto',
      subscription: incomplete.id,
      userId: user.id,
      paymentStatus: 'unpaid',
    })
    const completedAt = new Date()

    await delivered(client, 'checkout.session.completed', session)

    let shown = await shownTo(client, user)
    assert.isFalse(shown.subscribed)
    assert.equal(shown.payment.method, 'boleto')
    assert.equal(shown.payment.state, 'pending')
    /* Due 3 days on, at 23:59 in São Paulo (Stripe's boleto expiry). */
    const due = DateTime.fromJSDate(completedAt).setZone('America/Sao_Paulo').plus({ days: 3 })
    assert.equal(
      DateTime.fromISO(shown.payment.expiresAt).setZone('America/Sao_Paulo').toISODate(),
      due.toISODate()
    )
    assert.isFalse(await opensPremium(client, user, url))

    /* The bank confirms: Stripe activates the subscription and tells us. */
    stripe().addSubscription({ ...incomplete, status: 'active' })
    await delivered(client, 'checkout.session.async_payment_succeeded', {
      ...session,
      payment_status: 'paid',
    })

    shown = await shownTo(client, user)
    assert.isTrue(shown.subscribed)
    assert.isNull(shown.payment)
    assert.isTrue(await opensPremium(client, user, url))
  })

  test('a boleto that is never paid ends as "venceu" and grants nothing', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await Subscription.create({ userId: user.id, stripeCustomerId: 'cus_boleto_unpaid' })
    const incomplete = stripeSubscription({ customer: 'cus_boleto_unpaid', status: 'incomplete' })
    stripe().addSubscription(incomplete)
    const session = stripeCheckoutSession({
      customer: 'cus_boleto_unpaid',
      subscription: incomplete.id,
      userId: user.id,
      paymentStatus: 'unpaid',
    })
    await deliverEvent(client, 'checkout.session.completed', session)
    await delivered(client, 'checkout.session.async_payment_failed', session)

    const shown = await shownTo(client, user)
    assert.isFalse(shown.subscribed)
    assert.deepInclude(shown.payment, { method: 'boleto', state: 'failed', url: null })
  })
})

test.group('Boleto and Pix: Plano anual via Pix', (group) => {
  const stripe = useFakeStripe(group)
  group.each.setup(() => () => forgetContent(['premium-offer']))

  test('the annual Checkout is a Pix-only payment of 12 × R$ 37,00 less 20 %, open for 30 min', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const before = Date.now()
    const { response, params, id } = await startAnnualPix(client, user, stripe)

    assert.match(response.header('location') ?? '', /^https:\/\/checkout\.stripe\.test\/c\/pay\//)
    assert.deepInclude(params, {
      'mode': 'payment',
      'allowed_payment_method_types[0]': 'pix',
      'payment_method_options[pix][expires_after_seconds]': '1800',
      'line_items[0][price_data][currency]': 'brl',
      'line_items[0][price_data][unit_amount]': '35520',
      'line_items[0][quantity]': '1',
      'client_reference_id': String(user.id),
      'metadata[offer]': 'annual_pix',
    })
    assert.notProperty(params, 'allowed_payment_method_types[1]')
    assert.notProperty(params, 'line_items[0][price]')
    const expiresAt = Number(params.expires_at)
    /* 30 min and a minute of margin: Stripe refuses a session shorter than 30 min. */
    assert.closeTo(expiresAt, unix(before) + 1860, 5)

    /* Every page now says the Pix is waiting, with the page to reopen. */
    const shown = await shownTo(client, user)
    assert.isFalse(shown.subscribed)
    assert.deepInclude(shown.payment, {
      method: 'pix',
      state: 'pending',
      url: `https://checkout.stripe.test/c/pay/${id}`,
    })
    assert.closeTo(DateTime.fromISO(shown.payment.expiresAt).toSeconds(), expiresAt, 1)
    assert.deepEqual(shown.annualOffer, { discountPercent: 20, amountCents: 35520 })
  })

  test('a paid Pix makes the member Premium for 12 months, with no renewal, and the lesson opens', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const url = await premiumLesson()
    const { id } = await startAnnualPix(client, user, stripe)
    assert.isFalse(await opensPremium(client, user, url))

    const pending = await annualPixSession(user, id, {
      paymentStatus: 'unpaid',
      amountTotal: 35520,
    })
    await delivered(client, 'checkout.session.completed', pending)
    const waiting = await shownTo(client, user)
    assert.isFalse(waiting.subscribed, 'not Premium before the Pix is paid')

    const paidAt = new Date()
    await delivered(
      client,
      'checkout.session.async_payment_succeeded',
      {
        ...pending,
        payment_status: 'paid',
      },
      { created: paidAt }
    )

    const shown = await shownTo(client, user)
    assert.isTrue(shown.subscribed)
    assert.isNull(shown.payment)
    assert.isNull(shown.status, 'no Stripe subscription behind the annual plan')
    const expected = DateTime.fromSeconds(unix(paidAt)).plus({ months: 12 })
    assert.equal(DateTime.fromISO(shown.annualAccessUntil).toSeconds(), expected.toSeconds())
    assert.isFalse(shown.canBuyAnnual, 'another year is offered only in the last 30 days')
    assert.isTrue(await opensPremium(client, user, url))

    /* The year ends: the lesson closes again, nothing renews. */
    await Subscription.query()
      .where('userId', user.id)
      .update({ annualAccessUntil: new Date(Date.now() - MINUTE) })
    assert.isFalse(await opensPremium(client, user, url))
    const after = await statusOf(user)
    assert.isTrue(after.canBuyAnnual)
  })

  test('the same payment event delivered twice, or completed then succeeded, grants one year', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const { paid, event } = await payAnnualPix(client, user, stripe)
    const again = await deliverStripeEvent(client, event)
    again.assertStatus(200)
    await deliverEvent(client, 'checkout.session.completed', paid)

    const granted = await Subscription.findByOrFail('userId', user.id)
    const until = granted.annualAccessUntil!
    const expected = DateTime.fromSeconds(event.created).plus({ months: 12 })
    assert.equal(until.toSeconds(), expected.toSeconds())
  })

  test('an expired Pix leaves the member as they were and says "O Pix expirou sem pagamento."', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const url = await premiumLesson()
    const { id } = await startAnnualPix(client, user, stripe)
    const expired = await annualPixSession(user, id, {
      status: 'expired',
      paymentStatus: 'unpaid',
    })
    await delivered(client, 'checkout.session.expired', expired)

    const shown = await shownTo(client, user)
    assert.isFalse(shown.subscribed)
    assert.isNull(shown.annualAccessUntil)
    assert.deepInclude(shown.payment, { method: 'pix', state: 'expired', url: null })
    assert.isTrue(shown.canBuyAnnual)
    assert.isFalse(await opensPremium(client, user, url))
  })

  test('a Pix past its 30 minutes is shown as expired even before Stripe says so', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await startAnnualPix(client, user, stripe)
    await Subscription.query()
      .where('userId', user.id)
      .update({ pendingExpiresAt: new Date(Date.now() - MINUTE) })
    const shown = await shownTo(client, user)
    assert.deepInclude(shown.payment, { method: 'pix', state: 'expired', url: null })
  })

  test('the expiry of an older Pix does not erase the one the member is paying now', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const first = await startAnnualPix(client, user, stripe)
    const second = await startAnnualPix(client, user, stripe)
    await deliverEvent(
      client,
      'checkout.session.expired',
      await annualPixSession(user, first.id, {
        status: 'expired',
        paymentStatus: 'unpaid',
      })
    )
    const shown = await shownTo(client, user)
    assert.deepInclude(shown.payment, {
      state: 'pending',
      url: `https://checkout.stripe.test/c/pay/${second.id}`,
    })
  })

  test('a member with a live monthly subscription is told the annual plan does not add to it', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await Subscription.create({
      userId: user.id,
      stripeCustomerId: 'cus_monthly',
      stripeSubscriptionId: 'sub_monthly',
      status: 'active',
      currentPeriodEnd: DateTime.now().plus({ days: 20 }),
    })
    const response = await client
      .post('/assinatura/plano-anual-pix')
      .loginAs(user)
      .withCsrfToken()
      .header('referer', '/dashboard')
      .redirects(0)
    response.assertStatus(302)
    assert.equal(toastOf(response)?.title, 'Você já tem a assinatura mensal')
    assert.lengthOf(stripe().requestsTo('POST /v1/checkout/sessions'), 0)
    const shown = await shownTo(client, user)
    assert.isFalse(shown.canBuyAnnual, 'the page offers no annual plan')
  })

  test('without a session the annual plan asks to sign in and reaches no Stripe', async ({
    client,
    assert,
  }) => {
    const response = await client.post('/assinatura/plano-anual-pix').withCsrfToken().redirects(0)
    response.assertStatus(302)
    assert.equal(response.header('location'), '/auth')
    assert.equal(toastOf(response)?.title, 'Entre na sua conta')
    assert.lengthOf(stripe().requestsTo('POST /v1/checkout/sessions'), 0)
  })

  test('the return from a paid Pix Checkout confirms it like the webhook would', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const { id } = await startAnnualPix(client, user, stripe)
    stripe().addCheckoutSession(await annualPixSession(user, id))
    const response = await client
      .get(`/dashboard?success=true&session_id=${id}`)
      .withInertia()
      .loginAs(user)
    response.assertStatus(200)
    assert.equal(response.inertiaProps.checkout, 'confirmed')
    assert.isTrue(response.inertiaProps.subscription.subscribed)
    assert.isNotNull(response.inertiaProps.subscription.annualAccessUntil)
  })
})

test.group('Boleto and Pix: the admin sets the annual discount', (group) => {
  const stripe = useFakeStripe(group)
  group.each.setup(() => () => forgetContent(['premium-offer']))

  async function administrator(role: 'admin' | 'editor' = 'admin') {
    const user = await UserFactory.create()
    await AdminUser.create({ userId: user.id, role })
    return user
  }

  test('an administrator saves 30 %, and the next annual Checkout charges R$ 310,80', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const response = await client
      .put('/admin/configuracoes/plano-anual')
      .json({ discountPercent: 30 })
      .loginAs(admin)
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    assert.equal(response.header('location'), '/admin/configuracoes')
    assert.equal(toastOf(response)?.title, 'Plano anual atualizado')

    const page = await client.get('/admin/configuracoes').withInertia().loginAs(admin)
    assert.deepEqual(page.inertiaProps.annualPix, { discountPercent: 30, amountCents: 31080 })

    const learner = await UserFactory.create()
    const { params } = await startAnnualPix(client, learner, stripe)
    assert.equal(params['line_items[0][price_data][unit_amount]'], '31080')
  })

  test('a discount of {$self} is refused next to the field and nothing changes')
    .with(['51', '-1', '12.5', 'vinte', ''])
    .run(async ({ client, assert }, value) => {
      const admin = await administrator()
      const response = await client
        .put('/admin/configuracoes/plano-anual')
        .json({ discountPercent: value })
        .loginAs(admin)
        .withCsrfToken()
        .header('referer', '/admin/configuracoes')
        .redirects(0)
      response.assertStatus(302)
      const errors = response.flashMessages().inputErrorsBag as Record<string, string[]> | undefined
      assert.isString(errors?.discountPercent?.[0])
      assert.match(errors!.discountPercent[0], /desconto do plano anual/)
      assert.deepEqual(await new PremiumOfferService().annualPix(), {
        discountPercent: 20,
        amountCents: 35520,
      })
    })

  test('an editor cannot change the discount', async ({ client, assert }) => {
    const editor = await administrator('editor')
    const response = await client
      .put('/admin/configuracoes/plano-anual')
      .json({ discountPercent: 40 })
      .loginAs(editor)
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(403)
    const offer = await new PremiumOfferService().annualPix()
    assert.equal(offer.discountPercent, 20)
  })
})
