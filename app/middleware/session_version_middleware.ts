import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { inject } from '@adonisjs/core'
import AccountSession, { SESSION_VERSION_KEY } from '#services/account_session'
import { flashError } from '#services/flash'
import { AUTH_TOASTS } from '#domain/auth_messages'

/**
 * Ends sessions opened before the user's last password reset: the session
 * carries the version it was opened with, the user row the current one.
 * Works with every session store, cookie sessions included. The request
 * goes on signed out: a page that needs a session sends the visitor to /auth.
 */
@inject()
export default class SessionVersionMiddleware {
  constructor(private sessions: AccountSession) {}

  async handle(ctx: HttpContext, next: NextFn) {
    const user = ctx.auth.user
    if (user && Number(ctx.session.get(SESSION_VERSION_KEY, 0)) !== (user.sessionVersion ?? 0)) {
      await this.sessions.end(ctx)
      flashError(ctx.session, AUTH_TOASTS.sessionEnded.title, AUTH_TOASTS.sessionEnded.description)
    }
    return next()
  }
}
