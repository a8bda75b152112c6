import { allowGuest } from '@adonisjs/bouncer'
import type User from '#models/user'
import type Course from '#models/course'
import BasePolicy from '#policies/base_policy'

export default class CoursePolicy extends BasePolicy {
  /* Every panel role previews draft and archived courses (before()). */
  protected staffAbility = 'previewUnpublished' as const

  /** Published, non-archived courses are public; drafts and archived courses only for staff. */
  @allowGuest()
  view(_user: User | null, course: Course) {
    return course.isVisible
  }
}
