import { readdir, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import app from '@adonisjs/core/services/app'

/**
 * Where request bodies are written while a request is handled: form uploads
 * (the multipart middleware) and admin uploads (MediaUploadService). Files
 * there belong to a request in flight; a request removes its own when it
 * ends. What a killed process left behind is swept at start, whatever its
 * age (no request is in flight yet), and idle leftovers every few minutes.
 */
export const TEMPORARY_FOLDERS = ['multipart', 'uploads'] as const

export function temporaryFolder(name: (typeof TEMPORARY_FOLDERS)[number]) {
  return app.tmpPath(name)
}

/** A file still being written is touched all the time; one idle this long is a leftover. */
export const LEFTOVER_AFTER_MS = 15 * 60 * 1000

/** How often the running server sweeps idle leftovers. */
export const SWEEP_EVERY_MS = 5 * 60 * 1000

/**
 * Removes temporary files nobody has written to for `idleMs` (default 15 min);
 * returns how many. `0` removes everything: only at start, when no request
 * can own a file (one process per app folder, as the deploy runs it).
 */
export async function sweepTemporaryFiles(idleMs = LEFTOVER_AFTER_MS) {
  const before = Date.now() - idleMs
  let removed = 0
  for (const name of TEMPORARY_FOLDERS) {
    const folder = temporaryFolder(name)
    for (const file of await readdir(folder).catch(() => [] as string[])) {
      const path = join(folder, file)
      const info = await stat(path).catch(() => null)
      if (info && info.mtimeMs < before) {
        await rm(path, { force: true, recursive: true })
        removed += 1
      }
    }
  }
  return removed
}
