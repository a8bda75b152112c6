import { test } from '@japa/runner'
import {
  deviceLabel,
  knownPushService,
  pushes,
  pushPayload,
  PUSH_KINDS,
  subscriptionGone,
} from '#domain/messaging/push'
import { NOTIFICATION_KINDS, preferenceFor } from '#domain/messaging/notifications'

test.group('Web push rules', () => {
  test('new message, reply, solution and failed payment push; likes, certificates and exports do not', ({
    assert,
  }) => {
    assert.deepEqual(
      NOTIFICATION_KINDS.filter((kind) => pushes(kind, preferenceFor(kind))),
      ['direct_message', 'discussion_reply', 'solution_accepted', 'payment_failed']
    )
    assert.sameMembers(
      [...PUSH_KINDS],
      NOTIFICATION_KINDS.filter((kind) => pushes(kind, { inApp: true, email: false }))
    )
  })

  test('a kind turned off on the site is not pushed, whatever the e-mail choice', ({ assert }) => {
    assert.isFalse(pushes('direct_message', { inApp: false, email: true }))
    assert.isTrue(pushes('direct_message', { inApp: true, email: false }))
    /* A failed payment is always e-mailed, but pushed only if kept on the site. */
    assert.isFalse(pushes('payment_failed', preferenceFor('payment_failed', { inApp: false })))
  })

  test('the payload says in pt-BR what happened and where to go', ({ assert }) => {
    const data = { actorName: 'Ana Souza', route: 'messages.show', params: { id: 7 } }
    assert.deepEqual(pushPayload('direct_message', data, 1, '/mensagens/7', 'conversation:7'), {
      title: 'Nova mensagem',
      body: 'Ana Souza enviou uma nova mensagem',
      url: '/mensagens/7',
      tag: 'conversation:7',
    })
    assert.equal(
      pushPayload('direct_message', data, 3, '/mensagens/7', 'conversation:7').body,
      'Ana Souza enviou 3 novas mensagens'
    )
    const reply = pushPayload(
      'discussion_reply',
      { actorName: 'Caio', subject: 'Dosagem de CBD', route: 'x' },
      1,
      '/x',
      'g'
    )
    assert.equal(reply.title, 'Nova resposta no fórum')
    assert.equal(reply.body, 'Caio respondeu “Dosagem de CBD”')
    assert.equal(
      pushPayload('solution_accepted', { route: 'x' }, 1, '/x', 'g').title,
      'Sua resposta é a solução'
    )
    assert.equal(
      pushPayload('payment_failed', { route: 'x' }, 1, '/x', 'g').title,
      'Falha no pagamento'
    )
  })

  test('only 404 and 410 mean the browser dropped the subscription', ({ assert }) => {
    assert.isTrue(subscriptionGone(404))
    assert.isTrue(subscriptionGone(410))
    for (const status of [201, 400, 413, 429, 500, 503, undefined])
      assert.isFalse(subscriptionGone(status))
  })

  test('a device is named by its browser and system', ({ assert }) => {
    assert.equal(
      deviceLabel(
        'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36'
      ),
      'Chrome no Android'
    )
    assert.equal(
      deviceLabel(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'
      ),
      'Firefox no Windows'
    )
    assert.equal(deviceLabel(null), 'Navegador')
  })

  test('only the known push services, on https, by host and subdomain, plus the extra hosts', ({
    assert,
  }) => {
    assert.isTrue(knownPushService('https://fcm.googleapis.com/fcm/send/abc'))
    assert.isTrue(knownPushService('https://web.push.apple.com/QA1'))
    assert.isTrue(knownPushService('https://db5p.notify.windows.com/w/?token=1'))
    assert.isFalse(knownPushService('http://fcm.googleapis.com/fcm/send/abc'))
    assert.isFalse(knownPushService('https://notfcm.googleapis.com/x'))
    assert.isFalse(knownPushService('https://push.apple.com.attacker.example/x'))
    assert.isFalse(knownPushService('https://10.0.0.1/x'))
    assert.isFalse(knownPushService('não é endereço'))
    assert.isFalse(knownPushService('http://127.0.0.1:8990/push'))
    assert.isTrue(knownPushService('http://127.0.0.1:8990/push', ['127.0.0.1']))
  })
})
