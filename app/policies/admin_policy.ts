import type { HttpContext } from '@adonisjs/core/http'
import type User from '#models/user'
import { can, type Ability } from '#domain/accounts/roles'
import { rolesOf } from '#services/accounts/member_roles'
import BasePolicy from '#policies/base_policy'
import { StaffDenial } from '#policies/denials'

export const PANEL_DENIED_MESSAGE = 'Você não tem permissão para acessar o painel administrativo.'

/**
 * The admin area, one ability per section. Administrators (super_admin,
 * admin) pass every one in before(); editors open the panel and manage
 * content and media, not people nor the figures about them (GRANTS in
 * #domain/accounts/roles).
 */
export default class AdminPolicy extends BasePolicy {
  /** Overview, guide (and every /admin route, through AdminGuardMiddleware). */
  async access(user: User) {
    return this.#decide(user, 'usePanel', PANEL_DENIED_MESSAGE)
  }

  /** Courses, modules, lessons and materials. */
  async manageContent(user: User) {
    return this.#decide(
      user,
      'manageContent',
      'Você não tem permissão para gerenciar o conteúdo dos cursos.'
    )
  }

  /** Files of the three buckets: listing, uploading and deleting. */
  async manageMedia(user: User) {
    return this.#decide(
      user,
      'manageContent',
      'Você não tem permissão para gerenciar a biblioteca de mídia.'
    )
  }

  /** Analytics, its CSV exports and the mentor report. */
  async readAnalytics(user: User) {
    return this.#decide(
      user,
      'readAnalytics',
      'Você não tem permissão para ver as análises do painel.'
    )
  }

  /** Users, profile roles and panel access. */
  async manageUsers(user: User) {
    return this.#decide(
      user,
      'manageUsers',
      'Você não tem permissão para gerenciar usuários e roles.'
    )
  }

  async #decide(user: User, ability: Ability, denied: string) {
    return can(await rolesOf(user), ability) || new StaffDenial(denied)
  }
}

/**
 * The check of an admin route that takes a file, run before its body is read
 * (middleware.multipart `authorize`): a refused sender spools nothing.
 */
export async function authorizeContentEdit({ bouncer }: HttpContext) {
  await bouncer.with(AdminPolicy).authorize('manageContent')
}
