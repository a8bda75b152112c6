import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import Profile from '#models/profile'
import { UserFactory } from '#database/factories/course_factory'
import { hydrated } from '../helpers.js'

/*
| The page opens a Transmit stream only for a signed-in member, with the
| stream id the server issued to the page (the server refuses any other).
*/
test.group('Real-time streams in Chromium', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a visitor’s pages open no stream; a member’s page opens one the server accepts', async ({
    assert,
    browserContext,
    visit,
  }) => {
    const realtimeRequests: string[] = []
    browserContext.on('request', (request) => {
      if (request.url().includes('/__transmit/')) realtimeRequests.push(request.url())
    })

    for (const path of ['/', '/cursos', '/auth']) {
      const page = await hydrated(await visit(path))
      /* Every request of the page has ended: none was a stream. */
      await page.waitForLoadState('networkidle')
      await page.close()
    }
    assert.deepEqual(realtimeRequests, [])

    const user = await UserFactory.merge({
      fullName: 'Dora Martins',
      emailVerifiedAt: DateTime.now(),
    }).create()
    await Profile.create({ userId: user.id, fullName: 'Dora Martins', role: 'student' })
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
})
