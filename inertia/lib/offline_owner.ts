/*
| On a device that keeps lessons to read offline (Plataforma 111–112): with
| their owner signed in, the notes typed offline are sent (by the worker, the
| one place that sends them), now and when the connection returns, and the
| saved lessons are checked again with the server (Plataforma 113); with
| nobody or another member signed in, the lessons and the waiting notes go.
*/
import { xsrfToken } from '~/lib/http'
import {
  OFFLINE_LESSONS_CACHE,
  OFFLINE_NOTES_DB,
  OFFLINE_OWNER_KEY,
  WORKER_MESSAGES,
} from '~/service_worker/offline_keys'

let sent = false

function sendNotes() {
  navigator.serviceWorker?.controller?.postMessage({
    type: WORKER_MESSAGES.sendNotes,
    xsrfToken: xsrfToken(),
  })
}

window.addEventListener('online', () => {
  if (localStorage.getItem(OFFLINE_OWNER_KEY) !== null) sendNotes()
})

export function checkOwner(userId: number | null) {
  const owner = localStorage.getItem(OFFLINE_OWNER_KEY)
  if (owner === null) return
  if (userId !== null && String(userId) === owner) {
    if (!sent && navigator.onLine) {
      sendNotes()
      void import('~/lib/offline_lessons').then((saved) => saved.refreshSaved())
    }
    sent = true
    return
  }
  localStorage.removeItem(OFFLINE_OWNER_KEY)
  void caches.delete(OFFLINE_LESSONS_CACHE)
  indexedDB.deleteDatabase(OFFLINE_NOTES_DB)
}
