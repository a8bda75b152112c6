/*
| On a device that keeps lessons to read offline (Plataforma 111–112): with
| their owner signed in, the notes they typed offline are sent (by the
| worker, the one place that sends them), now and when the connection
| returns, and the saved lessons are checked again with the server
| (Plataforma 113). With nobody signed in the saved lessons go, and the
| notes still waiting stay for their owner; another member signed in
| removes both.
*/
import { xsrfToken } from '~/lib/http'
import { waitingCount } from '~/service_worker/offline_notes'
import {
  OFFLINE_LESSONS_CACHE,
  OFFLINE_NOTES_DB,
  OFFLINE_OWNER_KEY,
  WORKER_MESSAGES,
} from '~/service_worker/offline_keys'

let sent = false

function owner() {
  const value = localStorage.getItem(OFFLINE_OWNER_KEY)
  return value === null ? null : Number(value)
}

function sendNotes(ownerId: number) {
  navigator.serviceWorker?.controller?.postMessage({
    type: WORKER_MESSAGES.sendNotes,
    xsrfToken: xsrfToken(),
    ownerId,
  })
}

/* The page's own user: a page that shows nobody signed in sends nothing. */
let signedIn: number | null = null

window.addEventListener('online', () => {
  if (signedIn !== null && signedIn === owner()) sendNotes(signedIn)
})

/** Whether notes typed offline still wait in the outbox (an error counts as yes: nothing is lost). */
function notesWaiting() {
  return waitingCount().then(
    (count) => count > 0,
    () => true
  )
}

function forget() {
  localStorage.removeItem(OFFLINE_OWNER_KEY)
  indexedDB.deleteDatabase(OFFLINE_NOTES_DB)
}

export async function checkOwner(userId: number | null) {
  signedIn = userId
  const ownerId = owner()
  if (ownerId === null) return
  if (userId === ownerId) {
    if (!sent && navigator.onLine) {
      sendNotes(ownerId)
      void import('~/lib/offline_lessons').then((saved) => saved.refreshSaved())
    }
    sent = true
    return
  }
  await caches.delete(OFFLINE_LESSONS_CACHE)
  if (userId !== null || !(await notesWaiting())) forget()
}
