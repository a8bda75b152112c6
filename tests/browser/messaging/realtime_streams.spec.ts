import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import Profile from '#models/profile'
import { UserFactory } from '#database/factories/course_factory'
import limiter from '@adonisjs/limiter/services/main'
import ForumService from '#services/community/forum_service'
import { DiscussionFactory } from '#database/factories/forum_factory'
import { hydrated } from '../helpers.js'

async function member(fullName: string, email?: string) {
  const user = await UserFactory.merge({
    fullName,
    emailVerifiedAt: DateTime.now(),
    ...(email ? { email } : {}),
  }).create()
  await Profile.create({ userId: user.id, fullName, role: 'student' })
  return user
}

/*
| The page opens a Transmit stream only for a signed-in member, with the
| stream id the server issued to the page (the server refuses any other).
*/
test.group('Real-time streams in Chromium', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('a visitor’s pages open no stream; a member’s page opens one the server accepts', async ({
    assert,
    browserContext,
    visit,
  }) => {
    const realtimeRequests: string[] = []
    browserContext.on('request', (request) => {
      if (request.url().includes('/__transmit/')) realtimeRequests.push(request.url())
    })

    for (const path of ['/', '/auth']) {
      const page = await visit(path)
      /* Every request of the page has ended: none was a stream. */
      await page.waitForLoadState('networkidle')
      await page.close()
    }
    assert.deepEqual(realtimeRequests, [])

    const user = await member('Dora Martins')
    await browserContext.loginAs(user)
    await browserContext.routeWebSocket(/.*/, () => {})
    /* Accepted: the stream and the subscription carry the id issued to this session. */
    const accepted = Promise.all([
      browserContext.waitForEvent('response', {
        predicate: (response) => response.url().includes('/__transmit/events'),
      }),
      browserContext.waitForEvent('response', {
        predicate: (response) => response.url().endsWith('/__transmit/subscribe'),
      }),
    ])
    const page = await visit('/dashboard')
    const [stream, subscription] = await accepted
    assert.equal(stream.status(), 200)
    assert.equal(subscription.status(), 204)
    /* Nothing of the page reaches the server once the test's transaction is gone. */
    await page.close()
  }).timeout(120_000)

  test('signed out and in again in the same tab (a new session), the page listens live with the new session’s id', async ({
    browserContext,
    visit,
  }) => {
    const first = await member('Dora Martins')
    const second = await member('Elis Moura', 'elis@exemplo.com.br')
    const discussion = await DiscussionFactory.merge({
      userId: second.id,
      title: 'Rega no florescimento',
    }).create()

    await browserContext.loginAs(first)
    await browserContext.routeWebSocket(/.*/, () => {})
    const subscribedAs = (user: { id: number }) =>
      browserContext.waitForEvent('response', {
        predicate: (response) =>
          response.url().endsWith('/__transmit/subscribe') &&
          response.status() === 204 &&
          (response.request().postData() ?? '').includes(`users/${user.id}`),
      })
    const firstListening = subscribedAs(first)
    const page = await hydrated(await visit('/dashboard'))
    await firstListening

    /* Out and in again through the header, without reloading the page. */
    await page.getByRole('button', { name: 'Menu da conta' }).click()
    await page.getByRole('menuitem', { name: 'Sair da conta' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await page.getByRole('link', { name: 'Entrar' }).first().click()
    await page.waitForURL('**/auth?aba=login')
    await page.getByLabel('E-mail').fill('elis@exemplo.com.br')
    await page.getByLabel('Senha').fill('segredo123')
    const secondListening = subscribedAs(second)
    await page.getByRole('button', { name: 'Entrar', exact: true }).click()
    await page.waitForURL('**/dashboard')
    await secondListening

    /* A reply to her discussion reaches the open page live. */
    await new ForumService().reply(discussion, first.id, 'Menos água na última semana.')
    await page.getByRole('button', { name: 'Notificações, 1 não lida' }).waitFor()
    await page.close()
  }).timeout(120_000)
})
