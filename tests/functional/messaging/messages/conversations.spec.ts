import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import testUtils from '@adonisjs/core/services/test_utils'
import Conversation from '#models/conversation'
import MessagingService from '#services/messaging/messaging_service'
import { UserFactory } from '#database/factories/course_factory'
import { countQueries } from '#tests/helpers/query_count'
import { toastOf } from '#tests/helpers/toast'
import {
  countRows,
  member,
  messagesOf,
  pair,
  storedMessage,
  submit,
  unreadMessagesOf,
} from './support.js'

type ListItem = {
  id: number
  other: { id: number; fullName: string; specialty: string; avatarUrl: string | null }
  lastMessage: { excerpt: string; createdAt: string; fromViewer: boolean } | null
  unreadCount: number
}

test.group('Direct messages: the Mensagens screen', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a visitor is sent to /auth', async ({ client }) => {
    for (const path of ['/mensagens', '/mensagens/1']) {
      const response = await client.get(path).redirects(0)
      response.assertStatus(302)
      response.assertHeader('location', '/auth')
    }
  })

  test('with nothing selected the screen lists the conversations, newest activity first', async ({
    client,
    assert,
  }) => {
    const { ana, bruno, conversation: older } = await pair()
    const carla = await member('Carla Dias')
    const newer = await new MessagingService().getOrCreate(carla.id, ana.id)
    await storedMessage(older, bruno, 'Oi Ana, viu a aula de terpenos?')
    await storedMessage(older, ana, 'Vi sim!')
    await storedMessage(newer, carla, 'Ana, bora estudar juntas?')
    await Conversation.query()
      .where('id', older.id)
      .update({ updated_at: new Date(Date.now() - 60_000) })

    const page = await client.get('/mensagens').loginAs(ana).withInertia()
    page.assertInertiaComponent('messages/index')
    assert.equal(page.inertiaProps.selected, null)
    assert.deepEqual(page.inertiaProps.messages, [])
    assert.deepEqual(page.inertiaProps.viewer, { id: ana.id })
    assert.notProperty(page.inertiaProps, 'conversations', 'the list is deferred')

    const list = await client
      .get('/mensagens')
      .loginAs(ana)
      .withInertiaPartialReload('messages/index', ['conversations'])
    const items = list.inertiaProps.conversations as ListItem[]
    assert.deepEqual(
      items.map((item) => item.id),
      [newer.id, older.id]
    )
    assert.deepInclude(items[0], { unreadCount: 1 })
    assert.deepInclude(items[0].other, { id: carla.id, fullName: 'Carla Dias' })
    assert.deepInclude(items[1], { unreadCount: 1 })
    assert.deepInclude(items[1].lastMessage!, { excerpt: 'Vi sim!', fromViewer: true })
    assert.notInclude(JSON.stringify(items), bruno.email)
  })

  test('the list costs one query however many conversations there are', async ({ assert }) => {
    const viewer = await member()
    const service = new MessagingService()
    for (let i = 0; i < 4; i++) {
      const other = await member()
      const conversation = await service.getOrCreate(viewer.id, other.id)
      await storedMessage(conversation, other, `Mensagem ${i}`)
    }
    const queries = await countQueries(() => service.conversationsOf(viewer.id))
    assert.lengthOf(queries, 1)
  })

  test('a list that fails to load arrives rescued, for the page to show its toast', async ({
    client,
    assert,
  }) => {
    const viewer = await member()
    class FailingMessaging extends MessagingService {
      async conversationsOf(): Promise<never> {
        throw new Error('banco fora do ar')
      }
    }
    app.container.swap(MessagingService, () => new FailingMessaging())
    try {
      const list = await client
        .get('/mensagens')
        .loginAs(viewer)
        .withInertiaPartialReload('messages/index', ['conversations'])
      list.assertStatus(200)
      assert.notProperty(list.inertiaProps, 'conversations')
      assert.include(list.body().rescuedProps ?? [], 'conversations')
    } finally {
      app.container.restore(MessagingService)
    }
  })

  test('opening a conversation shows its messages and marks the incoming ones as read', async ({
    client,
    assert,
  }) => {
    const { ana, bruno, conversation } = await pair()
    await storedMessage(conversation, ana, 'Oi Bruno')
    await storedMessage(conversation, bruno, 'Oi Ana!')
    await storedMessage(conversation, bruno, 'Tudo bem?')
    assert.equal(await unreadMessagesOf(client, ana), 2)
    assert.equal(await unreadMessagesOf(client, bruno), 1)

    const page = await client.get(`/mensagens/${conversation.id}`).loginAs(ana).withInertia()
    page.assertInertiaComponent('messages/index')
    assert.deepInclude(page.inertiaProps.selected, {
      id: conversation.id,
      blockedByViewer: false,
      blockedByOther: false,
    })
    assert.deepInclude(page.inertiaProps.selected.other, { id: bruno.id, fullName: 'Bruno Lima' })
    assert.deepEqual(
      page.inertiaProps.messages.map((message: { content: string }) => message.content),
      ['Oi Bruno', 'Oi Ana!', 'Tudo bem?']
    )
    assert.isFalse(page.inertiaProps.hasOlder)
    /* The header count of the same page already leaves them out. */
    assert.equal(page.inertiaProps.unread.messages, 0)

    const stored = await messagesOf(conversation)
    assert.deepEqual(
      stored.map((message) => message.isRead),
      [false, true, true],
      "Ana's own message stays unread until Bruno opens it"
    )
    assert.equal(await unreadMessagesOf(client, bruno), 1)
  })

  test('POST lidas marks what arrived in the open conversation as read', async ({
    client,
    assert,
  }) => {
    const { ana, bruno, conversation } = await pair()
    await storedMessage(conversation, bruno, 'Chegou agora')
    const response = await client
      .post(`/mensagens/${conversation.id}/lidas`)
      .loginAs(ana)
      .withCsrfToken()
      .header('accept', 'application/json')
    response.assertStatus(200)
    response.assertBody({ read: 1 })
    assert.equal(await unreadMessagesOf(client, ana), 0)
  })

  test('the newest 30 open the pane; scrolling up brings the 30 before them', async ({
    client,
    assert,
  }) => {
    const { ana, bruno, conversation } = await pair()
    for (let i = 1; i <= 65; i++) await storedMessage(conversation, i % 2 ? ana : bruno, `m${i}`)

    const page = await client.get(`/mensagens/${conversation.id}`).loginAs(ana).withInertia()
    const newest = page.inertiaProps.messages as { id: number; content: string }[]
    assert.lengthOf(newest, 30)
    assert.equal(newest[0].content, 'm36')
    assert.equal(newest[29].content, 'm65')
    assert.isTrue(page.inertiaProps.hasOlder)

    const before = await client
      .get(`/mensagens/${conversation.id}/anteriores`)
      .qs({ antes: newest[0].id })
      .loginAs(ana)
    before.assertStatus(200)
    const older = before.body()
    assert.lengthOf(older.messages, 30)
    assert.equal(older.messages[0].content, 'm6')
    assert.equal(older.messages[29].content, 'm35')
    assert.isTrue(older.hasOlder)

    const last = await client
      .get(`/mensagens/${conversation.id}/anteriores`)
      .qs({ antes: older.messages[0].id })
      .loginAs(ana)
    assert.deepEqual(
      last.body().messages.map((message: { content: string }) => message.content),
      ['m1', 'm2', 'm3', 'm4', 'm5']
    )
    assert.isFalse(last.body().hasOlder)
  })
})

