import type User from '#models/user'
import { AppTransformer } from '#transformers/cheap_transform'
import { DEFAULT_PROFILE_ROLE } from '#domain/accounts/roles'

/** The signed-in user as every page sees it (shared prop `user`). Load `profile` and `adminRole` first. */
export default class UserTransformer extends AppTransformer<User> {
  toObject() {
    const profile = this.resource.$preloaded.profile ? this.resource.profile : null
    const adminRole = this.resource.$preloaded.adminRole ? this.resource.adminRole : null
    return {
      ...this.pick(this.resource, [
        'id',
        'email',
        'fullName',
        'initials',
        'displayName',
        'firstName',
      ]),
      avatarUrl: profile?.avatarUrl ?? null,
      profileRole: profile?.role ?? DEFAULT_PROFILE_ROLE,
      adminRole: adminRole?.role ?? null,
    }
  }
}
