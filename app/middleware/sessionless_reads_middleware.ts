import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { isAnonymousPublicRead, SESSION_COOKIE } from '#domain/platform/public_pages'
import { routeTraits } from '#services/platform/route_traits'

/** The facts #domain/public_pages decides on, read off a request. */
export function requestFacts(ctx: HttpContext) {
  const traits = routeTraits(ctx.route?.name)
  return {
    method: ctx.request.method(),
    /* A route declared withoutSession is answered sessionless like a public page (never cached as one). */
    publicPage: traits.publicPage === true || traits.withoutSession === true,
    cookieHeader: ctx.request.header('cookie'),
  }
}

/**
 * Runs around the session middleware. A visitor without a session who reads
 * a public page gets no session cookie: the session stays empty (no CSRF
 * secret, see ShieldMiddleware) and the cookie it would set is dropped. If
 * the page did put something in the session (a flash message), the cookie
 * stays.
 */
export default class SessionlessReadsMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (!isAnonymousPublicRead(requestFacts(ctx))) return next()
    const output = await next()
    if (ctx.session && !ctx.session.isEmpty) return output
    const cookies = ctx.response.getHeader('set-cookie')
    if (cookies !== undefined) {
      const kept = ([] as string[])
        .concat(cookies as string | string[])
        .filter((cookie) => !cookie.startsWith(`${SESSION_COOKIE}=`))
      if (kept.length) ctx.response.header('set-cookie', kept)
      else ctx.response.removeHeader('set-cookie')
    }
    return output
  }
}