test.group('Direct messages: starting a conversation', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("'Mensagem' opens the pair's conversation, the same one from either side", async ({
    client,
    assert,
  }) => {
    const ana = await member('Ana Souza')
    const bruno = await member('Bruno Lima')

    const first = await submit(client, 'post', `/mensagens/com/${bruno.id}`, ana)
    first.assertStatus(302)
    const conversation = await Conversation.query()
      .where('user1_id', Math.min(ana.id, bruno.id))
      .where('user2_id', Math.max(ana.id, bruno.id))
      .firstOrFail()
    first.assertHeader('location', `/mensagens/${conversation.id}`)

    const back = await submit(client, 'post', `/mensagens/com/${ana.id}`, bruno)
    back.assertHeader('location', `/mensagens/${conversation.id}`)
    assert.equal(await countRows('conversations'), 1)
  })

  test('a conversation with oneself or an unknown or unconfirmed member is refused with a toast', async ({
    client,
    assert,
  }) => {
    const ana = await member()
    const unconfirmed = await UserFactory.merge({ emailVerifiedAt: null }).create()
    const cases = [
      [
        ana.id,
        'Não foi possível iniciar a conversa. Você não pode enviar mensagens para você mesmo.',
      ],
      [999_999, 'Não foi possível iniciar a conversa.'],
      [unconfirmed.id, 'Não foi possível iniciar a conversa.'],
    ] as const
    for (const [userId, description] of cases) {
      const response = await submit(client, 'post', `/mensagens/com/${userId}`, ana).header(
        'referer',
        '/comunidade/membros'
      )
      response.assertStatus(302)
      response.assertHeader('location', '/comunidade/membros')
      assert.deepEqual(toastOf(response), { title: 'Erro', description, variant: 'destructive' })
    }
    assert.equal(await countRows('conversations'), 0)
  })
})

