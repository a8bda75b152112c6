/*
| 'Baixar para ler offline' (docs/decisions.md, Plataforma 109–112), loaded
| when the member clicks it: the copy of the lesson comes from the server,
| which gives only what this member may read, and goes to Cache Storage with
| its images and PDFs, where the service worker finds it offline.
*/
import { urlFor } from '~/client'
import { WORKER_TYPE, WORKER_URL } from '~/lib/worker_url'
import { failureMessage } from '~/lib/http'
import { OFFLINE_OWNER_KEY, type OfflineLessonCopy } from '~/service_worker/offline_keys'
import {
  copyFiles,
  copyResponse,
  openSavedLessons,
  savedCopies,
} from '~/service_worker/offline_copies'

/** A save that failed, with the pt-BR reason to show. */
export class OfflineSaveError extends Error {}

/* The member's click is the opt-in: the worker is registered now if it is not yet (also in development). */
async function ensureWorker() {
  if (!('serviceWorker' in navigator) || !('caches' in window))
    throw new OfflineSaveError('Este navegador não consegue guardar aulas para ler offline.')
  const registration = await navigator.serviceWorker.getRegistration('/')
  if (!registration)
    await navigator.serviceWorker.register(WORKER_URL, { scope: '/', type: WORKER_TYPE })
  await navigator.serviceWorker.ready
}

async function askServer<T>(url: string): Promise<T> {
  let response: Response
  try {
    response = await fetch(url, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    })
  } catch {
    throw new OfflineSaveError('Sem conexão. Conecte-se para salvar a aula neste aparelho.')
  }
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { message?: string } | null
    throw new OfflineSaveError(answer?.message ?? failureMessage(response.status))
  }
  return (await response.json()) as T
}

async function store(copies: OfflineLessonCopy[], ownerId: number) {
  await ensureWorker()
  const cache = await openSavedLessons()
  localStorage.setItem(OFFLINE_OWNER_KEY, String(ownerId))
  for (const copy of copies) {
    for (const file of copyFiles(copy)) {
      const response = await fetch(file, { credentials: 'same-origin' }).catch(() => null)
      /* An image that is gone is left out; the lesson still opens without it. */
      if (response?.ok) await cache.put(file, response)
      else if (copy.pdfs.some((pdf) => pdf.url === file))
        throw new OfflineSaveError('Não foi possível baixar o PDF da aula. Tente novamente.')
    }
    await cache.put(copy.lesson.url, copyResponse(copy))
  }
}

export async function saveLesson(lessonId: number, ownerId: number) {
  await store(
    [await askServer<OfflineLessonCopy>(urlFor('lessons.offline', { id: lessonId }))],
    ownerId
  )
}

/** Saves the module's lessons this member may read; answers how many. */
export async function saveModule(moduleId: number, ownerId: number) {
  const { lessons } = await askServer<{ lessons: OfflineLessonCopy[] }>(
    urlFor('modules.offline', { id: moduleId })
  )
  await store(lessons, ownerId)
  return lessons.length
}

/** Removes a saved lesson and the files no other saved lesson shows. */
export async function removeLesson(lessonUrl: string) {
  const cache = await openSavedLessons()
  await cache.delete(lessonUrl)
  const { copies, files } = await savedCopies(cache)
  const kept = new Set(copies.flatMap(({ copy }) => copyFiles(copy)))
  for (const file of files) if (!kept.has(new URL(file.url).pathname)) await cache.delete(file)
}

/**
 * Asks the server again for every saved lesson (once per visit of the app,
 * online): a lesson this member may no longer read (subscription over,
 * lesson gone: 401, 403, 404) leaves the device, the others get the current
 * text. The files stay until the lesson is saved again.
 */
export async function refreshSaved() {
  const cache = await openSavedLessons()
  const { copies } = await savedCopies(cache)
  for (const { key, copy: saved } of copies) {
    const response = await fetch(urlFor('lessons.offline', { id: saved.lesson.id }), {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    }).catch(() => null)
    /* Signed out meanwhile: the lessons are being removed, nothing is written back. */
    if (!response || localStorage.getItem(OFFLINE_OWNER_KEY) === null) return
    if ([401, 403, 404].includes(response.status)) await removeLesson(key.url)
    else if (response.ok) {
      const copy = (await response.json()) as OfflineLessonCopy
      /* A lesson that moved in its course is kept at its new address. */
      if (new URL(key.url).pathname !== copy.lesson.url) await cache.delete(key)
      await cache.put(copy.lesson.url, copyResponse(copy))
    }
  }
}
