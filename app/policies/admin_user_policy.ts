import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'
import { canManageUsers } from '#domain/admin_roles'
import { adminRoleOf } from '#services/admin/admin_access'

const DENIED = 'Você não tem permissão para gerenciar usuários e roles.'

/** Users and roles: super_admin and admin only (editors manage content, not people). */
export default class AdminUserPolicy extends BasePolicy {
  async viewAny(user: User) {
    return canManageUsers(await adminRoleOf(user)) || AuthorizationResponse.deny(DENIED, 403)
  }

  async updateRole(user: User) {
    return canManageUsers(await adminRoleOf(user)) || AuthorizationResponse.deny(DENIED, 403)
  }

  async updateAccess(user: User) {
    return canManageUsers(await adminRoleOf(user)) || AuthorizationResponse.deny(DENIED, 403)
  }
}
