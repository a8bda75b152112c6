/*
| Who may hold a Transmit stream (issue #28). Visitors get none (401); a
| member's stream id is issued for their session and refused from any other
| (403), so a leaked id neither opens a stream nor moves its subscriptions;
| a session and an IP address hold a limited number of open streams (429).
| Members sign in through the real login form, so each has a real session
| cookie, as a browser does.
*/
import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { Visitor, TransmitStream } from '#tests/helpers/app_instance'
import { browser as newVisitor, signedInBrowser as signedIn } from '#tests/helpers/realtime'
import { eventually } from '#tests/helpers/eventually'
import { streamCaps } from '#services/messaging/realtime_streams'
import RealtimeService from '#services/messaging/realtime_service'
import { member, pair, sendMessage } from '../messages/support.js'

/** GET /__transmit/events: the status and, unless it is a live stream, the whole (JSON) answer. */
async function tryStream(visitor: Visitor, uid: string) {
  const abort = new AbortController()
  const response = await visitor.request(`/__transmit/events?uid=${encodeURIComponent(uid)}`, {
    headers: { accept: 'text/event-stream' },
    signal: abort.signal,
  })
  if (response.status === 200) {
    abort.abort()
    return { status: 200, body: null as any }
  }
  return { status: response.status, body: (await response.json()) as any }
}

async function post(
  visitor: Visitor,
  action: 'subscribe' | 'unsubscribe',
  uid: string,
  channel: string
) {
  const response = await visitor.postJson(`/__transmit/${action}`, { uid, channel })
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : null }
}

