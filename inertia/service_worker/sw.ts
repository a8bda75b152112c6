/*
| The service worker (docs/decisions.md, Plataforma 105). Built by
| vite-plugin-pwa (injectManifest) from this file and Workbox's modules, so
| the offline lessons can later add their precache and cache routes here.
| Today it does three things: answers a navigation that fails offline with
| a pt-BR page instead of the browser's error, shows web pushes, and opens
| the push's page when its notification is clicked.
*/

import { clientsClaim } from 'workbox-core'
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing'
import { NetworkOnly } from 'workbox-strategies'
import { offlinePage } from './offline_page'

declare const self: ServiceWorkerGlobalScope

self.skipWaiting()
clientsClaim()

registerRoute(new NavigationRoute(new NetworkOnly()))

setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error()
  return new Response(offlinePage(), {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'",
    },
  })
})

type PushPayload = { title: string; body: string; url: string; tag?: string }

function readPayload(event: PushEvent): PushPayload | null {
  try {
    const payload = event.data?.json() as Partial<PushPayload> | undefined
    if (!payload?.title || !payload.url) return null
    return { title: payload.title, body: payload.body ?? '', url: payload.url, tag: payload.tag }
  } catch {
    return null
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event)
  if (!payload) return
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      lang: 'pt-BR',
      tag: payload.tag,
      data: { url: payload.url },
    })
  )
})

/* Only pages of this site: a push can never send the member elsewhere. */
function sameSiteUrl(value: unknown) {
  try {
    const url = new URL(String(value), self.location.origin)
    return url.origin === self.location.origin ? url.href : self.location.origin + '/dashboard'
  } catch {
    return self.location.origin + '/dashboard'
  }
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const url = sameSiteUrl(event.notification.data?.url)
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      const open = windows.find((client) => client.url === url)
      if (open) return void (await open.focus())
      await self.clients.openWindow(url)
    })()
  )
})
