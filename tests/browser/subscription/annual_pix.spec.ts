import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import Subscription from '#models/subscription'
import { UserFactory } from '#database/factories/course_factory'
import {
  signedDelivery,
  stripeCheckoutSession,
  stripeEvent,
  useFakeStripe,
} from '#tests/helpers/fake_stripe'
import { hydrated } from '../helpers.js'

test.group('Plano anual via Pix in Chromium', (group) => {
  const stripe = useFakeStripe(group)

  test('a member starts the annual Pix, sees it waiting, and after the payment sees Premium with "Acesso até"', async ({
    visit,
    browserContext,
    client,
    assert,
  }) => {
    const learner = await UserFactory.merge({ emailVerifiedAt: DateTime.now() }).create()
    await browserContext.loginAs(learner)
    /* The fake Stripe Checkout page is never fetched from the internet. */
    await browserContext.route('https://checkout.stripe.test/**', (route) => route.abort())

    const page = await hydrated(await visit('/dashboard'))
    const offer = page.getByTestId('annual-pix-offer')
    await offer.getByText('Plano anual via Pix: R$ 355,20').waitFor()
    const pay = offer.getByRole('button', { name: /Pagar com Pix/ })
    const form = pay.locator('xpath=ancestor::form')
    assert.equal(await form.getAttribute('target'), '_blank')
    /* The same form in this tab, so the test sees its request end (the CSP allows only Stripe's real host). */
    await form.evaluate((element) =>
      (element as unknown as { removeAttribute(name: string): void }).removeAttribute('target')
    )
    const posted = new Promise<void>((resolve) => {
      const ended = (request: { url(): string }) => {
        if (request.url().endsWith('/assinatura/plano-anual-pix')) resolve()
      }
      page.on('requestfinished', ended)
      page.on('requestfailed', ended)
    })
    await pay.click()
    await posted
    const [created] = stripe().requestsTo('POST /v1/checkout/sessions')
    assert.equal(created.params['allowed_payment_method_types[0]'], 'pix')
    const row = await Subscription.findByOrFail('userId', learner.id)
    assert.match(
      row.pendingUrl ?? '',
      /^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_fake_\d+$/
    )
    const sessionId = row.pendingSessionId!

    /* Back on the dashboard: the Pix is waiting, with the minutes left and the page to reopen. */
    await hydrated(await page.goto('/dashboard').then(() => page))
    const card = page.getByTestId('dashboard-subscription-card')
    await card.getByText(/Pix expira em (30|29) min/).waitFor()
    await card.getByRole('link', { name: /Abrir o pagamento Pix/ }).waitFor()

    /* Stripe confirms the Pix. */
    const { payload, header } = signedDelivery(
      stripeEvent(
        'checkout.session.async_payment_succeeded',
        stripeCheckoutSession({
          id: sessionId,
          mode: 'payment',
          offer: 'annual_pix',
          customer: row.stripeCustomerId!,
          userId: learner.id,
          paymentStatus: 'paid',
        })
      )
    )
    const delivery = await client
      .post('/webhooks/stripe')
      .header('stripe-signature', header)
      .type('application/json')
      .unsafeJson(payload)
    delivery.assertStatus(200)

    await page.reload()
    const end = DateTime.now().setZone('America/Sao_Paulo').plus({ months: 12 })
    await card.getByText('Plano Premium Ativo').waitFor()
    await card
      .getByText(`Acesso até ${end.toFormat('dd/MM/yyyy')}, sem renovação automática`)
      .waitFor()
    await page.assertNotExists(card.getByText(/Pix expira/))
    await page.assertNotExists(card.getByRole('button', { name: /Gerenciar Assinatura/ }))
  })
})
