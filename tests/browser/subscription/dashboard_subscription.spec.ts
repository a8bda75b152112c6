import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import { UserFactory } from '#database/factories/course_factory'
import { SubscriptionFactory } from '#database/factories/subscription_factory'
import Subscription from '#models/subscription'
import { useFakeStripe } from '#tests/helpers/fake_stripe'
import { hydrated, toastWith } from '../helpers.js'

function confirmedLearner() {
  return UserFactory.merge({ emailVerifiedAt: DateTime.now() }).create()
}

test.group('Dashboard subscription card, banner and checkout toast in Chromium', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('back from checkout, /dashboard?success=true shows the welcome toast and the URL loses its query', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const learner = await confirmedLearner()
    await SubscriptionFactory.merge({ userId: learner.id }).create()
    await browserContext.loginAs(learner)

    const page = await hydrated(await visit('/dashboard?success=true'))
    await toastWith(page, 'Assinatura realizada com sucesso!').waitFor()
    await toastWith(page, 'Bem-vindo ao Plano Premium. Aproveite todos os benefícios!').waitFor()
    await page.waitForURL((url) => url.pathname === '/dashboard' && url.search === '')
    assert.equal(new URL(page.url()).search, '')
  })

  test('a subscriber sees Plano Premium Ativo with the renewal date and Gerenciar Assinatura', async ({
    visit,
    browserContext,
  }) => {
    const learner = await confirmedLearner()
    await SubscriptionFactory.merge({
      userId: learner.id,
      stripeCustomerId: 'cus_test_dashboard',
      currentPeriodEnd: DateTime.fromISO('2027-03-15T12:00:00', { zone: 'America/Sao_Paulo' }),
    }).create()
    await browserContext.loginAs(learner)

    const page = await hydrated(await visit('/dashboard'))
    const card = page.getByTestId('dashboard-subscription-card')
    await card.getByText('Plano Premium Ativo').waitFor()
    await card.getByText('Renova em 15/03/2027').waitFor()
    await card.getByRole('button', { name: /Gerenciar Assinatura/ }).waitFor()
    await page.assertNotExists(page.getByRole('link', { name: 'Ver Planos Premium' }))
    await page.assertNotExists(page.getByTestId('payment-failed-banner'))
  })

  test('a learner without Premium gets the upgrade card, whose Ver Planos Premium opens /cursos', async ({
    visit,
    browserContext,
  }) => {
    const learner = await confirmedLearner()
    await browserContext.loginAs(learner)

    const page = await hydrated(await visit('/dashboard'))
    const card = page.getByTestId('dashboard-subscription-card')
    await card.getByText('R$ 37/mês', { exact: false }).waitFor()
    await page.assertNotExists(page.getByText('Plano Premium Ativo'))
    await card.getByRole('link', { name: 'Ver Planos Premium' }).click()
    await page.waitForURL('**/cursos')
  })

  test('a learner whose payment failed sees the banner asking to update the card', async ({
    visit,
    browserContext,
  }) => {
    const learner = await confirmedLearner()
    await SubscriptionFactory.merge({
      userId: learner.id,
      stripeCustomerId: 'cus_test_past_due',
      status: 'past_due',
      paymentFailedAt: DateTime.now().minus({ hours: 2 }),
    }).create()
    await browserContext.loginAs(learner)

    const page = await hydrated(await visit('/dashboard'))
    const banner = page.getByTestId('payment-failed-banner')
    await banner.getByText('Não conseguimos cobrar sua assinatura').waitFor()
    await banner
      .getByText('Atualize seu cartão no portal de assinatura para manter o acesso Premium.')
      .waitFor()
    await banner.getByRole('button', { name: /Atualizar cartão/ }).waitFor()
  })
})

test.group('Back from Stripe Checkout before the payment is confirmed, in Chromium', (group) => {
  const stripe = useFakeStripe(group)

  test('a typed ?success=true without a subscription shows no success toast and cleans the URL', async ({
    visit,
    browserContext,
  }) => {
    const learner = await confirmedLearner()
    await browserContext.loginAs(learner)

    const page = await hydrated(await visit('/dashboard?success=true'))
    await page.waitForURL((url) => url.pathname === '/dashboard' && url.search === '')
    await page
      .getByTestId('dashboard-subscription-card')
      .getByText('R$ 37/mês', { exact: false })
      .waitFor()
    await page.assertNotExists(toastWith(page, 'Assinatura realizada com sucesso!'))
    await page.assertNotExists(page.getByTestId('checkout-confirming'))
  })

  test('an unpaid own checkout shows Confirmando seu pagamento..., then the success toast once the webhook activated it', async ({
    visit,
    browserContext,
  }) => {
    const learner = await confirmedLearner()
    const row = await Subscription.create({ userId: learner.id, stripeCustomerId: 'cus_browser' })
    stripe().addCheckoutSession({
      id: 'cs_test_browser_boleto',
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      payment_status: 'unpaid',
      customer: 'cus_browser',
      subscription: 'sub_browser',
      client_reference_id: String(learner.id),
      metadata: { user_id: String(learner.id) },
    })
    await browserContext.loginAs(learner)

    const page = await hydrated(
      await visit('/dashboard?success=true&session_id=cs_test_browser_boleto')
    )
    await page
      .getByTestId('checkout-confirming')
      .getByText('Confirmando seu pagamento...')
      .waitFor()
    await page.assertNotExists(toastWith(page, 'Assinatura realizada com sucesso!'))

    /* The webhook arrives: the page, asking again every few seconds, turns into the welcome toast. */
    row.merge({ status: 'active', stripeSubscriptionId: 'sub_browser' })
    await row.save()
    await toastWith(page, 'Assinatura realizada com sucesso!').waitFor({ timeout: 15_000 })
    await page.waitForURL((url) => url.pathname === '/dashboard' && url.search === '')
    await page.assertNotExists(page.getByTestId('checkout-confirming'))
    await page.getByTestId('dashboard-subscription-card').getByText('Plano Premium Ativo').waitFor()
  })
})
