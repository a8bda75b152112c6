import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import NotificationService from '#services/messaging/notification_service'
import { PUSH_DEVICE_COOKIE } from '#domain/messaging/push'
import { eventually } from '#tests/helpers/eventually'
import { startPushServiceDouble } from '#tests/helpers/push_service_double'
import { member } from './helpers.js'
import { pair, sendMessage } from '../messages/support.js'

const DEVICE = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/dispositivo-1',
  keys: {
    p256dh:
      'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
}

function devicesOf(user: { id: number }) {
  return db.from('push_subscriptions').where('user_id', user.id).orderBy('id')
}

async function endpointsOf(user: { id: number }) {
  const devices = await devicesOf(user)
  return devices.map((device) => device.endpoint as string)
}

function subscribe(client: any, user: any, body: unknown) {
  return client
    .post('/perfil/notificacoes/dispositivo')
    .loginAs(user)
    .withCsrfToken()
    .header('accept', 'application/json')
    .json(body)
}

test.group('Web push: this device on and off', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('turning push on stores this browser once, with a label of the device', async ({
    client,
    assert,
  }) => {
    const me = await member()
    const first = await subscribe(client, me, DEVICE).header(
      'user-agent',
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36'
    )
    first.assertStatus(204)
    const again = await subscribe(client, me, DEVICE)
    again.assertStatus(204)

    const devices = await devicesOf(me)
    assert.lengthOf(devices, 1)
    assert.equal(devices[0].endpoint, DEVICE.endpoint)
    assert.equal(devices[0].p256dh, DEVICE.keys.p256dh)
  })

  test('a subscription that is not one is refused in pt-BR and nothing is stored', async ({
    client,
    assert,
  }) => {
    const me = await member()
    const response = await subscribe(client, me, { endpoint: 'não é endereço', keys: {} })
    response.assertStatus(422)
    const messages = (response.body().errors as { message: string }[]).map((e) => e.message)
    assert.isTrue(messages.length > 0)
    assert.notMatch(messages.join(' '), /\b(the|must|field|required)\b/i)
    assert.lengthOf(await devicesOf(me), 0)
  })

  test('an endpoint that is no known push service is refused, so the server never posts inside its network', async ({
    client,
    assert,
  }) => {
    const me = await member()
    for (const endpoint of [
      'https://169.254.169.254/latest/meta-data',
      'https://intranet.example.com/push',
      'https://fcm.googleapis.com.evil.example/fcm/send/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
    ]) {
      const response = await subscribe(client, me, { ...DEVICE, endpoint })
      response.assertStatus(422)
      const messages = (response.body().errors as { message: string }[]).map((e) => e.message)
      assert.include(
        messages,
        'Este endereço não é de um serviço de notificações conhecido.',
        endpoint
      )
    }
    assert.lengthOf(await devicesOf(me), 0)
    const accepted = await subscribe(client, me, {
      ...DEVICE,
      endpoint: 'https://updates.push.services.mozilla.com/wpush/v2/abc',
    })
    accepted.assertStatus(204)
    assert.lengthOf(await devicesOf(me), 1)
  })

  test('a visitor cannot turn push on', async ({ client }) => {
    const response = await client
      .post('/perfil/notificacoes/dispositivo')
      .withCsrfToken()
      .header('accept', 'application/json')
      .json(DEVICE)
    response.assertStatus(401)
  })

  test('turning push off removes only this browser of the member', async ({ client, assert }) => {
    const me = await member()
    await subscribe(client, me, DEVICE)
    await subscribe(client, me, { ...DEVICE, endpoint: `${DEVICE.endpoint}-2` })

    const response = await client
      .delete('/perfil/notificacoes/dispositivo')
      .loginAs(me)
      .withCsrfToken()
      .header('accept', 'application/json')
      .json({ endpoint: DEVICE.endpoint })
    response.assertStatus(204)
    assert.deepEqual(await endpointsOf(me), [`${DEVICE.endpoint}-2`])
  })

  test('signing out in this browser removes this browser; the others keep receiving', async ({
    client,
    assert,
  }) => {
    const me = await member()
    await subscribe(client, me, DEVICE)
    await subscribe(client, me, { ...DEVICE, endpoint: `${DEVICE.endpoint}-2` })

    const response = await client
      .post('/logout')
      .loginAs(me)
      .withCsrfToken()
      .withEncryptedCookie(PUSH_DEVICE_COOKIE, DEVICE.endpoint)
      .redirects(0)
    response.assertStatus(302)
    assert.deepEqual(await endpointsOf(me), [`${DEVICE.endpoint}-2`])
  })

  test("'Sair de todas as sessões' removes every device of the member", async ({
    client,
    assert,
  }) => {
    const me = await member()
    const other = await member('Outra Pessoa')
    await subscribe(client, me, DEVICE)
    await subscribe(client, me, { ...DEVICE, endpoint: `${DEVICE.endpoint}-2` })
    await subscribe(client, other, { ...DEVICE, endpoint: `${DEVICE.endpoint}-3` })

    const response = await client
      .post('/logout/todas-as-sessoes')
      .loginAs(me)
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    assert.lengthOf(await devicesOf(me), 0)
    assert.lengthOf(await devicesOf(other), 1)
  })
})

