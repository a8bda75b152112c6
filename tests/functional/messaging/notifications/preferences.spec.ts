import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { toastOf } from '#tests/helpers/toast'
import { bellCount, discussionBy, member, notificationsOf, submit } from './helpers.js'

type Preference = {
  kind: string
  label: string
  inApp: boolean
  email: boolean
  emailLocked: boolean
}

async function preferencesOf(client: any, user: any) {
  const page = await client.get('/perfil').loginAs(user).withInertia()
  return page.inertiaProps.notificationPreferences as Preference[]
}

function replyTo(client: any, discussion: { id: number }, author: any, body = 'Uma resposta.') {
  return submit(client, 'post', `/comunidade/discussoes/${discussion.id}/respostas`, author, {
    reply: body,
  })
}

test.group('Notifications: preferences', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('my profile shows the Notificações card with the defaults; another member’s does not', async ({
    client,
    assert,
  }) => {
    const me = await member()
    const preferences = await preferencesOf(client, me)

    assert.deepEqual(
      preferences.map((preference) => preference.kind),
      [
        'direct_message',
        'discussion_reply',
        'solution_accepted',
        'post_liked',
        'payment_failed',
        'certificate_issued',
        'data_export_ready',
        'annual_ending',
      ]
    )
    assert.deepInclude(preferences, {
      kind: 'post_liked',
      label: 'Curtidas nas suas publicações',
      inApp: true,
      email: false,
      emailLocked: false,
    })
    assert.deepInclude(preferences, {
      kind: 'annual_ending',
      label: 'Fim do Plano anual via Pix',
      inApp: true,
      email: true,
      emailLocked: false,
    })
    assert.deepInclude(preferences, {
      kind: 'payment_failed',
      label: 'Falha no pagamento da assinatura',
      inApp: true,
      email: true,
      emailLocked: true,
    })

    const someone = await member()
    const other = await client.get(`/perfil/${someone.id}`).loginAs(me).withInertia()
    assert.isNull(other.inertiaProps.notificationPreferences)
  })

  test('saving the card stores each kind; a failed payment stays e-mailed whatever is sent', async ({
    client,
    assert,
  }) => {
    const me = await member()

    const response = await submit(client, 'put', '/perfil/notificacoes', me, {
      inApp: ['direct_message', 'payment_failed'],
      email: ['post_liked'],
    })

    response.assertStatus(302)
    assert.equal(response.header('location'), '/perfil')
    assert.deepInclude(toastOf(response), { title: 'Preferências de notificação salvas' })
    const preferences = await preferencesOf(client, me)
    const byKind = Object.fromEntries(preferences.map((p) => [p.kind, [p.inApp, p.email]]))
    assert.deepEqual(byKind, {
      direct_message: [true, false],
      discussion_reply: [false, false],
      solution_accepted: [false, false],
      post_liked: [false, true],
      payment_failed: [true, true],
      certificate_issued: [false, false],
      data_export_ready: [false, false],
      annual_ending: [false, false],
    })
    const rows = await db.from('notification_preferences').where('user_id', me.id)
    assert.lengthOf(rows, 8)
  })

  test('an unknown kind is refused and nothing is stored', async ({ client, assert }) => {
    const me = await member()

    const response = await submit(client, 'put', '/perfil/notificacoes', me, {
      inApp: ['tudo'],
    })

    response.assertStatus(302)
    assert.lengthOf(await db.from('notification_preferences').where('user_id', me.id), 0)
  })

  test('off on the site: the bell never shows it, but it waits for the e-mail digest', async ({
    client,
    assert,
  }) => {
    const me = await member()
    const discussion = await discussionBy(me)
    await submit(client, 'put', '/perfil/notificacoes', me, {
      inApp: [],
      email: ['discussion_reply'],
    })

    await replyTo(client, discussion, await member())

    assert.equal(await bellCount(client, me), 0)
    const page = await client.get('/notificacoes').loginAs(me).withInertia()
    assert.lengthOf(page.inertiaProps.notifications, 0)
    const [hidden] = await notificationsOf(me)
    assert.isFalse(hidden.inApp)
    assert.isNull(hidden.emailedAt)
  })

  test('off on the site and by e-mail: nothing is stored at all', async ({ client, assert }) => {
    const me = await member()
    const discussion = await discussionBy(me)
    await submit(client, 'put', '/perfil/notificacoes', me, { inApp: [], email: [] })

    await replyTo(client, discussion, await member())

    assert.lengthOf(await notificationsOf(me), 0)
  })

  test('turning the site back on, the same unread subject shows up again', async ({
    client,
    assert,
  }) => {
    const me = await member()
    const discussion = await discussionBy(me)
    const helper = await member()
    await submit(client, 'put', '/perfil/notificacoes', me, {
      inApp: [],
      email: ['discussion_reply'],
    })
    await replyTo(client, discussion, helper, 'Primeira.')
    await submit(client, 'put', '/perfil/notificacoes', me, {
      inApp: ['discussion_reply'],
      email: ['discussion_reply'],
    })

    await replyTo(client, discussion, helper, 'Segunda.')

    const [notification, ...others] = await notificationsOf(me)
    assert.lengthOf(others, 0)
    assert.isTrue(notification.inApp)
    assert.equal(notification.count, 2)
    assert.equal(await bellCount(client, me), 1)
  })
})
