import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import testUtils from '@adonisjs/core/services/test_utils'
import ForumReply from '#models/forum_reply'
import NotificationService from '#services/messaging/notification_service'
import DirectMessageSent from '#events/direct_message_sent'
import CertificateIssued from '#events/certificate_issued'
import { ReplyFactory } from '#database/factories/forum_factory'
import { discussionSlug } from '#domain/community/forum'
import { describeNotification } from '#domain/messaging/notifications'
import { discussionBy, member, notificationsOf, submit } from './helpers.js'

function reply(client: any, discussion: { id: number }, author: any, body: string) {
  return submit(client, 'post', `/comunidade/discussoes/${discussion.id}/respostas`, author, {
    reply: body,
  })
}

function textOf(notification: { kind: any; data: any; count: number }) {
  return describeNotification(notification.kind, notification.data, notification.count)
}

test.group('Notifications: replies to my discussion', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a reply to my discussion notifies me with a link to the reply; my own reply does not', async ({
    client,
    assert,
  }) => {
    const author = await member('Beatriz Almeida')
    const helper = await member('Caio Ferreira')
    const discussion = await discussionBy(author, { title: 'Rega no pré-floração' })

    const response = await reply(client, discussion, helper, 'Use água sem cloro.')
    response.assertStatus(302)
    const answer = await ForumReply.findByOrFail('userId', helper.id)

    const [notification, ...others] = await notificationsOf(author)
    assert.lengthOf(others, 0)
    assert.equal(notification.kind, 'discussion_reply')
    assert.equal(notification.count, 1)
    assert.equal(notification.actorId, helper.id)
    assert.equal(textOf(notification), 'Caio Ferreira respondeu “Rega no pré-floração”')
    assert.equal(
      new NotificationService().linkOf(notification.data),
      `/comunidade/discussoes/${discussion.id}/${discussionSlug(discussion.title)}#resposta-${answer.id}`
    )

    await reply(client, discussion, author, 'Obrigada, Caio!')
    const after = await notificationsOf(author)
    assert.lengthOf(after, 1)
    assert.equal(after[0].count, 1, 'my own reply is not news to me')
    assert.lengthOf(await notificationsOf(helper), 0, 'nobody else follows the discussion')
  })

  test('ten replies while unread are one notification with count 10, linking to the first new one', async ({
    client,
    assert,
  }) => {
    const author = await member('Beatriz Almeida')
    const discussion = await discussionBy(author, { title: 'Clones enraizando devagar' })
    const helpers = [await member('Caio Ferreira'), await member('Dora Lima')]

    for (let i = 1; i <= 10; i++) {
      await reply(client, discussion, helpers[i % 2], `Dica número ${i}.`)
    }

    const notifications = await notificationsOf(author)
    assert.lengthOf(notifications, 1)
    assert.equal(notifications[0].count, 10)
    assert.equal(textOf(notifications[0]), '10 novas respostas em “Clones enraizando devagar”')
    const first = await ForumReply.query()
      .where('discussion_id', discussion.id)
      .orderBy('id')
      .firstOrFail()
    assert.equal(notifications[0].data.anchor, `resposta-${first.id}`)
  })

  test('once I read it, the next reply starts a new notification', async ({ client, assert }) => {
    const author = await member('Beatriz Almeida')
    const helper = await member('Caio Ferreira')
    const discussion = await discussionBy(author)

    await reply(client, discussion, helper, 'Primeira resposta.')
    await reply(client, discussion, helper, 'Segunda resposta.')
    const [read] = await notificationsOf(author)
    await submit(client, 'post', `/notificacoes/${read.id}/lida`, author)

    await reply(client, discussion, helper, 'Terceira resposta.')
    const [fresh, old] = await notificationsOf(author)
    assert.equal(old.id, read.id)
    assert.isNotNull(old.readAt)
    assert.equal(old.count, 2)
    assert.notEqual(fresh.id, read.id)
    assert.isNull(fresh.readAt)
    assert.equal(fresh.count, 1)
  })

  test('a failing notification never fails the reply (it is logged)', async ({
    client,
    assert,
  }) => {
    class BrokenNotifications extends NotificationService {
      async record(): Promise<never> {
        throw new Error('banco de notificações fora do ar')
      }
    }
    app.container.swap(NotificationService, () => new BrokenNotifications())
    try {
      const author = await member()
      const helper = await member()
      const discussion = await discussionBy(author)

      const response = await reply(client, discussion, helper, 'Chegou mesmo assim.')

      response.assertStatus(302)
      assert.isNotNull(await ForumReply.findBy('userId', helper.id))
      assert.lengthOf(await notificationsOf(author), 0)
    } finally {
      app.container.restore(NotificationService)
    }
  })
})

