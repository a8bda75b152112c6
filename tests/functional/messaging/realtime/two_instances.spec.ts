/*
| Several machines: with TRANSMIT_TRANSPORT=redis a message sent through one
| app instance reaches a stream held by another, and a write through one
| forgets the public pages another has cached (@adonisjs/cache's Redis bus). Two real instances
| (bin/server.ts, see tests/helpers/app_instance.ts) share the test database
| and the Redis at REDIS_HOST:REDIS_PORT (127.0.0.1:6379). Sessions are
| cookies (encrypted with the shared APP_KEY), so each member signs in on one
| instance through the real login form.
|
| Without Redis the tests are skipped with the reason, except in CI
| (CI=true, set by .ci/run), where they fail: they are mandatory there.
|
| The rows are committed (the instances cannot see the runner's global
| transaction) and deleted when the group ends.
*/
import { randomInt } from 'node:crypto'
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { Transmit } from '@boringnode/transmit'
import { redis } from '@adonisjs/transmit/transports/redis'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { UserFactory } from '#database/factories/course_factory'
import MessagingService from '#services/messaging/messaging_service'
import {
  startTwoInstances,
  type AppInstance,
  Visitor,
  type TransmitStream,
} from '#tests/helpers/app_instance'
import {
  closeOtherInstanceCache,
  forgetOnOtherInstances,
  inCI,
  redisAddress,
  twoInstancesRedisMissing,
} from '#tests/helpers/redis'
import { eventually } from '#tests/helpers/eventually'
import { DiscussionFactory } from '#database/factories/forum_factory'
import { discussionPath } from '#tests/functional/community/forum_helpers'
import { discussionTag } from '#domain/platform/content_tags'

const PASSWORD = 'segredo123'
const DELIVERY_TIMEOUT_MS = 10_000

const { host, port, password } = redisAddress()
const redisMissing = await twoInstancesRedisMissing()

/** Skipped without Redis on a developer's machine; in CI the test runs and fails with the reason. */
const skipWithoutRedis = Boolean(redisMissing) && !inCI

function member(id: number, fullName: string) {
  return UserFactory.merge({ id, fullName, password: PASSWORD, emailVerifiedAt: DateTime.now() })
    .with('profile', 1, (profile) => profile.merge({ fullName }))
    .create()
}

/*
| B really listens to Redis before anything is sent through A: a broadcast
| published to Redis by this process (a third Transmit) reaches B's stream.
| One relay for the group, shut down in its teardown: closing it while its
| own Redis subscription is still being set up would reject that command.
*/
function startRelay() {
  const driver = redis({ host, port, password })
  return new Transmit({ pingInterval: false, transport: { driver } }, driver())
}
let relay: ReturnType<typeof startRelay> | null = null

async function awaitRelay(stream: TransmitStream, channel: string) {
  relay ??= startRelay()
  const marker = `relay-${stream.uid}`
  relay.broadcast(channel, { type: 'relay-check', marker })
  await stream.waitFor(
    `o aviso publicado direto no Redis (${channel})`,
    (event) => event.channel === channel && event.payload?.marker === marker
  )
}

