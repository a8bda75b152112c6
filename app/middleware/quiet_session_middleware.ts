import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import SessionMiddleware from '@adonisjs/session/session_middleware'
import type { Session } from '@adonisjs/session'
import { SESSION_COOKIE } from '#domain/platform/public_pages'
import { isRealtimeRequest } from '#middleware/realtime_without_cookies_middleware'

/** Session key: when the session was last written (ms), so an unchanged one is written again only hourly. */
export const SESSION_WRITTEN_AT_KEY = 'written_at'

/** How long an unchanged session goes without being written again (its 7-day life restarts then). */
export const SESSION_REWRITE_AFTER_MS = 60 * 60 * 1000

/**
 * Adonis' session middleware, except that a request which changed nothing in
 * its session (no value put or forgotten, no flash message, same id) writes
 * nothing back: no session cookie, no data cookie encrypted again, no store
 * write. Adonis re-sends both cookies on every request to keep the session
 * alive; here that happens on the first request after an hour, which keeps a
 * session in use alive as before (7 days from its last use, within an hour).
 *
 * Flash messages (a form's toast) are for the page the form leads to. A
 * request the page makes on its own (the Transmit stream and subscriptions,
 * the bell, a JSON save) that lands between the form's redirect and that page
 * hands them on instead of taking them, whatever it answers (a 401 too); so
 * does a visit answered 409 for a new asset version (the Inertia middleware
 * asks for that after this one has written the session).
 */
@inject()
export default class QuietSessionMiddleware {
  constructor(private sessions: SessionMiddleware<any>) {}

  handle(ctx: HttpContext, next: NextFn) {
    return this.sessions.handle(ctx, () => {
      const session = ctx.session
      const commit = session.commit.bind(session)
      session.commit = async () => {
        if (session.readonly) return
        if (showsNoPage(ctx) && session.responseFlashMessages.isEmpty) {
          /* Only when there is something: an empty reflash would still rewrite the session. */
          if (!session.flashMessages.isEmpty) session.reflash()
        }
        if (isUnchanged(ctx, session)) return
        if (!session.isEmpty) session.put(SESSION_WRITTEN_AT_KEY, Date.now())
        return commit()
      }
      return next()
    })
  }
}

function isUnchanged(ctx: HttpContext, session: Session) {
  if (session.hasBeenModified || !session.responseFlashMessages.isEmpty || session.isEmpty) {
    return false
  }
  if (session.sessionId !== ctx.request.cookie(SESSION_COOKIE)) return false
  const writtenAt = Number(session.get(SESSION_WRITTEN_AT_KEY, 0))
  return Date.now() - writtenAt < SESSION_REWRITE_AFTER_MS
}

/** Transmit, a JSON call (useHttp, fetch asking for JSON), or an Inertia visit about to be told to reload. */
function showsNoPage(ctx: HttpContext) {
  const request = ctx.request
  if (isRealtimeRequest(request)) return true
  if (!request.header('x-inertia')) return request.accepts(['html', 'json']) === 'json'
  return (
    request.method() === 'GET' &&
    'inertia' in ctx &&
    (request.header('x-inertia-version') ?? '') !== String(ctx.inertia.getVersion())
  )
}
