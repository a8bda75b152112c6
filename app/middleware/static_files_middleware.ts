import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import StaticMiddleware from '@adonisjs/static/static_middleware'

/** `/favicon.svg`, `/images/x.webp`: a last path segment with an extension. */
const FILE_NAME = /\/[^/]*\.[^/]+$/

/**
 * The public folder's files all have an extension (favicon, images, build
 * assets), and no page address does: a request for `/dashboard` or
 * `/cursos/abc` goes on to the router without asking the disk for a file
 * first (the static file server looks each path up on disk, a `stat` per
 * request). Paths that look like file names still go to the static server.
 */
@inject()
export default class StaticFilesMiddleware {
  constructor(private files: StaticMiddleware) {}

  handle(ctx: HttpContext, next: NextFn) {
    const path = ctx.request.url()
    return FILE_NAME.test(path) ? this.files.handle(ctx, next) : next()
  }
}
