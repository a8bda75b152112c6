import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import RealtimeService from '#services/messaging/realtime_service'
import { signedInBrowser } from '#tests/helpers/realtime'
import { member, notificationFor } from './helpers.js'

test.group('Notifications: the live channel users/{id}', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a member subscribes to their own channel and hears their counts', async ({
    assert,
    cleanup,
  }) => {
    const me = await member()
    const browser = await signedInBrowser(me)
    const stream = await browser.openStream()
    cleanup(() => stream.close())
    await stream.subscribe(`users/${me.id}`)

    await notificationFor(me)
    await new RealtimeService().pushUnread(me.id)

    const pushed = await stream.waitFor(
      'a contagem do próprio membro',
      (event) => event.channel === `users/${me.id}` && event.payload?.notifications === 1
    )
    assert.deepEqual(pushed.payload, { type: 'unread', messages: 0, notifications: 1 })
  })

  test('a subscription never answers with a cookie, so one landing after a sign-out cannot restore the old session', async ({
    assert,
    cleanup,
  }) => {
    const me = await member()
    const browser = await signedInBrowser(me)
    const stream = await browser.openStream()
    cleanup(() => stream.close())

    /* A page read that changes nothing in the session sends no cookie back either (QuietSessionMiddleware). */
    const page = await browser.visit('/perfil')
    await page.arrayBuffer()
    assert.equal(page.status, 200)
    assert.isEmpty(page.headers.getSetCookie(), 'a page read sends no cookie')

    for (const action of ['subscribe', 'unsubscribe']) {
      const response = await browser.postJson(`/__transmit/${action}`, {
        uid: stream.uid,
        channel: `users/${me.id}`,
      })
      await response.arrayBuffer()
      assert.equal(response.status, 204, action)
      assert.isEmpty(response.headers.getSetCookie(), action)
    }
  })

  test('another member’s channel is refused (Transmit answers 400), and so is a visitor (401)', async ({
    assert,
    cleanup,
  }) => {
    const me = await member()
    const intruder = await member()
    const mine = await signedInBrowser(me)
    const theirs = await signedInBrowser(intruder)
    const intruderStream = await theirs.openStream()
    const stream = await mine.openStream()
    cleanup(() => {
      stream.close()
      intruderStream.close()
    })
    const subscribe = async (visitor: typeof mine, uid: string) => {
      const response = await visitor.postJson('/__transmit/subscribe', {
        uid,
        channel: `users/${me.id}`,
      })
      await response.arrayBuffer()
      return response.status
    }

    assert.equal(await subscribe(theirs, intruderStream.uid), 400)

    /* Signed out, the same browser's stream id is refused before any channel is looked at. */
    const signedOut = await theirs.request('/logout', { method: 'POST' })
    await signedOut.arrayBuffer()
    assert.equal(await subscribe(theirs, intruderStream.uid), 401)

    /* The member's own stream may listen to their channel. */
    assert.equal(await subscribe(mine, stream.uid), 204)
  })
})
