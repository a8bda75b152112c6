import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import type { NextFn } from '@adonisjs/core/types/http'
import type { Authenticators } from '@adonisjs/auth/types'

/**
 * Pages that need a session. A signed-out visitor goes to /auth; the page
 * they asked for is remembered so signing in brings them back to it.
 */
export default class AuthMiddleware {
  get redirectTo() {
    return urlFor('auth.show')
  }

  async handle(
    ctx: HttpContext,
    next: NextFn,
    options: { guards?: (keyof Authenticators)[] } = {}
  ) {
    if (!(await ctx.auth.check()) && ctx.request.method() === 'GET') {
      ctx.session.put('intended_url', ctx.request.url(true))
    }
    await ctx.auth.authenticateUsing(options.guards, { loginRoute: this.redirectTo })
    return next()
  }
}
