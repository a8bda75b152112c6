import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import AdminPolicy from '#policies/admin_policy'

/**
 * Every /admin route: the signed-in user needs an admin_users role
 * (AdminPolicy#access, the one staff check; a failure while checking
 * denies). A denial answers 403 with the 'Acesso Negado' page. Each
 * controller action then authorizes its own section (editors manage content,
 * not users).
 */
export default class AdminGuardMiddleware {
  async handle({ bouncer }: HttpContext, next: NextFn) {
    await bouncer.with(AdminPolicy).authorize('access')
    return next()
  }
}
