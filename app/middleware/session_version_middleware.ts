import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { inject } from '@adonisjs/core'
import AccountSession from '#services/accounts/account_session'
import { flashError } from '#services/platform/flash'
import { AUTH_TOASTS } from '#domain/accounts/auth_messages'

/**
 * Ends sessions that were signed out (their login_sessions row is gone: sign
 * out, 'Sair de todas as sessões') or opened before the user's last password
 * reset (the session carries the version it was opened with, the user row the
 * current one). Works with every session store, cookie sessions included. The
 * request goes on signed out: a page that needs a session sends the visitor to /auth.
 */
@inject()
export default class SessionVersionMiddleware {
  constructor(private sessions: AccountSession) {}

  async handle(ctx: HttpContext, next: NextFn) {
    const user = ctx.auth.user
    if (user && !(await this.sessions.isValid(ctx, user))) {
      await this.sessions.end(ctx)
      flashError(ctx.session, AUTH_TOASTS.sessionEnded.title, AUTH_TOASTS.sessionEnded.description)
    }
    return next()
  }
}
