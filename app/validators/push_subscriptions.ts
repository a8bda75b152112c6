import vine from '@vinejs/vine'
import app from '@adonisjs/core/services/app'
import env from '#start/env'
import { knownPushService } from '#domain/messaging/push'

/*
| A browser's push subscription as `PushSubscription.toJSON()` gives it. The
| server will POST to the endpoint, so it must be an https URL; the push
| service doubles of development and tests listen on http. Only the known
| push services' hosts are accepted (Mensagens e notificações 24), plus the
| operator's PUSH_SERVICE_EXTRA_HOSTS.
*/
const extraHosts = () =>
  (env.get('PUSH_SERVICE_EXTRA_HOSTS') ?? '')
    .split(',')
    .map((host) => host.trim())
    .filter(Boolean)

const pushService = vine.createRule((value, _options, field) => {
  if (typeof value !== 'string') return
  if (!knownPushService(value, extraHosts()))
    field.report(
      'Este endereço não é de um serviço de notificações conhecido.',
      'pushService',
      field
    )
})

const endpoint = () =>
  vine
    .string()
    .trim()
    .maxLength(1000)
    .url({
      require_protocol: true,
      require_tld: app.inProduction,
      protocols: app.inProduction ? ['https'] : ['https', 'http'],
    })
    .use(pushService())

/** base64url only (the browser's P-256 key and auth secret). */
const base64url = (max: number) =>
  vine
    .string()
    .maxLength(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/)

export const pushSubscribeValidator = vine.create({
  endpoint: endpoint(),
  keys: vine.object({ p256dh: base64url(200), auth: base64url(100) }),
})

export const pushUnsubscribeValidator = vine.create({
  endpoint: endpoint(),
})
