import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { Visitor } from '#tests/helpers/app_instance'
import { browser, signedInBrowser } from '#tests/helpers/realtime'
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
test.group('Direct messages: realtime channels', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('only the participants may listen to conversations/{id}; a sent message reaches them alone', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { ana, bruno, conversation } = await pair()
    const intruder = await member('Carla Dias')
    const channel = `conversations/${conversation.id}`

    const brunoBrowser = await signedInBrowser(bruno)
    const intruderBrowser = await signedInBrowser(intruder)
    const brunoStream = await brunoBrowser.openStream()
    const intruderStream = await intruderBrowser.openStream()
    cleanup(() => {
      brunoStream.close()
      intruderStream.close()
    })

    /* @adonisjs/transmit answers a refused subscription with 400 Bad Request. */
    const subscribe = async (visitor: Visitor, uid: string) => {
      const response = await visitor.postJson('/__transmit/subscribe', { uid, channel })
      await response.arrayBuffer()
      return response.status
    }
    assert.equal(await subscribe(brunoBrowser, brunoStream.uid), 204)
    assert.equal(await subscribe(intruderBrowser, intruderStream.uid), 400)
    /* Signed out, nothing is listened to at all. */
    const visitor = browser()
    const page = await visitor.visit('/auth')
    await page.arrayBuffer()
    assert.equal(await subscribe(visitor, intruderStream.uid), 401)

    const sent = await sendMessage(client, conversation.id, ana, 'Mensagem ao vivo')
    sent.assertStatus(201)
    await brunoStream.waitFor(
      'a mensagem no canal',
      (event) => event.channel === channel && event.payload?.message?.content === 'Mensagem ao vivo'
    )
    assert.notInclude(JSON.stringify(intruderStream.events), 'Mensagem ao vivo')
  })

  test('users/{id} is only its member’s, and carries their unread count', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { ana, bruno, conversation } = await pair()
    const anaBrowser = await signedInBrowser(ana)
    const brunoBrowser = await signedInBrowser(bruno)
    const anaStream = await anaBrowser.openStream()
    const brunoStream = await brunoBrowser.openStream()
    cleanup(() => {
      anaStream.close()
      brunoStream.close()
    })

    const channel = `users/${bruno.id}`
    const someoneElse = await anaBrowser.postJson('/__transmit/subscribe', {
      uid: anaStream.uid,
      channel,
    })
    await someoneElse.arrayBuffer()
    assert.equal(someoneElse.status, 400)
    await brunoStream.subscribe(channel)

    const sent = await sendMessage(client, conversation.id, ana, 'Oi')
    sent.assertStatus(201)
    const unread = await brunoStream.waitFor(
      'a contagem de não lidas',
      (event) => event.channel === channel && event.payload?.type === 'unread'
    )
    assert.equal(unread.payload.messages, 1)
  })
})