test.group('Realtime across two app instances (TRANSMIT_TRANSPORT=redis)', (group) => {
  let instances: AppInstance[] = []
  let sender: User
  let recipient: User
  let conversation: { id: number }
  let discussion: { id: number; title: string }
  let senderOnA: Visitor
  let recipientOnB: Visitor
  const streams: TransmitStream[] = []

  group.setup(async () => {
    if (redisMissing) {
      if (!inCI) console.warn(`  ⚠ ${redisMissing}`)
      return
    }
    /*
    | Ids far from the sequences: the channels (users/:id, conversations/:id)
    | are this run's alone, even when another run shares the Redis.
    */
    const id = 1_000_000 + randomInt(1_000_000_000)
    sender = await member(id, 'Xavier Remetente')
    recipient = await member(id + 1, 'Yara Destinatária')
    await db.table('conversations').insert({ id, user1_id: sender.id, user2_id: recipient.id })
    conversation = { id }
    discussion = await DiscussionFactory.merge({
      userId: sender.id,
      title: `Cache entre instâncias ${id}`,
    }).create()

    const started = Date.now()
    instances = await startTwoInstances({ PAGE_CACHE: 'on' })
    console.log(`  duas instâncias prontas em ${Date.now() - started} ms`)

    senderOnA = new Visitor(instances[0])
    recipientOnB = new Visitor(instances[1])
    await Promise.all([
      senderOnA.signIn(sender.email, PASSWORD),
      recipientOnB.signIn(recipient.email, PASSWORD),
    ])
  })

  /* Also after a failed setup: whatever was started or stored goes away. */
  group.teardown(async () => {
    for (const stream of streams) stream.close()
    await relay?.shutdown()
    relay = null
    await closeOtherInstanceCache()
    await Promise.all(instances.map((instance) => instance.stop()))
    const userIds = [sender?.id, recipient?.id].filter((id) => id !== undefined)
    if (discussion) await db.from('forum_discussions').where('id', discussion.id).delete()
    if (userIds.length) await db.from('users').whereIn('id', userIds).delete()
  })

  /** Y's stream on instance B, subscribed to `channel`, with the Redis relay confirmed. */
  async function recipientStream(channel: string) {
    const stream = await recipientOnB.openStream()
    streams.push(stream)
    await stream.subscribe(channel)
    await awaitRelay(stream, channel)
    return stream
  }

  async function sendThroughA(content: string) {
    const path = `/mensagens/${conversation.id}/mensagens`
    const response = await senderOnA.postJson(path, { text: content })
    const body = await response.text()
    if (response.status !== 201) {
      throw new Error(`POST ${path} em A respondeu ${response.status}: ${body.slice(0, 300)}`)
    }
  }

  test('a message sent through instance A reaches the conversation stream held by instance B', async ({
    assert,
  }) => {
    if (redisMissing) throw new Error(redisMissing)
    const channel = `conversations/${conversation.id}`
    const stream = await recipientStream(channel)

    const content = `Oi da instância A ${Date.now()}`
    const sentAt = performance.now()
    await sendThroughA(content)
    const event = await stream.waitFor(
      `a mensagem '${content}' enviada por A`,
      (received) =>
        received.channel === channel &&
        received.payload?.type === 'message' &&
        received.payload.message?.content === content,
      DELIVERY_TIMEOUT_MS
    )
    console.log(`  entregue em B ${Math.round(performance.now() - sentAt)} ms depois do envio em A`)
    assert.equal(event.payload.message.content, content)
    assert.equal(event.payload.message.senderId, sender.id)
  })
    .skip(skipWithoutRedis, redisMissing ?? '')
    .timeout(60_000)

  test("the recipient's own channel on instance B gets the new unread count", async ({
    assert,
  }) => {
    if (redisMissing) throw new Error(redisMissing)
    const channel = `users/${recipient.id}`
    const stream = await recipientStream(channel)

    await sendThroughA(`Mais uma de A ${Date.now()}`)
    /*
    | Y never reads, so the count only grows: the push of this send carries
    | the count after it. An earlier send's push (A publishes without waiting
    | for Redis) may still reach the new stream, with a smaller count.
    */
    const unread = await new MessagingService().unreadTotal(recipient.id)
    assert.isAtLeast(unread, 1)
    const event = await stream.waitFor(
      `a contagem de ${unread} não lidas depois do envio em A`,
      (received) =>
        received.channel === channel &&
        received.payload?.type === 'unread' &&
        received.payload.messages === unread,
      DELIVERY_TIMEOUT_MS
    )
    assert.equal(event.payload.messages, unread)
  })
    .skip(skipWithoutRedis, redisMissing ?? '')
    .timeout(60_000)

  test('a stream id issued by instance A opens a stream on instance B for the same session only', async ({
    assert,
  }) => {
    if (redisMissing) throw new Error(redisMissing)
    /* The recipient's session (a cookie) reaches A too: A issues the id, B checks it with the shared APP_KEY. */
    const recipientOnA = recipientOnB.on(instances[0])
    const uid = await recipientOnA.realtimeUid()
    const stream = await recipientOnB.openStream(uid)
    streams.push(stream)
    await stream.subscribe(`users/${recipient.id}`)

    /* The sender's session, on B, cannot use it. */
    const stolen = await senderOnA.on(instances[1]).request(`/__transmit/events?uid=${uid}`)
    await stolen.arrayBuffer()
    assert.equal(stolen.status, 403)
  })
    .skip(skipWithoutRedis, redisMissing ?? '')
    .timeout(60_000)

  /** What a visitor without a session gets from instance B: the page's JSON and its cache state. */
  async function readOnB(path: string) {
    const response = await new Visitor(instances[1]).visit(path)
    return { state: response.headers.get('x-page-cache'), body: await response.text() }
  }

  test('a reply written through instance A forgets the public page cached by instance B', async ({
    assert,
  }) => {
    if (redisMissing) throw new Error(redisMissing)
    const path = discussionPath(discussion)
    /* B has the page cached and listens to Redis: the discussion's tag deleted there drops it. */
    const stateOnB = async () => {
      const { state } = await readOnB(path)
      return state
    }
    await eventually('B guardar a página e ouvir o Redis', async () => {
      await readOnB(path)
      if ((await stateOnB()) !== 'HIT') return false
      await forgetOnOtherInstances([discussionTag(discussion.id)])
      return (await stateOnB()) === 'MISS'
    })
    assert.equal(await stateOnB(), 'HIT')

    const reply = `Resposta escrita em A ${Date.now()}`
    const response = await senderOnA.postJson(`/comunidade/discussoes/${discussion.id}/respostas`, {
      reply,
    })
    await response.arrayBuffer()
    assert.isBelow(response.status, 400)
    await eventually(`a resposta '${reply}' aparecer para quem visita B`, async () => {
      const { body } = await readOnB(path)
      return body.includes(reply)
    })
  })
    .skip(skipWithoutRedis, redisMissing ?? '')
    .timeout(60_000)
})
