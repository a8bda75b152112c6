import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import ShieldMiddleware from '@adonisjs/shield/shield_middleware'
import { isAnonymousPublicRead } from '#domain/platform/public_pages'
import { requestFacts } from '#middleware/sessionless_reads_middleware'

/**
 * Shield's CSRF check, skipped only where there is nothing to protect and no
 * form to serve a token to: a public page read by a visitor without a
 * session (#domain/public_pages). Such a page carries no token; the first
 * write the visitor makes asks for one (GET /sessao/csrf, from
 * inertia/lib/csrf_cookie.ts).
 */
@inject()
export default class CsrfForSessionsMiddleware {
  constructor(private shield: ShieldMiddleware) {}

  handle(ctx: HttpContext, next: NextFn) {
    if (isAnonymousPublicRead(requestFacts(ctx))) return next()
    return this.shield.handle(ctx, next)
  }
}
