/*
| Web push (docs/decisions.md, Mensagens e notificações 21-23): which kinds
| reach a member's devices, what the push says in pt-BR, and what a push
| service's answer means for the stored subscription.
*/

import {
  describeNotification,
  type NotificationData,
  type NotificationKind,
  type NotificationPreference,
} from './notifications.js'

/** The kinds worth interrupting for; likes, certificates and exports wait for the bell and the digest. */
export const PUSH_KINDS: readonly NotificationKind[] = [
  'direct_message',
  'discussion_reply',
  'solution_accepted',
  'payment_failed',
]

/** A push goes for a kind the member keeps on the site ('No site') and that is worth a push. */
export function pushes(kind: NotificationKind, preference: NotificationPreference) {
  return PUSH_KINDS.includes(kind) && preference.inApp
}

const PUSH_TITLES: Partial<Record<NotificationKind, string>> = {
  direct_message: 'Nova mensagem',
  discussion_reply: 'Nova resposta no fórum',
  solution_accepted: 'Sua resposta é a solução',
  payment_failed: 'Falha no pagamento',
}

export type PushPayload = { title: string; body: string; url: string; tag: string }

/** What the worker shows: a short title, the notification's sentence, the page it opens. */
export function pushPayload(
  kind: NotificationKind,
  data: NotificationData,
  count: number,
  url: string,
  groupKey: string
): PushPayload {
  return {
    title: PUSH_TITLES[kind] ?? 'Ganja Talks',
    body: describeNotification(kind, data, count),
    url,
    /* One notification per subject on the device, replaced by the next one. */
    tag: groupKey,
  }
}

/*
| The push services browsers subscribe with: the server POSTs to a member's
| endpoint, so only these hosts (and their subdomains) are accepted, never an
| address inside the school's own network. Chrome/Edge on Android and
| desktop use FCM, Firefox Mozilla's autopush, Safari Apple's, old Edge WNS.
*/
export const PUSH_SERVICE_HOSTS: readonly string[] = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
]

/**
 * Whether an endpoint belongs to a known push service. `extraHosts` are the
 * operator's additions (PUSH_SERVICE_EXTRA_HOSTS), e.g. the local push service
 * double of development and tests.
 */
export function knownPushService(endpoint: string, extraHosts: readonly string[] = []) {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return false
  }
  const host = url.hostname.toLowerCase()
  if (extraHosts.some((extra) => extra.toLowerCase() === host)) return true
  if (url.protocol !== 'https:' || url.port !== '') return false
  return PUSH_SERVICE_HOSTS.some((known) => host === known || host.endsWith(`.${known}`))
}

/** 404/410 from a push service: the browser dropped the subscription for good. */
export function subscriptionGone(statusCode: number | undefined) {
  return statusCode === 404 || statusCode === 410
}

/** 'Chrome no Android' — how a member tells their devices apart (stored, never shown to others). */
export function deviceLabel(userAgent: string | undefined | null) {
  const agent = userAgent ?? ''
  const browser = /Edg\//.test(agent)
    ? 'Edge'
    : /Firefox\//.test(agent)
      ? 'Firefox'
      : /Chrome\/|Chromium\//.test(agent)
        ? 'Chrome'
        : /Safari\//.test(agent)
          ? 'Safari'
          : 'Navegador'
  const system = /Android/.test(agent)
    ? 'Android'
    : /iPhone|iPad/.test(agent)
      ? 'iOS'
      : /Windows/.test(agent)
        ? 'Windows'
        : /Mac OS X/.test(agent)
          ? 'macOS'
          : /Linux/.test(agent)
            ? 'Linux'
            : null
  return system ? `${browser} no ${system}` : browser
}

/** This browser's push endpoint (encrypted cookie): sign-out removes that device. */
export const PUSH_DEVICE_COOKIE = 'gt-push-device'
