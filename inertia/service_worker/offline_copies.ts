/*
| The copies of lessons saved to read offline, in Cache Storage: written by
| the page (saving, refreshing) and by the worker (the note the server
| kept), read by both. A copy is JSON under its lesson page's address,
| marked by OFFLINE_COPY_HEADER; its images and PDFs sit beside it unmarked.
*/
import { OFFLINE_COPY_HEADER, OFFLINE_LESSONS_CACHE, type OfflineLessonCopy } from './offline_keys'

/** The response a copy is kept as. */
export function copyResponse(copy: OfflineLessonCopy) {
  return new Response(JSON.stringify(copy), {
    headers: { 'Content-Type': 'application/json', [OFFLINE_COPY_HEADER]: '1' },
  })
}

/** The files a copy shows: its images and PDFs. */
export function copyFiles(copy: OfflineLessonCopy) {
  return [...copy.images, ...copy.pdfs.map((pdf) => pdf.url)]
}

/** Every saved copy with its cache key, and the keys of the files kept beside them. */
export async function savedCopies(cache: Cache) {
  const copies: { key: Request; copy: OfflineLessonCopy }[] = []
  const files: Request[] = []
  for (const key of await cache.keys()) {
    const cached = await cache.match(key)
    if (!cached?.headers.has(OFFLINE_COPY_HEADER)) files.push(key)
    else copies.push({ key, copy: (await cached.json()) as OfflineLessonCopy })
  }
  return { copies, files }
}

export function openSavedLessons() {
  return caches.open(OFFLINE_LESSONS_CACHE)
}
