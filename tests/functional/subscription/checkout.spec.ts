import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { appUrl } from '#config/app'
import Subscription from '#models/subscription'
import { UserFactory } from '#database/factories/course_factory'
import { FAKE_PRICE_ID, FAKE_SECRET_KEY, useFakeStripe } from '#tests/helpers/fake_stripe'
import { toastOf } from '#tests/helpers/toast'

test.group('Subscription checkout (Assinar Agora)', (group) => {
  const stripe = useFakeStripe(group)

  test('a signed-in learner is sent (303) to the Stripe Checkout of the Premium plan', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.merge({
      email: 'ana@exemplo.com',
      fullName: 'Ana Souza',
    }).create()

    const response = await client
      .post('/assinatura/checkout')
      .loginAs(user)
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(303)
    const [session] = stripe().requestsTo('POST /v1/checkout/sessions')
    assert.match(
      response.header('location') ?? '',
      /^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_fake_\d+$/
    )
    const row = await Subscription.findByOrFail('userId', user.id)
    assert.deepInclude(session.params, {
      'mode': 'subscription',
      'customer': row.stripeCustomerId!,
      'client_reference_id': String(user.id),
      'line_items[0][price]': FAKE_PRICE_ID,
      'line_items[0][quantity]': '1',
      'allowed_payment_method_types[0]': 'card',
      'allowed_payment_method_types[1]': 'boleto',
      'success_url': `${appUrl}/dashboard?success=true&session_id={CHECKOUT_SESSION_ID}`,
      'cancel_url': `${appUrl}/cursos`,
      'locale': 'pt-BR',
      'metadata[user_id]': String(user.id),
      'subscription_data[metadata][user_id]': String(user.id),
    })
    assert.equal(session.headers.authorization, `Bearer ${FAKE_SECRET_KEY}`)

    const [customer] = stripe().requestsTo('POST /v1/customers')
    assert.deepInclude(customer.params, {
      'email': 'ana@exemplo.com',
      'name': 'Ana Souza',
      'metadata[user_id]': String(user.id),
    })
    assert.match(String(customer.headers['idempotency-key']), new RegExp(`^customer-${user.id}-`))
    assert.isNull(row.status, 'nothing is subscribed before Stripe confirms it')
  })

  test('the Stripe customer is created once and reused on the next checkouts', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()

    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await client
        .post('/assinatura/checkout')
        .loginAs(user)
        .withCsrfToken()
        .redirects(0)
      response.assertStatus(303)
    }

    const customers = stripe().requestsTo('POST /v1/customers')
    const sessions = stripe().requestsTo('POST /v1/checkout/sessions')
    assert.lengthOf(customers, 1)
    assert.lengthOf(sessions, 3)
    const row = await Subscription.findByOrFail('userId', user.id)
    assert.deepEqual(
      sessions.map((session) => session.params.customer),
      [row.stripeCustomerId, row.stripeCustomerId, row.stripeCustomerId]
    )
  })

  test('a customer kept from an earlier checkout is reused without asking Stripe for a new one', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    stripe().addCustomer('cus_existing')
    await Subscription.create({
      userId: user.id,
      stripeCustomerId: 'cus_existing',
      status: 'canceled',
    })

    const response = await client
      .post('/assinatura/checkout')
      .loginAs(user)
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(303)
    assert.lengthOf(stripe().requestsTo('POST /v1/customers'), 0)
    assert.equal(
      stripe().requestsTo('POST /v1/checkout/sessions')[0].params.customer,
      'cus_existing'
    )
  })

  test('a stored customer Stripe no longer knows (other account, test → live) is replaced once', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await Subscription.create({ userId: user.id, stripeCustomerId: 'cus_from_another_account' })

    const response = await client
      .post('/assinatura/checkout')
      .loginAs(user)
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(303)
    const sessions = stripe().requestsTo('POST /v1/checkout/sessions')
    assert.lengthOf(sessions, 2)
    assert.equal(sessions[0].params.customer, 'cus_from_another_account')
    const row = await Subscription.findByOrFail('userId', user.id)
    assert.notEqual(row.stripeCustomerId, 'cus_from_another_account')
    assert.equal(sessions[1].params.customer, row.stripeCustomerId)
  })

  test('without a session: the "Entre na sua conta" toast, the sign-in page, and nothing sent to Stripe', async ({
    client,
    assert,
  }) => {
    const response = await client.post('/assinatura/checkout').withCsrfToken().redirects(0)

    response.assertStatus(302)
    response.assertHeader('location', '/auth')
    assert.deepInclude(toastOf(response), {
      title: 'Entre na sua conta',
      description: 'Você precisa estar conectado para assinar.',
    })
    assert.lengthOf(stripe().requests, 0)
  })

  test('when Stripe fails, the learner goes back to the page with "Erro ao abrir o pagamento"', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    stripe().fail('POST /v1/checkout/sessions', { status: 500 })

    const response = await client
      .post('/assinatura/checkout')
      .header('referer', '/cursos')
      .loginAs(user)
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    response.assertHeader('location', '/cursos')
    assert.deepInclude(toastOf(response), {
      title: 'Erro ao abrir o pagamento',
      description: 'Tente novamente mais tarde.',
    })
    assert.equal(toastOf(response)?.variant, 'destructive')
  })

  test('when Stripe refuses the request (bad price), the toast is also "Erro ao abrir o pagamento"', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    stripe().fail('POST /v1/checkout/sessions', {
      status: 400,
      type: 'invalid_request_error',
      code: 'resource_missing',
      param: 'line_items[0][price]',
      message: 'No such price',
    })

    const response = await client
      .post('/assinatura/checkout')
      .loginAs(user)
      .withCsrfToken()
      .redirects(0)

    assert.equal(toastOf(response)?.title, 'Erro ao abrir o pagamento')
  })

  test('an unexpected failure shows "Erro" / "Ocorreu um erro inesperado."', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    stripe().respondWith('POST /v1/checkout/sessions', 200, {
      id: 'cs_without_url',
      object: 'checkout.session',
      url: null,
    })

    const response = await client
      .post('/assinatura/checkout')
      .loginAs(user)
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    assert.deepInclude(toastOf(response), {
      title: 'Erro',
      description: 'Ocorreu um erro inesperado.',
    })
  })

  test('without Stripe keys, checkout says payments are not configured on this installation', async ({
    client,
    assert,
  }) => {
    stripe().useAsStripe({ secretKey: null, priceId: null })
    const user = await UserFactory.create()

    const response = await client
      .post('/assinatura/checkout')
      .loginAs(user)
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    assert.deepInclude(toastOf(response), {
      title: 'Pagamentos indisponíveis',
      description:
        'Os pagamentos não estão configurados nesta instalação. Fale com a administração da escola.',
    })
    assert.lengthOf(stripe().requests, 0)
  })

  test('a subscriber asking to subscribe again is told the subscription is already active', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await Subscription.create({
      userId: user.id,
      stripeCustomerId: 'cus_premium',
      stripeSubscriptionId: 'sub_premium',
      status: 'active',
      currentPeriodEnd: DateTime.now().plus({ days: 20 }),
    })

    const response = await client
      .post('/assinatura/checkout')
      .loginAs(user)
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    assert.equal(toastOf(response)?.title, 'Você já é Premium')
    assert.lengthOf(stripe().requests, 0)
  })

  test('a checkout post without the CSRF token is refused and reaches no Stripe', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()

    const response = await client.post('/assinatura/checkout').loginAs(user).redirects(0)

    assert.equal(toastOf(response)?.title, 'Sessão expirada')
    assert.lengthOf(stripe().requests, 0)
  })
})

