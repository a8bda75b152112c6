import logger from '@adonisjs/core/services/logger'
import type User from '#models/user'
import { isAdminRole, type AdminRole } from '#domain/admin/admin_roles'

/**
 * THE "is staff" check: the user's admin-area role (admin_users.role), or
 * null. Every policy asks here. Loaded once per request (kept on the user
 * instance). A failure while checking counts as "no access" (logged), so the
 * admin area fails closed.
 */
export async function adminRoleOf(user: User | null | undefined): Promise<AdminRole | null> {
  if (!user) return null
  try {
    /* Also when the member has none (preloaded as null). */
    if (!('adminRole' in user.$preloaded)) await user.load('adminRole')
    const role = user.adminRole?.role
    return isAdminRole(role) ? role : null
  } catch (error) {
    logger.error(
      { err: error, userId: user.id },
      'falha ao verificar o acesso ao painel administrativo'
    )
    return null
  }
}

export async function isStaff(user: User | null | undefined) {
  return (await adminRoleOf(user)) !== null
}
