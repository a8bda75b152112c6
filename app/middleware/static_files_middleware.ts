import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import router from '@adonisjs/core/services/router'
import StaticMiddleware from '@adonisjs/static/static_middleware'

/** `/favicon.svg`, `/images/x.webp`: a last path segment with an extension. */
const FILE_NAME = /\/[^/]*\.[^/]+$/

/**
 * The public folder's files all have an extension (favicon, images, build
 * assets), and no page address does: a request for `/dashboard` or
 * `/cursos/abc` goes on to the router without asking the disk for a file
 * first (the static file server looks each path up on disk, a `stat` per
 * request). Paths that look like file names still go to the static server,
 * except those a route answers (/robots.txt, /sitemap.xml).
 */
@inject()
export default class StaticFilesMiddleware {
  constructor(private files: StaticMiddleware) {}

  handle(ctx: HttpContext, next: NextFn) {
    const path = ctx.request.url()
    return FILE_NAME.test(path) && !routedFiles().has(path) ? this.files.handle(ctx, next) : next()
  }
}

let routed: Set<string> | undefined
/** Routes without parameters whose address looks like a file name. */
function routedFiles() {
  routed ??= new Set(
    Object.values(router.toJSON())
      .flat()
      .map((route) => route.pattern)
      .filter((pattern) => !pattern.includes(':') && FILE_NAME.test(pattern))
  )
  return routed
}