/*
| Outside the global transaction: two real connections race to create the
| same pair. Rows are committed, so the teardown removes them.
*/
test.group('Direct messages: get-or-create race', (group) => {
  const created: number[] = []
  group.each.teardown(async () => {
    const { default: User } = await import('#models/user')
    await User.query().whereIn('id', created).delete()
    created.length = 0
  })

  async function twoMembers() {
    const [first, second] = await UserFactory.merge({}).createMany(2)
    created.push(first.id, second.id)
    return [first, second]
  }

  test('two members opening each other at the same moment get one conversation', async ({
    assert,
  }) => {
    const service = new MessagingService()
    for (let round = 0; round < 5; round++) {
      const [ana, bruno] = await twoMembers()
      const [fromAna, fromBruno] = await Promise.all([
        service.getOrCreate(ana.id, bruno.id),
        service.getOrCreate(bruno.id, ana.id),
      ])
      assert.equal(fromAna.id, fromBruno.id)
      assert.equal(
        await countRows('conversations', {
          user1_id: Math.min(ana.id, bruno.id),
          user2_id: Math.max(ana.id, bruno.id),
        }),
        1
      )
    }
  })

  test('whichever starts first, the one waiting on it reads the same row', async ({ assert }) => {
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const service = new MessagingService()
    const [ana, bruno] = await twoMembers()

    /* The first writer's row is inserted but not committed while the second asks. */
    const first = await db.transaction()
    const [row] = await first
      .insertQuery()
      .table('conversations')
      .insert({ user1_id: Math.min(ana.id, bruno.id), user2_id: Math.max(ana.id, bruno.id) })
      .returning('id')
    const waiting = service.getOrCreate(bruno.id, ana.id)
    /* Commit only once the second insert is really waiting on the first one's row. */
    let blocked = false
    for (let tries = 0; tries < 500 && !blocked; tries++) {
      const { rows } = await db.rawQuery(
        `SELECT count(*)::int AS waiting FROM pg_stat_activity
         WHERE wait_event_type = 'Lock' AND query ILIKE 'insert into%conversations%'`
      )
      blocked = rows[0].waiting > 0
      if (!blocked) await new Promise((resolve) => setTimeout(resolve, 10))
    }
    await first.commit()
    assert.isTrue(blocked, 'the second insert waited for the first one')

    const conversation = await waiting
    assert.equal(conversation.id, row.id)
    assert.equal(await countRows('conversations', { id: row.id }), 1)
  })
})
