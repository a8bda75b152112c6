import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import AdminPanelPolicy, { PANEL_DENIED_MESSAGE } from '#policies/admin_panel_policy'
import AdminAccessDeniedException from '#exceptions/admin_access_denied_exception'

/**
 * Every /admin route: the signed-in user needs an admin_users role; any
 * failure while checking denies. A denial answers 403 with the 'Acesso
 * Negado' page (AdminAccessDeniedException). Each controller action then
 * authorizes its own ability (editors manage content, not users).
 */
export default class AdminGuardMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    let allowed = false
    try {
      allowed = await ctx.bouncer.with(AdminPanelPolicy).allows('access')
    } catch (error) {
      ctx.logger.error({ err: error }, 'falha ao verificar o acesso ao painel administrativo')
    }
    if (!allowed) throw new AdminAccessDeniedException(PANEL_DENIED_MESSAGE)
    return next()
  }
}
