import { AppTransformer } from '#transformers/cheap_transform'
import type { ProfileActivity } from '#services/community/profile_service'

/** A completed lesson on the profile's Atividade tab. */
export default class ProfileActivityTransformer extends AppTransformer<ProfileActivity> {
  toObject() {
    return this.pick(this.resource, [
      'id',
      'lessonTitle',
      'courseTitle',
      'courseSlug',
      'completedAt',
    ])
  }
}
