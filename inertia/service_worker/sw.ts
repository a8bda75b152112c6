/*
| The service worker (docs/decisions.md, Plataforma 105). Built by
| vite-plugin-pwa (injectManifest) from this file and Workbox's modules.
| It answers a navigation that fails offline with the lesson saved for
| offline at that address (Plataforma 110) or a pt-BR page instead of the
| browser's error, serves the saved lessons' images and PDFs when the network
| fails, keeps and sends the notes typed offline, shows web pushes, and opens
| the push's page when its notification is clicked.
*/

import { clientsClaim } from 'workbox-core'
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing'
import { NetworkOnly } from 'workbox-strategies'
import { offlinePage } from './offline_page'
import { offlineLessonHeaders, offlineLessonPage } from './offline_lesson_page'
import { keepNote, pendingNote, sendNotes } from './offline_notes'
import {
  OFFLINE_COPY_HEADER,
  OFFLINE_LESSONS_CACHE,
  WORKER_MESSAGES,
  type OfflineLessonCopy,
  type PendingNote,
} from './offline_keys'

declare const self: ServiceWorkerGlobalScope

self.skipWaiting()
clientsClaim()

registerRoute(new NavigationRoute(new NetworkOnly()))

/* Files a saved lesson shows: the network first (always fresh online), the saved copy when it fails. */
const LESSON_FILE = /^\/(materiais\/\d+\/arquivo|uploads\/)/
registerRoute(
  ({ request, url }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    (request.destination === 'image' || LESSON_FILE.test(url.pathname)),
  async ({ request }) => {
    try {
      return await fetch(request)
    } catch (error) {
      const saved = await savedAt(request.url)
      if (saved) return saved
      throw error
    }
  }
)

/** What the device keeps at an address (the query string ignored: '?download=1'). */
function savedAt(address: string) {
  const url = new URL(address)
  return caches.match(url.origin + url.pathname, { cacheName: OFFLINE_LESSONS_CACHE })
}

async function savedLessonPage(saved: Response) {
  const copy = (await saved.json()) as OfflineLessonCopy
  const nonce = crypto.randomUUID().replaceAll('-', '')
  const pending = await pendingNote(copy.lesson.id).catch(() => undefined)
  return new Response(offlineLessonPage(copy, pending, nonce), {
    status: 200,
    headers: offlineLessonHeaders(nonce),
  })
}

setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error()
  const saved = await savedAt(request.url)
  if (saved?.headers.has(OFFLINE_COPY_HEADER)) return savedLessonPage(saved)
  /* A saved lesson's PDF, opened from its link. */
  if (saved) return saved
  return new Response(offlinePage(), {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'",
    },
  })
})

type WorkerMessage =
  | { type: typeof WORKER_MESSAGES.keepNote; note: PendingNote }
  | { type: typeof WORKER_MESSAGES.sendNotes; xsrfToken: string | null; ownerId: number }

/* The notes are only ever sent to this site's own addresses, for the member who typed them. */
function validNote(note: PendingNote) {
  return (
    Number.isSafeInteger(note?.lessonId) &&
    Number.isSafeInteger(note.ownerId) &&
    typeof note.body === 'string' &&
    note.body.length <= 20_000 &&
    typeof note.typedAt === 'string' &&
    /^\/(?!\/)/.test(String(note.notesUrl))
  )
}

/* Pages of this site only (a message from elsewhere never reaches a worker); each answer goes to the port sent. */
self.addEventListener('message', (event) => {
  const message = event.data as WorkerMessage | null
  const reply = (answer: unknown) => event.ports[0]?.postMessage(answer)
  if (message?.type === WORKER_MESSAGES.keepNote) {
    if (!validNote(message.note)) return reply(null)
    event.waitUntil(
      keepNote(message.note).then(
        () => reply({ kept: true }),
        () => reply(null)
      )
    )
  } else if (message?.type === WORKER_MESSAGES.sendNotes && Number.isSafeInteger(message.ownerId)) {
    event.waitUntil(sendNotes(message.xsrfToken, message.ownerId).then(reply, () => reply(null)))
  }
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
