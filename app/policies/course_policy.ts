import { BasePolicy, allowGuest } from '@adonisjs/bouncer'
import type User from '#models/user'
import type Course from '#models/course'
import { isStaff } from '#services/admin/admin_access'

export default class CoursePolicy extends BasePolicy {
  /** Published, non-archived courses are public; drafts and archived courses only for staff. */
  @allowGuest()
  async view(user: User | null, course: Course) {
    if (course.isVisible) return true
    return isStaff(user)
  }
}
