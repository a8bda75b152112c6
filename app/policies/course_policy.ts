import { BasePolicy, allowGuest } from '@adonisjs/bouncer'
import type User from '#models/user'
import type Course from '#models/course'
import AdminUser from '#models/admin_user'

export default class CoursePolicy extends BasePolicy {
  /** Published, non-archived courses are public; drafts and archived courses only for admins. */
  @allowGuest()
  async view(user: User | null, course: Course) {
    if (course.isPublished && course.archivedAt === null) return true
    if (!user) return false
    return (await AdminUser.query().where('user_id', user.id).first()) !== null
  }
}
