import type { UserRow } from '#services/admin/user_admin_service'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** A person in the Usuários section with their profile role and panel access. */
export default class UserRowTransformer extends BaseTransformer<UserRow> {
  toObject() {
    return this.pick(this.resource, [
      'id',
      'email',
      'fullName',
      'profileRole',
      'adminRole',
      'createdAt',
    ])
  }
}