test.group('Realtime streams: who may hold one, and how many', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a visitor gets no stream id and every stream or subscription is refused (401)', async ({
    assert,
  }) => {
    const visitor = newVisitor()
    const page = await visitor.visit('/auth')
    assert.equal(page.status, 200)
    assert.isNull(((await page.json()) as any).props.realtimeUid)

    const forged = `${randomUUID()}.assinatura`
    /* The audit's 2,000 anonymous streams from one address, in waves of 100. */
    const attempts = []
    for (let wave = 0; wave < 20; wave++)
      attempts.push(
        ...(await Promise.all(
          Array.from({ length: 100 }, (_, index) =>
            tryStream(newVisitor(), index % 2 ? forged : randomUUID())
          )
        ))
      )
    assert.lengthOf(attempts, 2000)
    /* Each answer is a complete JSON body: no stream stayed open. */
    for (const attempt of attempts) {
      assert.equal(attempt.status, 401)
      assert.equal(
        attempt.body.message,
        'Entre na sua conta para receber atualizações em tempo real.'
      )
    }

    for (const action of ['subscribe', 'unsubscribe'] as const) {
      const refused = await post(visitor, action, forged, 'users/1')
      assert.equal(refused.status, 401)
      assert.equal(
        refused.body.message,
        'Entre na sua conta para receber atualizações em tempo real.'
      )
    }
  }).timeout(30_000)

  test("another member's stream id opens nothing and changes nothing (403); the message stays theirs", async ({
    assert,
    client,
    cleanup,
  }) => {
    const { ana, bruno, conversation } = await pair()
    const intruder = await member('Carla Dias')
    const anaBrowser = await signedIn(ana)
    const intruderBrowser = await signedIn(intruder)
    const streams: TransmitStream[] = []
    cleanup(() => streams.forEach((stream) => stream.close()))

    const channel = `conversations/${conversation.id}`
    const anaUid = await anaBrowser.realtimeUid()
    const anaStream = await anaBrowser.openStream(anaUid)
    streams.push(anaStream)
    await anaStream.subscribe(channel)

    /* The intruder learnt Ana's id: it opens no stream, subscribes and unsubscribes nothing. */
    const attached = await tryStream(intruderBrowser, anaUid)
    assert.equal(attached.status, 403)
    assert.equal(
      attached.body.message,
      'Esta conexão em tempo real não pertence à sua sessão. Recarregue a página.'
    )
    const subscribed = await post(intruderBrowser, 'subscribe', anaUid, `users/${intruder.id}`)
    assert.equal(subscribed.status, 403)
    const unsubscribed = await post(intruderBrowser, 'unsubscribe', anaUid, channel)
    assert.equal(unsubscribed.status, 403)

    /* The intruder's own stream hears its own channel only. */
    const intruderStream = await intruderBrowser.openStream()
    streams.push(intruderStream)
    await intruderStream.subscribe(`users/${intruder.id}`)

    const content = `Só para a Ana ${randomUUID()}`
    const sent = await sendMessage(client, conversation.id, bruno, content)
    sent.assertStatus(201)
    await anaStream.waitFor(
      'a mensagem no stream da Ana',
      (event) => event.channel === channel && event.payload?.message?.content === content
    )

    /* A push to the intruder, sent after the message, arrives after it would have. */
    await new RealtimeService().pushUnread(intruder.id)
    await intruderStream.waitFor(
      'a contagem do próprio intruso',
      (event) => event.channel === `users/${intruder.id}` && event.payload?.type === 'unread'
    )
    assert.notInclude(JSON.stringify(intruderStream.events), content)
  }).timeout(30_000)

  test('a session holds at most its cap of open streams (429); closing one makes room', async ({
    assert,
    cleanup,
  }) => {
    const user = await member()
    const browser = await signedIn(user)
    const streams: TransmitStream[] = []
    cleanup(() => streams.forEach((stream) => stream.close()))

    for (let tab = 0; tab < streamCaps.perSession; tab++) streams.push(await browser.openStream())
    const extra = await tryStream(browser, await browser.realtimeUid())
    assert.equal(extra.status, 429)
    assert.equal(
      extra.body.message,
      'Conexões em tempo real demais abertas. Feche algumas abas e tente de novo.'
    )

    /* Another session of the same member is not held back by this one. */
    const otherDevice = await signedIn(user)
    streams.push(await otherDevice.openStream())

    streams.shift()!.close()
    const uid = await browser.realtimeUid()
    await eventually('um stream novo depois de fechar uma aba', async () => {
      const attempt = await tryStream(browser, uid)
      return attempt.status === 200
    })
  }).timeout(30_000)

  test('an IP address holds at most its cap of open streams across sessions (429)', async ({
    assert,
    cleanup,
  }) => {
    const user = await member()
    const streams: TransmitStream[] = []
    cleanup(() => streams.forEach((stream) => stream.close()))

    /* Sessions of one address, each below its own cap, until the address is refused. */
    const perBrowser = streamCaps.perSession - 1
    let refused: Error | null = null
    while (!refused && streams.length <= streamCaps.perIp) {
      const browser = await signedIn(user)
      for (let tab = 0; tab < perBrowser && !refused; tab++) {
        const opened = await browser.openStream().catch((error: Error) => error)
        if (opened instanceof Error) refused = opened
        else streams.push(opened)
      }
    }
    assert.equal(refused?.message, 'o stream respondeu 429')
    assert.isAtMost(streams.length, streamCaps.perIp)
    assert.isAbove(streams.length, streamCaps.perSession)
  }).timeout(60_000)
})

test.group('Real-time requests and the next page’s toast', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a subscription sent with an ended session’s token gets 403, not the form’s “Sessão expirada” redirect and toast', async ({
    client,
  }) => {
    const waiting = { type: 'success', title: 'Você saiu de todas as sessões' }
    for (const action of ['subscribe', 'unsubscribe']) {
      const response = await client
        .post(`/__transmit/${action}`)
        .json({ uid: randomUUID(), channel: 'users/1' })
        .withFlashMessages({ toast: waiting })
        .redirects(0)
      /* A form with an old token is sent back with a toast; this request answers for itself and leaves the session's flash be. */
      response.assertStatus(403)
      response.assertBody({ message: 'Sessão expirada. Recarregue a página.' })
      response.assertHeaderMissing('set-cookie')
    }
  })
})
