import type User from '#models/user'
import { AppTransformer } from '#transformers/cheap_transform'
import { FALLBACK_PROFILE_NAME, FALLBACK_PROFILE_SPECIALTY } from '#domain/community/profile_stats'
import { initialsOf } from '#domain/platform/initials'
import { DEFAULT_PROFILE_ROLE } from '#domain/accounts/roles'

/**
 * A member as their profile page shows them (load `profile` first). Without a
 * stored profile the page falls back to 'Usuário' / 'Membro da comunidade'.
 * The e-mail is never part of it.
 */
export default class MemberProfileTransformer extends AppTransformer<User> {
  toObject() {
    const profile = this.resource.$preloaded.profile ? this.resource.profile : null
    const name = profile?.fullName?.trim() || FALLBACK_PROFILE_NAME
    return {
      userId: this.resource.id,
      fullName: name,
      initials: profile?.fullName?.trim() ? initialsOf(name) : this.resource.initials,
      specialty: profile?.specialty?.trim() || FALLBACK_PROFILE_SPECIALTY,
      bio: profile?.bio ?? null,
      location: profile?.location ?? null,
      yearsExperience: profile?.yearsExperience ?? null,
      linkedinUrl: profile?.linkedinUrl ?? null,
      websiteUrl: profile?.websiteUrl ?? null,
      avatarUrl: profile?.avatarUrl ?? null,
      role: profile?.role ?? DEFAULT_PROFILE_ROLE,
      memberSince: this.resource.createdAt.toISO()!,
      hasProfile: Boolean(profile),
    }
  }
}
