import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'
import { canManageContent } from '#domain/admin_roles'
import { adminRoleOf } from '#services/admin/admin_access'

const DENIED = 'Você não tem permissão para gerenciar a biblioteca de mídia.'

/** Files of the three buckets: listing, uploading and deleting are content work. */
export default class AdminMediaPolicy extends BasePolicy {
  async view(user: User) {
    return canManageContent(await adminRoleOf(user)) || AuthorizationResponse.deny(DENIED, 403)
  }

  async upload(user: User) {
    return canManageContent(await adminRoleOf(user)) || AuthorizationResponse.deny(DENIED, 403)
  }

  async delete(user: User) {
    return canManageContent(await adminRoleOf(user)) || AuthorizationResponse.deny(DENIED, 403)
  }
}
