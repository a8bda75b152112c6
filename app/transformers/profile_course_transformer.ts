import { AppTransformer } from '#transformers/cheap_transform'
import type { ProfileCourse } from '#services/community/profile_service'

/** A course on the profile's Cursos tab, with the member's progress in it. */
export default class ProfileCourseTransformer extends AppTransformer<ProfileCourse> {
  toObject() {
    return this.pick(this.resource, [
      'slug',
      'title',
      'imageEmoji',
      'percent',
      'completedLessons',
      'totalLessons',
      'completed',
      'lastAccessedAt',
    ])
  }
}
