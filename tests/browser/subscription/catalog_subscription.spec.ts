import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import { SubscriptionFactory } from '#database/factories/subscription_factory'
import { hydrated } from '../helpers.js'
import { createCourse, createLearner } from '../../functional/catalog/helpers.js'

test.group('Catalogue subscription card in Chromium', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a subscriber sees Premium Ativo, the plan and the renewal date on /cursos', async ({
    visit,
    browserContext,
  }) => {
    await createCourse({ title: 'Cultivo Indoor Avançado' })
    const subscriber = await createLearner()
    await SubscriptionFactory.merge({
      userId: subscriber.id,
      stripeCustomerId: 'cus_test_catalogue',
      currentPeriodEnd: DateTime.fromISO('2027-03-15T12:00:00', { zone: 'America/Sao_Paulo' }),
    }).create()
    await browserContext.loginAs(subscriber)

    const page = await hydrated(await visit('/cursos'))
    const card = page.getByTestId('catalog-subscription-card')
    await card.getByText('Premium Ativo', { exact: true }).waitFor()
    await card.getByText('Plano Premium').waitFor()
    await card.getByText('Renova em 15/03/2027').waitFor()
    await card.getByRole('button', { name: /Gerenciar Assinatura/ }).waitFor()
    await page.assertNotExists(card.getByRole('button', { name: /Assinar Agora/ }))
  })

  test('a learner without Premium sees the price and Assinar Agora opening the checkout in a new tab', async ({
    visit,
    browserContext,
    assert,
  }) => {
    await createCourse({ title: 'Cultivo Indoor Avançado' })
    const learner = await createLearner()
    await browserContext.loginAs(learner)

    const page = await hydrated(await visit('/cursos'))
    const card = page.getByTestId('catalog-subscription-card')
    await card.getByText('R$ 37').waitFor()
    const subscribe = card.getByRole('button', { name: /Assinar Agora/ })
    await subscribe.waitFor()
    const form = subscribe.locator('xpath=ancestor::form')
    assert.equal(await form.getAttribute('action'), '/assinatura/checkout')
    assert.equal(await form.getAttribute('target'), '_blank')
    await page.assertNotExists(page.getByText('Premium Ativo', { exact: true }))
  })
})