test.group('Customer portal (Gerenciar Assinatura)', (group) => {
  const stripe = useFakeStripe(group)

  test('a subscriber is sent (303) to their Stripe portal, which returns to the page it was opened from', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    stripe().addCustomer('cus_portal')
    await Subscription.create({
      userId: user.id,
      stripeCustomerId: 'cus_portal',
      stripeSubscriptionId: 'sub_portal',
      status: 'active',
    })

    const response = await client
      .post('/assinatura/portal')
      .header('referer', '/cursos')
      .loginAs(user)
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(303)
    const [portal] = stripe().requestsTo('POST /v1/billing_portal/sessions')
    assert.match(
      response.header('location') ?? '',
      /^https:\/\/billing\.stripe\.test\/p\/session\/bps_fake_\d+$/
    )
    assert.deepInclude(portal.params, {
      customer: 'cus_portal',
      return_url: `${appUrl}/cursos`,
      locale: 'pt-BR',
    })
  })

  test('opened without a referring page, the portal returns to the dashboard', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    stripe().addCustomer('cus_portal')
    await Subscription.create({ userId: user.id, stripeCustomerId: 'cus_portal', status: 'active' })

    await client.post('/assinatura/portal').loginAs(user).withCsrfToken().redirects(0)

    assert.equal(
      stripe().requestsTo('POST /v1/billing_portal/sessions')[0].params.return_url,
      `${appUrl}/dashboard`
    )
  })

  test('without a session: the portal sign-in text and nothing sent to Stripe', async ({
    client,
    assert,
  }) => {
    const response = await client.post('/assinatura/portal').withCsrfToken().redirects(0)

    response.assertHeader('location', '/auth')
    assert.equal(
      toastOf(response)?.description,
      'Você precisa estar conectado para gerenciar sua assinatura.'
    )
    assert.lengthOf(stripe().requests, 0)
  })

  test('a learner who never subscribed gets "Erro ao abrir portal" and no portal', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()

    const response = await client
      .post('/assinatura/portal')
      .loginAs(user)
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    assert.deepInclude(toastOf(response), {
      title: 'Erro ao abrir portal',
      description: 'Você ainda não tem uma assinatura para gerenciar.',
    })
    assert.lengthOf(stripe().requests, 0)
  })

  test('when Stripe fails, the toast is "Erro ao abrir portal"', async ({ client, assert }) => {
    const user = await UserFactory.create()
    await Subscription.create({ userId: user.id, stripeCustomerId: 'cus_portal', status: 'active' })
    stripe().fail('POST /v1/billing_portal/sessions', { status: 500 })

    const response = await client
      .post('/assinatura/portal')
      .loginAs(user)
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    assert.deepInclude(toastOf(response), {
      title: 'Erro ao abrir portal',
      description: 'Tente novamente mais tarde.',
    })
  })

  test('without Stripe keys, the portal says payments are not configured', async ({
    client,
    assert,
  }) => {
    stripe().useAsStripe({ secretKey: null, priceId: null })
    const user = await UserFactory.create()
    await Subscription.create({ userId: user.id, status: 'active' })

    const response = await client
      .post('/assinatura/portal')
      .loginAs(user)
      .withCsrfToken()
      .redirects(0)

    assert.equal(toastOf(response)?.title, 'Pagamentos indisponíveis')
    assert.lengthOf(stripe().requests, 0)
  })
})
