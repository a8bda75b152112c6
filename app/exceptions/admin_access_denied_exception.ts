import { Exception } from '@adonisjs/core/exceptions'
import type { HttpContext } from '@adonisjs/core/http'

/**
 * Someone without the needed admin role reached an admin route or action.
 * Always answers 403 — the 'Acesso Negado' page, or JSON for the upload
 * endpoint — and never a redirect, so a crafted request is plainly refused.
 */
export default class AdminAccessDeniedException extends Exception {
  static status = 403
  static code = 'E_ADMIN_ACCESS_DENIED'

  async handle(error: this, ctx: HttpContext) {
    ctx.response.status(403)
    const wantsJson =
      !ctx.request.header('x-inertia') && ctx.request.accepts(['html', 'json']) === 'json'
    if (wantsJson) return ctx.response.forbidden({ message: error.message })
    return ctx.response.send(
      await ctx.inertia.render('admin/access_denied', { message: error.message })
    )
  }
}
