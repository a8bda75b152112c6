import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/**
 * Vite writes the SSR bundle next to the client assets (public/assets/server).
 * It is server code, so the static server must never hand it out.
 */
export default class HideServerBundleMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    if (ctx.request.url().startsWith('/assets/server/')) {
      return ctx.response.notFound('Not found')
    }
    return next()
  }
}
