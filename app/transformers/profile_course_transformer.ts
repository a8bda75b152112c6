import { BaseTransformer } from '@adonisjs/core/transformers'
import type { ProfileCourse } from '#services/community/profile_service'

/** A course on the profile's Cursos tab, with the member's progress in it. */
export default class ProfileCourseTransformer extends BaseTransformer<ProfileCourse> {
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