test.group('Notifications: likes and solutions', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('likes on my discussion are one notification: “Fulano e mais N pessoas curtiram…”', async ({
    client,
    assert,
  }) => {
    const author = await member('Beatriz Almeida')
    const discussion = await discussionBy(author, {
      title: 'Melhor substrato para autoflorescentes',
    })
    const url = `/comunidade/discussoes/${discussion.id}/curtida`
    const fans = [
      await member('Caio Ferreira'),
      await member('Dora Lima'),
      await member('Eva Prado'),
    ]

    for (const fan of fans) await submit(client, 'post', url, fan)
    /* Liking again adds no like row, so nothing new; my own like is not news to me. */
    await submit(client, 'post', url, fans[2])
    await submit(client, 'post', url, author)

    const notifications = await notificationsOf(author)
    assert.lengthOf(notifications, 1)
    assert.equal(notifications[0].kind, 'post_liked')
    assert.equal(notifications[0].count, 3)
    assert.equal(
      textOf(notifications[0]),
      'Eva Prado e mais 2 pessoas curtiram “Melhor substrato para autoflorescentes”'
    )
  })

  test('likes on my reply are grouped apart from the discussion’s and link to the reply', async ({
    client,
    assert,
  }) => {
    const author = await member('Beatriz Almeida')
    const helper = await member('Caio Ferreira')
    const discussion = await discussionBy(author, { title: 'pH da solução nutritiva' })
    const answer = await ReplyFactory.merge({
      discussionId: discussion.id,
      userId: helper.id,
    }).create()

    await submit(client, 'post', `/comunidade/respostas/${answer.id}/curtida`, author)
    await submit(
      client,
      'post',
      `/comunidade/respostas/${answer.id}/curtida`,
      await member('Dora Lima')
    )

    const [notification, ...others] = await notificationsOf(helper)
    assert.lengthOf(others, 0)
    assert.equal(notification.groupKey, `reply-likes:${answer.id}`)
    assert.equal(
      textOf(notification),
      'Dora Lima e mais 1 pessoa curtiram sua resposta em “pH da solução nutritiva”'
    )
    assert.equal(notification.data.anchor, `resposta-${answer.id}`)
    assert.lengthOf(await notificationsOf(author), 0)
  })

  test('my reply chosen as the solution notifies me once; the author’s own reply does not', async ({
    client,
    assert,
  }) => {
    const author = await member('Beatriz Almeida')
    const helper = await member('Caio Ferreira')
    const discussion = await discussionBy(author, { title: 'Folhas amarelando' })
    const answer = await ReplyFactory.merge({
      discussionId: discussion.id,
      userId: helper.id,
    }).create()
    const own = await ReplyFactory.merge({
      discussionId: discussion.id,
      userId: author.id,
    }).create()
    const url = `/comunidade/discussoes/${discussion.id}/solucao`

    await submit(client, 'post', url, author, { replyId: answer.id }).then((r) =>
      r.assertStatus(302)
    )
    await submit(client, 'post', url, author, { replyId: answer.id })
    await submit(client, 'post', url, author, { replyId: own.id })

    const [notification, ...others] = await notificationsOf(helper)
    assert.lengthOf(others, 0)
    assert.equal(notification.kind, 'solution_accepted')
    assert.equal(notification.count, 1)
    assert.equal(
      textOf(notification),
      'Sua resposta em “Folhas amarelando” foi escolhida como solução'
    )
    assert.lengthOf(await notificationsOf(author), 0)
  })
})

test.group('Notifications: direct messages and certificates', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('new messages are one notification per conversation while unread, linking to it', async ({
    assert,
  }) => {
    const recipient = await member('Beatriz Almeida')
    const sender = await member('Caio Ferreira')

    await DirectMessageSent.dispatch(recipient.id, sender.id, 'Caio Ferreira', 41)
    await DirectMessageSent.dispatch(recipient.id, sender.id, 'Caio Ferreira', 41)
    await DirectMessageSent.dispatch(recipient.id, sender.id, 'Caio Ferreira', 42)

    const [other, grouped] = await notificationsOf(recipient)
    assert.equal(grouped.groupKey, 'conversation:41')
    assert.equal(grouped.count, 2)
    assert.equal(textOf(grouped), 'Caio Ferreira enviou 2 novas mensagens')
    assert.equal(new NotificationService().linkOf(grouped.data), '/mensagens/41')
    assert.equal(other.groupKey, 'conversation:42')
    assert.lengthOf(await notificationsOf(sender), 0)
  })

  test('a certificate issued notifies its learner with a link to the course', async ({
    assert,
  }) => {
    const learner = await member()

    await CertificateIssued.dispatch(learner.id, {
      id: 3,
      title: 'Cultivo Indoor',
      slug: 'cultivo-indoor',
    })

    const [notification] = await notificationsOf(learner)
    assert.equal(textOf(notification), 'Seu certificado de “Cultivo Indoor” foi emitido')
    assert.equal(new NotificationService().linkOf(notification.data), '/cursos/cultivo-indoor')
  })
})
