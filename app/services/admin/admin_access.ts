import logger from '@adonisjs/core/services/logger'
import type User from '#models/user'
import { isAdminRole, type AdminRole } from '#domain/admin_roles'

/**
 * The signed-in user's admin role (admin_users.role), or null. Loaded once
 * per request (kept on the user instance). Any failure while checking counts
 * as "no access".
 */
export async function adminRoleOf(user: User | null | undefined): Promise<AdminRole | null> {
  if (!user) return null
  try {
    if (!user.$preloaded.adminRole) await user.load('adminRole')
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