test.group('Web push: delivery through a push service', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a new direct message reaches the push service for the recipient, no page open', async ({
    client,
    assert,
    cleanup,
  }) => {
    const pushService = await startPushServiceDouble()
    cleanup(() => pushService.close())
    const { ana, bruno, conversation } = await pair()
    const browser = await pushService.subscribe(env.get('VAPID_PUBLIC_KEY')!)
    await subscribe(client, bruno, { endpoint: browser.endpoint, keys: browser.keys }).then(
      (response: any) => response.assertStatus(204)
    )

    const sent = await sendMessage(client, conversation.id, ana, 'Oi, Bruno! Tudo bem?')
    sent.assertStatus(201)

    await eventually('o serviço de push recebeu a mensagem', async () => {
      const received = await pushService.messages(browser.clientHash)
      return received.length > 0
    })
    const [message] = await pushService.messages(browser.clientHash)
    const payload = JSON.parse(message)
    assert.equal(payload.title, 'Nova mensagem')
    assert.equal(payload.body, 'Ana Souza enviou uma nova mensagem')
    assert.equal(payload.url, `/mensagens/${conversation.id}`)
    const [device] = await devicesOf(bruno)
    assert.isNotNull(device.last_success_at)
  })

  test('a kind the member turned off on the site is not pushed', async ({
    client,
    assert,
    cleanup,
  }) => {
    const pushService = await startPushServiceDouble()
    cleanup(() => pushService.close())
    const { ana, bruno, conversation } = await pair()
    const browser = await pushService.subscribe(env.get('VAPID_PUBLIC_KEY')!)
    await subscribe(client, bruno, { endpoint: browser.endpoint, keys: browser.keys })
    await new NotificationService().updatePreferences(bruno.id, {
      inApp: ['discussion_reply'],
      email: ['direct_message'],
    })

    const sent = await sendMessage(client, conversation.id, ana, 'Só por e-mail')
    sent.assertStatus(201)
    await eventually('a notificação foi gravada', async () => {
      const row = await db.from('notifications').where('user_id', bruno.id).first()
      return Boolean(row)
    })
    assert.lengthOf(await pushService.messages(browser.clientHash), 0)
  })

  test('a subscription the push service says is gone (410) is deleted', async ({
    client,
    assert,
    cleanup,
  }) => {
    const pushService = await startPushServiceDouble()
    cleanup(() => pushService.close())
    const { ana, bruno, conversation } = await pair()
    const browser = await pushService.subscribe(env.get('VAPID_PUBLIC_KEY')!)
    await subscribe(client, bruno, { endpoint: browser.endpoint, keys: browser.keys })
    await pushService.expire(browser.clientHash)

    const sent = await sendMessage(client, conversation.id, ana, 'Ainda está aí?')
    sent.assertStatus(201)
    await eventually('a inscrição expirada foi apagada', async () => {
      const devices = await devicesOf(bruno)
      return devices.length === 0
    })
    assert.lengthOf(await devicesOf(bruno), 0)
  })
})
