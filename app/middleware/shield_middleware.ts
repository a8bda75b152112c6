import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import ShieldMiddleware from '@adonisjs/shield/shield_middleware'
import Tokens from 'csrf'
import { isAnonymousPublicRead } from '#domain/platform/public_pages'
import { requestFacts } from '#middleware/sessionless_reads_middleware'

/** Where Shield keeps the session's CSRF secret. */
const CSRF_SECRET_KEY = 'csrf-secret'

/** Session key: which secret the browser's XSRF-TOKEN cookie was made from, and when (ms). */
export const XSRF_ISSUED_KEY = 'xsrf_issued'

/** The XSRF-TOKEN cookie lives 2 hours (Shield's default); it is renewed after one. */
export const XSRF_RENEW_AFTER_MS = 60 * 60 * 1000

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])
const tokens = new Tokens()

/**
 * Shield's CSRF check, with two savings:
 * - skipped where there is nothing to protect and no form to serve a token
 *   to: a public page read by a visitor without a session
 *   (#domain/public_pages). Such a page carries no token; the first write
 *   the visitor makes asks for one (GET /sessao/csrf, from
 *   inertia/lib/csrf_cookie.ts);
 * - a read whose browser already holds the XSRF-TOKEN cookie made from this
 *   session's secret within the last hour gets its page token (the `_csrf`
 *   field of plain forms) without Shield encrypting and sending that cookie
 *   again. Every write is checked by Shield as before.
 */
@inject()
export default class CsrfForSessionsMiddleware {
  constructor(private shield: ShieldMiddleware) {}

  async handle(ctx: HttpContext, next: NextFn) {
    if (isAnonymousPublicRead(requestFacts(ctx))) return next()
    const secret = ctx.session.get(CSRF_SECRET_KEY)
    if (READS.has(ctx.request.method()) && holdsFreshCookie(ctx, secret)) {
      ctx.request.csrfToken = tokens.create(secret)
      return next()
    }
    return this.shield.handle(ctx, () => {
      ctx.session.put(XSRF_ISSUED_KEY, {
        secret: fingerprint(ctx.session.get(CSRF_SECRET_KEY)),
        at: Date.now(),
      })
      return next()
    })
  }
}

function fingerprint(secret: unknown) {
  return typeof secret === 'string' ? secret.slice(0, 12) : null
}

function holdsFreshCookie(ctx: HttpContext, secret: unknown) {
  if (typeof secret !== 'string' || !secret) return false
  const issued = ctx.session.get(XSRF_ISSUED_KEY)
  if (!issued || issued.secret !== fingerprint(secret)) return false
  if (!(Date.now() - Number(issued.at) < XSRF_RENEW_AFTER_MS)) return false
  return /(?:^|;\s*)XSRF-TOKEN=./.test(ctx.request.header('cookie') ?? '')
}
