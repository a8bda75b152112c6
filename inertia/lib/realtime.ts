import { Transmit } from '@adonisjs/transmit-client'
import { xsrfToken } from '~/lib/http'

/*
| The one Transmit (server-sent events) client of the browser, shared by every
| screen that listens: the messages screen (channel `conversations/{id}`) and
| the header's bell and unread counts (channel `users/{id}`). Created on first
| use, never on the server, and only for a signed-in member: its client id is
| the one the server issued to the page for the member's session (see
| ~/lib/realtime_uid), and a visitor opens no stream at all. Subscribing is a
| CSRF-protected POST, so the XSRF token goes along like Inertia's own
| requests.
*/

let client: Transmit | null = null
let clientUid: string | null = null

function withCsrf(request: Request) {
  const token = xsrfToken()
  if (token) request.headers.set('X-XSRF-TOKEN', token)
}

export function realtime(uid: string | null) {
  if (typeof window === 'undefined' || !uid) return null
  /* Another session (signed out, then in again): its stream replaces the old one. */
  if (client && clientUid !== uid) {
    client.close()
    client = null
  }
  clientUid = uid
  client ??= new Transmit({
    baseUrl: window.location.origin,
    uidGenerator: () => uid,
    beforeSubscribe: withCsrf,
    beforeUnsubscribe: withCsrf,
  })
  return client
}

/* Several components may listen to one channel (the bell and the messages screen both hear `users/{id}`). */
const listeners = new Map<string, number>()

/**
 * Listens to a private channel while a component is mounted, with the
 * page's stream id (useRealtimeUid; null: nothing). Returns the
 * cleanup for a React effect. `onReady` runs once the server accepted the
 * subscription and again after a dropped connection came back, so a screen
 * can catch up on what it missed.
 */
export function listen<T>(
  uid: string | null,
  channel: string,
  onMessage: (message: T) => void,
  onReady?: () => void
) {
  const transmit = realtime(uid)
  if (!transmit) return () => {}
  const subscription = transmit.subscription(channel)
  const stop = subscription.onMessage<T>(onMessage)
  let active = true
  listeners.set(channel, (listeners.get(channel) ?? 0) + 1)
  const ready = subscription.isCreated ? Promise.resolve() : subscription.create()
  ready.then(() => active && onReady?.()).catch(() => {})
  const reconnected = () => active && onReady?.()
  transmit.on('connected', reconnected)
  return () => {
    active = false
    stop()
    transmit.off('connected', reconnected)
    const left = (listeners.get(channel) ?? 1) - 1
    if (left > 0) listeners.set(channel, left)
    else {
      listeners.delete(channel)
      void subscription.delete().catch(() => {})
    }
  }
}
