import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import testUtils from '@adonisjs/core/services/test_utils'
import RealtimeService from '#services/messaging/realtime_service'
import { member, notificationFor } from './helpers.js'

const baseUrl = () => `http://${process.env.HOST}:${process.env.PORT}`

/**
 * A browser's Transmit stream (GET /__transmit/events): subscriptions are
 * made for its uid. Returns a reader of the pushed `data:` lines and `close`.
 */
async function openStream() {
  const uid = randomUUID()
  const controller = new AbortController()
  const response = await fetch(`${baseUrl()}/__transmit/events?uid=${uid}`, {
    signal: controller.signal,
  })
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  /** The next pushed payload on `channel` (waits up to 5 s). */
  async function next(channel: string) {
    const deadline = Date.now() + 5000
    while (Date.now() < deadline) {
      const line = buffer.split('\n').find((entry) => entry.startsWith('data:'))
      if (line) {
        buffer = buffer.slice(buffer.indexOf(line) + line.length + 1)
        const message = JSON.parse(line.slice(5).trim())
        if (message.channel === channel) return message.payload
        continue
      }
      const { value, done } = await reader.read()
      if (done) break
      buffer += decoder.decode(value, { stream: true })
    }
    throw new Error(`nada chegou no canal ${channel}`)
  }
  return { uid, next, close: () => controller.abort() }
}

test.group('Notifications: the live channel users/{id}', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a member subscribes to their own channel and hears their counts', async ({
    client,
    assert,
  }) => {
    const me = await member()
    const stream = await openStream()
    try {
      const response = await client
        .post('/__transmit/subscribe')
        .loginAs(me)
        .withCsrfToken()
        .json({ uid: stream.uid, channel: `users/${me.id}` })
      response.assertStatus(204)

      await notificationFor(me)
      await new RealtimeService().pushUnread(me.id)

      assert.deepEqual(await stream.next(`users/${me.id}`), {
        type: 'unread',
        messages: 0,
        notifications: 1,
      })
    } finally {
      stream.close()
    }
  })

  test('a subscription never answers with a cookie, so one landing after a sign-out cannot restore the old session', async ({
    client,
    assert,
  }) => {
    const me = await member()
    const stream = await openStream()
    try {
      const page = await client.get('/perfil').loginAs(me)
      assert.exists(page.header('set-cookie'), 'a page does refresh the session cookie')

      const subscribed = await client
        .post('/__transmit/subscribe')
        .loginAs(me)
        .withCsrfToken()
        .json({ uid: stream.uid, channel: `users/${me.id}` })
      subscribed.assertStatus(204)
      assert.notExists(subscribed.header('set-cookie'))

      const unsubscribed = await client
        .post('/__transmit/unsubscribe')
        .loginAs(me)
        .withCsrfToken()
        .json({ uid: stream.uid, channel: `users/${me.id}` })
      assert.notExists(unsubscribed.header('set-cookie'))
    } finally {
      stream.close()
    }
  })

  test('another member’s channel is refused (Transmit answers 400), and so is a visitor', async ({
    client,
  }) => {
    const me = await member()
    const intruder = await member()
    const stream = await openStream()
    try {
      const asIntruder = await client
        .post('/__transmit/subscribe')
        .loginAs(intruder)
        .withCsrfToken()
        .json({ uid: stream.uid, channel: `users/${me.id}` })
      asIntruder.assertStatus(400)

      const asVisitor = await client
        .post('/__transmit/subscribe')
        .withCsrfToken()
        .json({ uid: stream.uid, channel: `users/${me.id}` })
      asVisitor.assertStatus(400)

      /* The same stream may listen to its own member's channel. */
      const asOwner = await client
        .post('/__transmit/subscribe')
        .loginAs(me)
        .withCsrfToken()
        .json({ uid: stream.uid, channel: `users/${me.id}` })
      asOwner.assertStatus(204)
    } finally {
      stream.close()
    }
  })
})
