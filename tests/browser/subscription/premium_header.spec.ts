import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import { UserFactory } from '#database/factories/course_factory'
import { SubscriptionFactory } from '#database/factories/subscription_factory'
import { STATUS_RECHECK_INTERVAL_MS } from '#domain/subscription/subscription'
import { freeLearner, subscribe } from '#tests/helpers/premium'
import { hydrated } from '../helpers.js'

test.group('Premium label and offer button', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a subscriber sees the Premium label in the header and no checkout offer', async ({
    browserContext,
    visit,
  }) => {
    const user = await UserFactory.merge({ emailVerifiedAt: DateTime.now() }).create()
    await SubscriptionFactory.merge({ userId: user.id }).create()
    await browserContext.loginAs(user)

    const page = await visit('/')
    await page.getByTestId('premium-badge').first().waitFor()
    await page.assertTextContains('body', 'Você já é Premium: acessar meus cursos')
  })

  test('a signed-in learner without Premium gets the checkout form in a new tab', async ({
    browserContext,
    visit,
    assert,
  }) => {
    const user = await UserFactory.merge({ emailVerifiedAt: DateTime.now() }).create()
    await browserContext.loginAs(user)

    const page = await visit('/')
    await page.assertNotExists('[data-testid="premium-badge"]')
    const button = page.getByRole('button', { name: 'Assinar Agora - R$ 37/mês' }).first()
    await button.waitFor()
    const form = button.locator('xpath=ancestor::form')
    assert.equal(await form.getAttribute('target'), '_blank')
    assert.equal(await form.getAttribute('action'), '/assinatura/checkout')
  })

  test('an open page picks up a subscription started elsewhere at the next minute check', async ({
    browserContext,
    visit,
  }) => {
    const user = await freeLearner()
    await browserContext.loginAs(user)
    /* The page's timers run on Playwright's clock: the test moves a minute on instead of waiting. */
    const page = await visit('about:blank')
    await page.clock.install()
    await page.goto('/')
    await hydrated(page)
    await page.getByRole('button', { name: 'Assinar Agora - R$ 37/mês' }).first().waitFor()

    await subscribe(user)
    await page.clock.runFor(STATUS_RECHECK_INTERVAL_MS)
    await page.getByTestId('premium-badge').first().waitFor()
  })
})
