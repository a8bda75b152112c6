import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import SessionMiddleware from '@adonisjs/session/session_middleware'
import type { Session } from '@adonisjs/session'
import { SESSION_COOKIE } from '#domain/platform/public_pages'

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
 */
@inject()
export default class QuietSessionMiddleware {
  constructor(private sessions: SessionMiddleware<any>) {}

  handle(ctx: HttpContext, next: NextFn) {
    return this.sessions.handle(ctx, () => {
      const session = ctx.session
      const commit = session.commit.bind(session)
      session.commit = async () => {
        if (session.readonly || isUnchanged(ctx, session)) return
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
