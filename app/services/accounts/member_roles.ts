import logger from '@adonisjs/core/services/logger'
import type User from '#models/user'
import type { MemberRoles } from '#domain/accounts/roles'

const NO_ROLES: MemberRoles = { adminRole: null, profileRole: null }

/**
 * The user's two roles for the predicates of #domain/accounts/roles. The
 * relations are read once per request (the session check usually preloaded
 * them). A failure while reading counts as no role at all (logged), so every
 * staff check fails closed.
 */
export async function rolesOf(user: User | null | undefined): Promise<MemberRoles> {
  if (!user) return NO_ROLES
  try {
    /* loadOnce skips a relation already read, also one preloaded as null (no row). */
    await user.loadOnce('adminRole')
    await user.loadOnce('profile')
    return { adminRole: user.adminRole?.role ?? null, profileRole: user.profile?.role ?? null }
  } catch (error) {
    logger.error({ err: error, userId: user.id }, 'falha ao verificar os papéis do usuário')
    return NO_ROLES
  }
}
