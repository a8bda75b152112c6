import type { HttpContext } from '@adonisjs/core/http'
import type User from '#models/user'

/** Session key holding the user's session version at sign-in (see SessionVersionMiddleware). */
export const SESSION_VERSION_KEY = 'auth_session_version'

/** Session key where the auth middleware remembers the page a signed-out visitor asked for. */
export const INTENDED_URL_KEY = 'intended_url'

/** Opening and closing a member's session. */
export default class AccountSession {
  /**
   * Signs the user in: the auth guard stores the id and rotates the session id
   * (session fixation), and the session remembers the user's session version.
   */
  async start(ctx: HttpContext, user: User) {
    await ctx.auth.use('web').login(user)
    ctx.session.put(SESSION_VERSION_KEY, user.sessionVersion ?? 0)
  }

  async end(ctx: HttpContext) {
    await ctx.auth.use('web').logout()
    ctx.session.forget(SESSION_VERSION_KEY)
    ctx.session.regenerate()
  }

  /** Where to go after signing in: the remembered page when it is a local path, else null. */
  takeIntendedUrl(session: HttpContext['session']) {
    const url = session.pull(INTENDED_URL_KEY)
    if (
      typeof url === 'string' &&
      url.startsWith('/') &&
      !url.startsWith('//') &&
      !url.startsWith('/\\')
    ) {
      return url
    }
    return null
  }
}
