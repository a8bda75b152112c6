import type { UserRow } from '#services/admin/user_admin_service'
import { AppTransformer } from '#transformers/cheap_transform'

/** A person in the Usuários section with their profile role and panel access. */
export default class UserRowTransformer extends AppTransformer<UserRow> {
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
