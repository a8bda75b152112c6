import type User from '#models/user'
import { AppTransformer } from '#transformers/cheap_transform'

/** The stored values the 'Editar Perfil' modal starts from (own profile only; load `profile` first). */
export default class ProfileFormTransformer extends AppTransformer<User> {
  toObject() {
    const profile = this.resource.$preloaded.profile ? this.resource.profile : null
    return {
      fullName: profile?.fullName ?? this.resource.fullName ?? '',
      specialty: profile?.specialty ?? '',
      bio: profile?.bio ?? '',
      location: profile?.location ?? '',
      yearsExperience: profile?.yearsExperience ?? null,
      linkedinUrl: profile?.linkedinUrl ?? '',
      websiteUrl: profile?.websiteUrl ?? '',
    }
  }
}
