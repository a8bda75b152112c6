import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'
import { canManageContent } from '#domain/admin_roles'
import { adminRoleOf } from '#services/admin/admin_access'

const DENIED = 'Você não tem permissão para gerenciar o conteúdo dos cursos.'

/** Courses, modules, lessons and materials: super_admin, admin and editor. */
export default class AdminContentPolicy extends BasePolicy {
  async view(user: User) {
    return canManageContent(await adminRoleOf(user)) || AuthorizationResponse.deny(DENIED, 403)
  }

  async manage(user: User) {
    return canManageContent(await adminRoleOf(user)) || AuthorizationResponse.deny(DENIED, 403)
  }
}
