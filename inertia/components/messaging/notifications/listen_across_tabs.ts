import { listen } from '~/lib/realtime'

/**
 * Listens to a member's channel with one live connection per browser, not
 * per tab. Over HTTP/1.1 a browser opens at most six connections to a site
 * and every server-sent-events stream keeps one busy, so a stream in each
 * open tab would stall the site from the sixth tab on. The tabs elect one
 * (Web Locks): it listens over Transmit and relays each message to the
 * others (BroadcastChannel); when it closes, another takes over and catches
 * up (`onReady`). Browsers without Web Locks listen in every tab.
 */
export function listenAcrossTabs<T>(
  uid: string | null,
  channel: string,
  onMessage: (message: T) => void,
  onReady: () => void
) {
  if (typeof window === 'undefined' || !uid) return () => {}
  if (!navigator.locks || typeof BroadcastChannel === 'undefined') {
    return listen(uid, channel, onMessage, onReady)
  }

  const name = `ganja-talks:${channel}`
  const relay = new BroadcastChannel(name)
  relay.onmessage = (event: MessageEvent<T>) => onMessage(event.data)
  const waiting = new AbortController()
  let stopListening: (() => void) | undefined
  let resign: (() => void) | undefined

  navigator.locks
    .request(name, { signal: waiting.signal }, () => {
      stopListening = listen<T>(
        uid,
        channel,
        (message) => {
          onMessage(message)
          relay.postMessage(message)
        },
        onReady
      )
      /* Held while this tab shows the page; released on cleanup (or when the tab closes). */
      return new Promise<void>((resolve) => {
        resign = resolve
      })
    })
    /* AbortError: the component went away while another tab was listening. */
    .catch(() => {})

  return () => {
    waiting.abort()
    stopListening?.()
    resign?.()
    relay.close()
  }
}
