import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { errors as vineErrors } from '@vinejs/vine'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { temporaryFolder } from '#services/platform/temporary_files'

/**
 * Reads a multipart body, only on the routes that accept files and only
 * after the route's sign-in, the CSRF check and the route's own `authorize`
 * (the bodyparser leaves every multipart body unread: config/bodyparser.ts),
 * so a refused sender gets its 403 before a byte of the body is read. Files go to tmp/multipart,
 * up to the route's own limit, and are removed when the request ends,
 * whether the handler used them or not.
 */
type MultipartOptions = {
  /** The most the whole body may carry. */
  limit: string
  /** Past the limit, this message is shown next to that form field (instead of a 413 page). */
  tooLarge?: { field: string; message: string }
  /** Who may send this body (the target's owner, a role); throws to refuse, before the body is read. */
  authorize?: (ctx: HttpContext) => Promise<void>
}

export default class MultipartMiddleware {
  async handle(ctx: HttpContext, next: NextFn, options: MultipartOptions) {
    if (options.authorize) await options.authorize(ctx)
    const multipart = ctx.request.multipart
    if (!multipart || !ctx.request.is(['multipart'])) return next()

    const folder = temporaryFolder('multipart')
    await mkdir(folder, { recursive: true })
    const written: string[] = []
    multipart.onFile('*', { deferValidations: true }, async (part, reportChunk) => {
      const tmpPath = join(folder, randomUUID())
      written.push(tmpPath)
      part.pause()
      part.on('data', reportChunk)
      try {
        await pipeline(part, createWriteStream(tmpPath))
        return { tmpPath }
      } catch (error) {
        multipart.abort(error)
      }
    })
    try {
      try {
        await multipart.process({ limit: options.limit })
      } catch (error) {
        const tooLarge = (error as { code?: string }).code === 'E_REQUEST_ENTITY_TOO_LARGE'
        if (!tooLarge || !options.tooLarge) throw error
        const { field, message } = options.tooLarge
        throw new vineErrors.E_VALIDATION_ERROR([{ field, message, rule: 'file.size' }])
      }
      return await next()
    } finally {
      await Promise.all(written.map((path) => rm(path, { force: true })))
    }
  }
}
