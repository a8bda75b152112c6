import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'
import {
  canAccessPanel,
  canManageContent,
  canManageUsers,
  type AdminRole,
} from '#domain/admin/admin_roles'
import { adminRoleOf } from '#services/admin/admin_access'
import { StaffDenial } from '#policies/denials'

export const PANEL_DENIED_MESSAGE = 'Você não tem permissão para acessar o painel administrativo.'

/**
 * The admin area, one ability per section. Any admin_users role opens the
 * panel and manages content and media; users and roles are for super_admin
 * and admin only (editors manage content, not people).
 */
export default class AdminPolicy extends BasePolicy {
  /** Overview, analytics, guide (and every /admin route, through AdminGuardMiddleware). */
  async access(user: User) {
    return this.#decide(user, canAccessPanel, PANEL_DENIED_MESSAGE)
  }

  /** Courses, modules, lessons and materials. */
  async manageContent(user: User) {
    return this.#decide(
      user,
      canManageContent,
      'Você não tem permissão para gerenciar o conteúdo dos cursos.'
    )
  }

  /** Files of the three buckets: listing, uploading and deleting. */
  async manageMedia(user: User) {
    return this.#decide(
      user,
      canManageContent,
      'Você não tem permissão para gerenciar a biblioteca de mídia.'
    )
  }

  /** Users, profile roles and panel access. */
  async manageUsers(user: User) {
    return this.#decide(
      user,
      canManageUsers,
      'Você não tem permissão para gerenciar usuários e roles.'
    )
  }

  async #decide(user: User, rule: (role: AdminRole | null) => boolean, denied: string) {
    return rule(await adminRoleOf(user)) || new StaffDenial(denied)
  }
}
