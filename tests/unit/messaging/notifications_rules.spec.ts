import { test } from '@japa/runner'
import {
  ALWAYS_EMAILED,
  badgeCount,
  bellLabel,
  deliveryFor,
  describeNotification,
  digestSubject,
  messagesLabel,
  NOTIFICATION_DEFAULTS,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  notificationGroup,
  preferenceFor,
  type NotificationData,
} from '#domain/messaging/notifications'

const discussion: NotificationData = {
  actorName: 'Ana Souza',
  subject: 'Rega no pré-floração',
  route: 'community.discussions.show',
}

test.group('Notifications: what each one says', () => {
  test('a reply names who answered; several replies while unread are counted', ({ assert }) => {
    assert.equal(
      describeNotification('discussion_reply', discussion, 1),
      'Ana Souza respondeu “Rega no pré-floração”'
    )
    assert.equal(
      describeNotification('discussion_reply', discussion, 10),
      '10 novas respostas em “Rega no pré-floração”'
    )
  })

  test('likes are grouped: “Fulano e mais N pessoas curtiram…”', ({ assert }) => {
    assert.equal(
      describeNotification('post_liked', discussion, 1),
      'Ana Souza curtiu “Rega no pré-floração”'
    )
    assert.equal(
      describeNotification('post_liked', discussion, 2),
      'Ana Souza e mais 1 pessoa curtiram “Rega no pré-floração”'
    )
    assert.equal(
      describeNotification('post_liked', { ...discussion, reply: true }, 4),
      'Ana Souza e mais 3 pessoas curtiram sua resposta em “Rega no pré-floração”'
    )
  })

  test('direct messages, the solution, a failed payment and a certificate', ({ assert }) => {
    assert.equal(
      describeNotification('direct_message', { actorName: 'Caio', route: 'messages.show' }, 1),
      'Caio enviou uma nova mensagem'
    )
    assert.equal(
      describeNotification('direct_message', { actorName: 'Caio', route: 'messages.show' }, 3),
      'Caio enviou 3 novas mensagens'
    )
    assert.equal(
      describeNotification('solution_accepted', discussion, 1),
      'Sua resposta em “Rega no pré-floração” foi escolhida como solução'
    )
    assert.equal(
      describeNotification('payment_failed', { route: 'dashboard' }, 1),
      'O pagamento da sua assinatura Premium falhou. Atualize o cartão para não perder o acesso.'
    )
    assert.equal(
      describeNotification(
        'certificate_issued',
        { subject: 'Cultivo Indoor', route: 'courses.show' },
        1
      ),
      'Seu certificado de “Cultivo Indoor” foi emitido'
    )
  })

  test('a missing name or title still reads as Portuguese', ({ assert }) => {
    assert.equal(
      describeNotification('discussion_reply', { actorName: '  ', route: 'x' }, 1),
      'Alguém respondeu sua discussão'
    )
    assert.equal(
      describeNotification('post_liked', { route: 'x' }, 1),
      'Alguém curtiu sua publicação'
    )
  })

  test('every kind has a pt-BR label for the preferences card', ({ assert }) => {
    for (const kind of NOTIFICATION_KINDS) assert.isNotEmpty(NOTIFICATION_KIND_LABELS[kind])
  })
})

test.group('Notifications: grouping keys', () => {
  test('one subject, one key: a conversation, a discussion’s replies, a post’s likes', ({
    assert,
  }) => {
    assert.equal(notificationGroup.directMessage(7), 'conversation:7')
    assert.equal(notificationGroup.discussionReplies(12), 'discussion-replies:12')
    assert.equal(notificationGroup.discussionLikes(12), 'discussion-likes:12')
    assert.equal(notificationGroup.replyLikes(40), 'reply-likes:40')
    assert.equal(notificationGroup.solution(40), 'solution:40')
    assert.equal(notificationGroup.paymentFailed(3), 'payment-failed:3')
    assert.equal(notificationGroup.certificate(2), 'certificate:2')
  })
})

test.group('Notifications: defaults and preferences', () => {
  test('by default everything shows on the site and all but likes go by e-mail', ({ assert }) => {
    for (const kind of NOTIFICATION_KINDS) assert.isTrue(NOTIFICATION_DEFAULTS[kind].inApp)
    assert.isFalse(NOTIFICATION_DEFAULTS.post_liked.email)
    assert.isTrue(NOTIFICATION_DEFAULTS.discussion_reply.email)
    assert.isTrue(NOTIFICATION_DEFAULTS.direct_message.email)
    assert.deepEqual(preferenceFor('post_liked'), { inApp: true, email: false })
  })

  test('a stored choice wins over the default, except that a failed payment is always e-mailed', ({
    assert,
  }) => {
    assert.deepEqual(preferenceFor('discussion_reply', { inApp: false, email: false }), {
      inApp: false,
      email: false,
    })
    assert.deepEqual(preferenceFor('post_liked', { inApp: true, email: true }), {
      inApp: true,
      email: true,
    })
    assert.deepEqual(ALWAYS_EMAILED, ['payment_failed'])
    assert.deepEqual(preferenceFor('payment_failed', { inApp: false, email: false }), {
      inApp: false,
      email: true,
    })
  })

  test('off on the site but on by e-mail: stored for the e-mail only; off in both: not stored', ({
    assert,
  }) => {
    assert.deepEqual(deliveryFor({ inApp: true, email: false }), { store: true, inApp: true })
    assert.deepEqual(deliveryFor({ inApp: false, email: true }), { store: true, inApp: false })
    assert.deepEqual(deliveryFor({ inApp: false, email: false }), { store: false, inApp: false })
  })
})

test.group('Notifications: the header’s counts', () => {
  test('no badge at 0, the number up to 9, then 9+', ({ assert }) => {
    assert.isNull(badgeCount(0))
    assert.equal(badgeCount(1), '1')
    assert.equal(badgeCount(9), '9')
    assert.equal(badgeCount(10), '9+')
    assert.equal(badgeCount(250), '9+')
  })

  test('the accessible labels say the count in words', ({ assert }) => {
    assert.equal(bellLabel(0), 'Notificações')
    assert.equal(bellLabel(1), 'Notificações, 1 não lida')
    assert.equal(bellLabel(12), 'Notificações, 12 não lidas')
    assert.equal(messagesLabel(0), 'Mensagens')
    assert.equal(messagesLabel(2), 'Mensagens, 2 não lidas')
  })

  test('the digest’s subject counts the notifications', ({ assert }) => {
    assert.equal(digestSubject(1), 'Você tem 1 notificação nova na Ganja Talks')
    assert.equal(digestSubject(4), 'Você tem 4 notificações novas na Ganja Talks')
  })
})
