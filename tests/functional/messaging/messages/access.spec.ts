import { test } from '@japa/runner'
import http from 'node:http'
import { randomUUID } from 'node:crypto'
import testUtils from '@adonisjs/core/services/test_utils'
import type User from '#models/user'
import { member, messagesOf, pair, sendMessage, storedMessage } from './support.js'

/*
| Only the two participants reach a conversation: each route answers a third
| member 403 without a word of the conversation, and nothing changes.
*/
const ROUTES: { name: string; method: 'get' | 'post'; path: (id: number) => string }[] = [
  { name: 'messages.show', method: 'get', path: (id: number) => `/mensagens/${id}` },
  { name: 'messages.store', method: 'post', path: (id: number) => `/mensagens/${id}/mensagens` },
  {
    name: 'messages.older',
    method: 'get',
    path: (id: number) => `/mensagens/${id}/anteriores?antes=999999`,
  },
  { name: 'messages.read', method: 'post', path: (id: number) => `/mensagens/${id}/lidas` },
]

test.group('Direct messages: participants only', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('{name}: a third member gets 403 and nothing changes')
    .with(ROUTES)
    .run(async ({ client, assert }, route) => {
      const { ana, bruno, conversation } = await pair()
      await storedMessage(conversation, bruno, 'Só entre nós')
      const intruder = await member('Carla Dias')

      for (const accept of ['text/html', 'application/json']) {
        let request = client
          .request(route.path(conversation.id), route.method.toUpperCase())
          .loginAs(intruder)
          .header('accept', accept)
          .redirects(0)
        if (route.method === 'post') request = request.withCsrfToken().json({ text: 'Intrusa' })
        const response = await request
        response.assertStatus(403)
        assert.notInclude(response.text(), 'Só entre nós')
        assert.notInclude(response.text(), 'Bruno')
      }

      const stored = await messagesOf(conversation)
      assert.deepEqual(
        stored.map((message) => [message.content, message.isRead]),
        [['Só entre nós', false]]
      )
      /* The participants still reach it. */
      const own = await client.get(`/mensagens/${conversation.id}`).loginAs(ana).withInertia()
      own.assertStatus(200)
    })

  test('an unknown conversation is a 404', async ({ client }) => {
    const viewer = await member()
    const response = await client.get('/mensagens/999999').loginAs(viewer)
    response.assertStatus(404)
  })
})

/** An open event stream (what the Transmit client keeps), read as text. */
async function openStream(baseUrl: string) {
  const uid = randomUUID()
  let received = ''
  const request = http.get(`${baseUrl}/__transmit/events?uid=${uid}`)
  await new Promise<void>((resolve, reject) => {
    request.on('response', (response) => {
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (received += chunk))
      resolve()
    })
    request.on('error', reject)
  })
  return {
    uid,
    received: () => received,
    close: () => request.destroy(),
  }
}

async function waitFor(check: () => boolean, what: string) {
  for (let tries = 0; tries < 300; tries++) {
    if (check()) return
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error(`esperava ${what}`)
}

test.group('Direct messages: realtime channels', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('only the participants may listen to conversations/{id}; a sent message reaches them alone', async ({
    client,
    assert,
    cleanup,
  }) => {
    const baseUrl = `http://${process.env.HOST}:${process.env.PORT}`
    const { ana, bruno, conversation } = await pair()
    const intruder = await member('Carla Dias')
    const channel = `conversations/${conversation.id}`

    const subscribe = (user: User, uid: string) =>
      client.post('/__transmit/subscribe').loginAs(user).withCsrfToken().json({ uid, channel })

    const brunoStream = await openStream(baseUrl)
    const intruderStream = await openStream(baseUrl)
    cleanup(() => {
      brunoStream.close()
      intruderStream.close()
    })

    /* @adonisjs/transmit answers a refused subscription with 400 Bad Request. */
    const allowed = await subscribe(bruno, brunoStream.uid)
    allowed.assertStatus(204)
    const refused = await subscribe(intruder, intruderStream.uid)
    refused.assertStatus(400)
    const signedOut = await client
      .post('/__transmit/subscribe')
      .withCsrfToken()
      .json({ uid: intruderStream.uid, channel })
    signedOut.assertStatus(400)

    const sent = await sendMessage(client, conversation.id, ana, 'Mensagem ao vivo')
    sent.assertStatus(201)
    await waitFor(() => brunoStream.received().includes('Mensagem ao vivo'), 'a mensagem no canal')
    assert.include(brunoStream.received(), `"channel":"${channel}"`)
    assert.notInclude(intruderStream.received(), 'Mensagem ao vivo')
  })

  test('users/{id} is only its member’s, and carries their unread count', async ({
    client,
    assert,
    cleanup,
  }) => {
    const baseUrl = `http://${process.env.HOST}:${process.env.PORT}`
    const { ana, bruno, conversation } = await pair()
    const stream = await openStream(baseUrl)
    cleanup(() => {
      stream.close()
    })

    const subscribe = (user: User, id: number) =>
      client
        .post('/__transmit/subscribe')
        .loginAs(user)
        .withCsrfToken()
        .json({ uid: stream.uid, channel: `users/${id}` })
    const someoneElse = await subscribe(ana, bruno.id)
    someoneElse.assertStatus(400)
    const own = await subscribe(bruno, bruno.id)
    own.assertStatus(204)

    const sent = await sendMessage(client, conversation.id, ana, 'Oi')
    sent.assertStatus(201)
    await waitFor(() => stream.received().includes('"type":"unread"'), 'a contagem de não lidas')
    assert.include(stream.received(), '"messages":1')
  })
})
