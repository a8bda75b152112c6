/*
| Notes typed on a lesson read offline: kept in IndexedDB (the last text per
| lesson, with the time it was typed) and sent when the connection returns.
| The server keeps the newer write (Plataforma 111), so sending late never
| overwrites a note edited online since.
*/

import { OFFLINE_NOTES_DB, type PendingNote } from './offline_keys'
import { copyResponse, openSavedLessons, savedCopies } from './offline_copies'

const STORE = 'outbox'

function request<T>(operation: IDBRequest<T>) {
  return new Promise<T>((resolve, reject) => {
    operation.onsuccess = () => resolve(operation.result)
    operation.onerror = () => reject(operation.error)
  })
}

/**
 * Opened per use and closed after: sign-out deletes the database, which an
 * open connection would block. Answers once the transaction has committed:
 * a note is "kept" only when it would survive the worker being stopped.
 */
async function withOutbox<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>
) {
  const opening = indexedDB.open(OFFLINE_NOTES_DB, 1)
  opening.onupgradeneeded = () => opening.result.createObjectStore(STORE, { keyPath: 'lessonId' })
  const db = await request(opening)
  try {
    const transaction = db.transaction(STORE, mode)
    const committed = new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve()
      transaction.onabort = () => reject(transaction.error)
    })
    const [result] = await Promise.all([request(work(transaction.objectStore(STORE))), committed])
    return result
  } finally {
    db.close()
  }
}

export function keepNote(note: PendingNote) {
  return withOutbox('readwrite', (store) => store.put(note))
}

export function pendingNote(lessonId: number) {
  return withOutbox<PendingNote | undefined>('readonly', (store) => store.get(lessonId))
}

/** How many notes wait in the outbox (any member's). */
export function waitingCount() {
  return withOutbox<number>('readonly', (store) => store.count())
}

function pendingNotes() {
  return withOutbox<PendingNote[]>('readonly', (store) => store.getAll())
}

/** Removes the note unless it was typed again meanwhile. */
async function dropSent(note: PendingNote) {
  const current = await pendingNote(note.lessonId)
  if (current?.typedAt === note.typedAt)
    await withOutbox('readwrite', (store) => store.delete(note.lessonId))
}

type SavedNote = { body: string; updatedAt: string | null }

/** Per lesson: the note the server kept, or 'refused' (never to be sent). Absent: still waiting. */
type SendOutcome = Record<number, SavedNote | 'refused'>

/** Notes that are nobody's, from a version without owners, are never sent. */
async function notesOf(ownerId: number) {
  const notes = await pendingNotes()
  return notes.filter((note) => note.ownerId === ownerId)
}

/**
 * Sends the notes the signed-in member typed (`ownerId`, as the page that
 * asks knows them), with the page's CSRF token (a worker cannot read
 * cookies). A note stays waiting while offline or refused for a reason that
 * may pass (signed out, 429…); the page asks again (Plataforma 111).
 */
export async function sendNotes(xsrfToken: string | null, ownerId: number) {
  const outcome: SendOutcome = {}
  for (const note of await notesOf(ownerId)) {
    let response: Response
    try {
      response = await fetch(note.notesUrl, {
        method: 'PUT',
        credentials: 'same-origin',
        /* A redirect (an expired form's answer) is not the note kept. */
        redirect: 'manual',
        headers: {
          'Content-Type': 'application/json',
          'Accept': 'application/json',
          ...(xsrfToken ? { 'X-XSRF-TOKEN': xsrfToken } : {}),
        },
        body: JSON.stringify({ body: note.body, typedAt: note.typedAt }),
      })
    } catch {
      break
    }
    /* 404 and 422 will never pass: the lesson is gone or the text is refused. */
    if (response.status === 404 || response.status === 422) {
      await dropSent(note)
      outcome[note.lessonId] = 'refused'
    }
    if (!response.ok) continue
    const saved = (await response.json().catch(() => null)) as SavedNote | null
    if (typeof saved?.body !== 'string') continue
    await dropSent(note)
    outcome[note.lessonId] = saved
    await updateCopy(note.lessonId, saved)
  }
  return outcome
}

/** The saved lesson opens offline with the note the server kept. */
async function updateCopy(lessonId: number, note: SavedNote) {
  const cache = await openSavedLessons()
  const { copies } = await savedCopies(cache)
  for (const { key, copy } of copies)
    if (copy.lesson.id === lessonId) await cache.put(key, copyResponse({ ...copy, note }))
}
