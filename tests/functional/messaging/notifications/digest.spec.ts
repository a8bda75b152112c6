import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import ace from '@adonisjs/core/services/ace'
import mail from '@adonisjs/mail/services/main'
import testUtils from '@adonisjs/core/services/test_utils'
import Notification from '#models/notification'
import ForumService from '#services/community/forum_service'
import NotificationService from '#services/messaging/notification_service'
import NotificationDigestMail from '#mails/notification_digest_mail'
import { UserFactory } from '#database/factories/course_factory'
import { discussionSlug } from '#domain/community/forum'
import NotificationsDigest from '../../../../commands/notifications_digest.js'
import { discussionBy, member, notificationFor, notificationsOf } from './helpers.js'

async function runDigest() {
  const command = await ace.create(NotificationsDigest, [])
  await command.exec()
  return command
}

function digestsTo(mails: ReturnType<typeof mail.fake>['mails'], email: string) {
  return (mails.sent() as NotificationDigestMail[]).filter(
    (message) => message.recipient.email === email
  )
}

test.group('Notifications: the daily e-mail digest', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    ace.ui.switchMode('raw')
    return () => ace.ui.switchMode('normal')
  })
  group.each.setup(() => () => mail.restore())

  test('one e-mail per member listing what is new, with absolute links; a second run sends nothing', async ({
    assert,
  }) => {
    const { mails } = mail.fake()
    const ana = await member('Ana Souza')
    const bia = await member('Bia Lima')
    const discussion = await discussionBy(ana, { title: 'Secagem lenta' })
    const answer = await new ForumService().reply(discussion, bia.id, 'Mais ventilação.')
    const caio = await member()
    await new ForumService().reply(discussion, caio.id, 'Menos umidade.')
    await notificationFor(ana)
    await notificationFor(bia)

    const first = await runDigest()

    first.assertSucceeded()
    mails.assertSentCount(NotificationDigestMail, 2)
    const [toAna] = digestsTo(mails, ana.email)
    assert.equal(toAna.subject, 'Você tem 2 notificações novas na Ganja Talks')
    assert.sameMembers(
      toAna.items.map((item) => item.text),
      ['2 novas respostas em “Secagem lenta”', 'Caio Ferreira enviou uma nova mensagem']
    )
    assert.include(
      toAna.items.map((item) => item.url),
      `${process.env.APP_URL}/comunidade/discussoes/${discussion.id}/${discussionSlug(discussion.title)}#resposta-${answer.id}`
    )
    assert.equal(toAna.links.notifications, `${process.env.APP_URL}/notificacoes`)
    await toAna.build()
    const built = toAna.message.toJSON().message
    assert.include(String(built.html), 'Secagem lenta')
    assert.include(String(built.text), 'Meu Perfil › Notificações')
    for (const notification of await notificationsOf(ana)) assert.isNotNull(notification.emailedAt)

    const second = await runDigest()
    second.assertSucceeded()
    mails.assertSentCount(NotificationDigestMail, 2)
  })

  test('only kinds the member gets by e-mail: likes are off by default, a kind can be turned off', async ({
    assert,
  }) => {
    const { mails } = mail.fake()
    const ana = await member()
    const bia = await member()
    await notificationFor(ana, { kind: 'post_liked' })
    await notificationFor(ana, { kind: 'discussion_reply' })
    await notificationFor(bia, { kind: 'discussion_reply' })
    await new NotificationService().updatePreferences(bia.id, {
      inApp: ['discussion_reply'],
      email: [],
    })

    await runDigest()

    mails.assertSentCount(NotificationDigestMail, 1)
    const [toAna] = digestsTo(mails, ana.email)
    assert.lengthOf(toAna.items, 1)
    const anas = await notificationsOf(ana)
    const liked = anas.find((row) => row.kind === 'post_liked')!
    assert.isNull(liked.emailedAt, 'not e-mailed, so not marked')
    assert.lengthOf(digestsTo(mails, bia.email), 0)
  })

  test('read notifications and unconfirmed addresses are not e-mailed', async ({ client }) => {
    const { mails } = mail.fake()
    const reader = await member()
    const read = await notificationFor(reader)
    await client.post(`/notificacoes/${read.id}/lida`).loginAs(reader).withCsrfToken().redirects(0)
    const unconfirmed = await UserFactory.create()
    await notificationFor(unconfirmed)

    await runDigest()

    mails.assertNoneSent()
  })

  test('an e-mail-only notification is done once e-mailed; new activity on an unread one is e-mailed again', async ({
    assert,
  }) => {
    const { mails } = mail.fake()
    const ana = await member()
    await new NotificationService().updatePreferences(ana.id, {
      inApp: ['direct_message'],
      email: ['direct_message', 'certificate_issued'],
    })
    const visible = await notificationFor(ana, { subject: 7 })
    await new NotificationService().record({
      userId: ana.id,
      kind: 'certificate_issued',
      groupKey: 'certificate:1',
      data: { subject: 'Fundamentos', route: 'courses.show', params: { slug: 'fundamentos' } },
    })

    await runDigest()
    const afterFirst = await notificationsOf(ana)
    const hidden = afterFirst.find((row) => !row.inApp)!
    assert.isNotNull(hidden.readAt)

    await notificationFor(ana, { subject: 7 })
    const grouped = await Notification.findOrFail(visible.id)
    assert.equal(grouped.count, 2)
    assert.isNull(grouped.emailedAt)
    await runDigest()

    const toAna = digestsTo(mails, ana.email)
    assert.lengthOf(toAna, 2)
    assert.deepEqual(
      toAna[1].items.map((item) => item.text),
      ['Caio Ferreira enviou 2 novas mensagens']
    )
  })

  test('a send that fails leaves that member for the next run and does not stop the others', async ({
    assert,
  }) => {
    const fake = mail.fake()
    const ana = await member()
    const bia = await member()
    await notificationFor(ana)
    await notificationFor(bia)
    const send = fake.send.bind(fake)
    fake.send = async (message, config) => {
      if ((message as NotificationDigestMail).recipient.email === ana.email) {
        throw new Error('SMTP recusou')
      }
      return send(message, config)
    }

    const first = await runDigest()

    assert.equal(first.exitCode, 1)
    assert.lengthOf(digestsTo(fake.mails, bia.email), 1)
    const [failed] = await notificationsOf(ana)
    assert.isNull(failed.emailedAt)

    fake.send = send
    const second = await runDigest()
    second.assertSucceeded()
    assert.lengthOf(digestsTo(fake.mails, ana.email), 1)
    assert.lengthOf(digestsTo(fake.mails, bia.email), 1)
  })

  test('notifications e-mailed long ago stay e-mailed (emailed_at is the record)', async () => {
    const { mails } = mail.fake()
    const ana = await member()
    const old = await notificationFor(ana)
    old.emailedAt = DateTime.now().minus({ days: 3 })
    await old.save()

    await runDigest()

    mails.assertNoneSent()
  })
})
