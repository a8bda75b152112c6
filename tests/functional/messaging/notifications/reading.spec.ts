import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Notification from '#models/notification'
import ForumService from '#services/community/forum_service'
import { discussionSlug } from '#domain/community/forum'
import {
  bellCount,
  discussionBy,
  member,
  notificationFor,
  notificationsOf,
  submit,
  unreadOf,
} from './helpers.js'

test.group('Notifications: reading them', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('opening a notification marks it read and goes to the reply (#resposta-…)', async ({
    client,
    assert,
  }) => {
    const author = await member()
    const discussion = await discussionBy(author, { title: 'Luz azul no vegetativo' })
    const helper = await member()
    const answer = await new ForumService().reply(discussion, helper.id, 'Sim, ajuda.')
    const [notification] = await notificationsOf(author)

    const response = await submit(client, 'post', `/notificacoes/${notification.id}/lida`, author)

    response.assertStatus(302)
    assert.equal(
      response.header('location'),
      `/comunidade/discussoes/${discussion.id}/${discussionSlug(discussion.title)}#resposta-${answer.id}`
    )
    const opened = await Notification.findOrFail(notification.id)
    assert.isNotNull(opened.readAt)
  })

  test('from the page (an Inertia visit) the anchor survives: Inertia’s redirect header', async ({
    client,
    assert,
  }) => {
    const author = await member()
    const discussion = await discussionBy(author)
    const helper = await member()
    const answer = await new ForumService().reply(discussion, helper.id, 'Resposta.')
    const [notification] = await notificationsOf(author)

    const response = await client
      .post(`/notificacoes/${notification.id}/lida`)
      .loginAs(author)
      .withCsrfToken()
      .withInertia()
      .redirects(0)

    response.assertStatus(409)
    assert.match(response.header('x-inertia-redirect') ?? '', new RegExp(`#resposta-${answer.id}$`))
  })

  test('the bell’s count (shared prop unread.notifications) follows reading one and reading all', async ({
    client,
    assert,
  }) => {
    const me = await member()
    const notifications = [
      await notificationFor(me),
      await notificationFor(me),
      await notificationFor(me),
    ]
    assert.deepEqual(await unreadOf(client, me), { messages: 0, notifications: 3 })

    await submit(client, 'post', `/notificacoes/${notifications[0].id}/lida`, me)
    assert.equal(await bellCount(client, me), 2)

    const all = await submit(client, 'post', '/notificacoes/lidas', me).header(
      'referer',
      '/dashboard'
    )
    all.assertStatus(302)
    assert.equal(all.header('location'), '/dashboard')
    assert.equal(await bellCount(client, me), 0)
  })

  test('another member can neither open nor mark my notification, and nothing changes', async ({
    client,
    assert,
  }) => {
    const me = await member()
    const intruder = await member()
    const mine = await notificationFor(me)
    await notificationFor(intruder)

    const open = await submit(client, 'post', `/notificacoes/${mine.id}/lida`, intruder)
    open.assertStatus(403)
    const missing = await submit(client, 'post', '/notificacoes/999999/lida', intruder)
    missing.assertStatus(404)
    await submit(client, 'post', '/notificacoes/lidas', intruder)

    const untouched = await Notification.findOrFail(mine.id)
    assert.isNull(untouched.readAt)
    assert.equal(await bellCount(client, me), 1)
    const page = await client.get('/notificacoes').loginAs(intruder).withInertia()
    assert.notInclude(
      page.inertiaProps.notifications.map((item: { id: number }) => item.id),
      mine.id
    )
  })

  test('/notificacoes lists all of mine, newest first, 20 per page, read or not', async ({
    client,
    assert,
  }) => {
    const me = await member()
    await notificationFor(await member())
    const created = []
    for (let i = 0; i < 25; i++) created.push(await notificationFor(me))
    await submit(client, 'post', `/notificacoes/${created[24].id}/lida`, me)

    const first = await client.get('/notificacoes').loginAs(me).withInertia()
    first.assertInertiaComponent('notifications/index')
    assert.lengthOf(first.inertiaProps.notifications, 20)
    assert.deepEqual(first.inertiaProps.pagination, { total: 25, currentPage: 1, lastPage: 2 })
    assert.deepInclude(first.inertiaProps.notifications[0], {
      id: created[24].id,
      kind: 'direct_message',
      text: 'Caio Ferreira enviou uma nova mensagem',
      read: true,
    })
    assert.isFalse(first.inertiaProps.notifications[1].read)

    const second = await client.get('/notificacoes?pagina=2').loginAs(me).withInertia()
    assert.deepEqual(
      second.inertiaProps.notifications.map((item: { id: number }) => item.id),
      created
        .slice(0, 5)
        .map((notification) => notification.id)
        .reverse()
    )
  })

  test('the bell’s menu (JSON) has the latest 8 and the header’s counts', async ({
    client,
    assert,
  }) => {
    const me = await member()
    for (let i = 0; i < 10; i++) await notificationFor(me)

    const response = await client.get('/notificacoes/recentes').loginAs(me)

    response.assertStatus(200)
    assert.lengthOf(response.body().notifications, 8)
    assert.deepEqual(response.body().unread, { messages: 0, notifications: 10 })
  })

  test('signed out, the notifications ask to sign in', async ({ client }) => {
    const page = await client.get('/notificacoes').redirects(0)
    page.assertStatus(302)
    const menu = await client.get('/notificacoes/recentes').redirects(0)
    menu.assertStatus(302)
  })
})
