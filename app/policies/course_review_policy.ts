import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'
import type Course from '#models/course'
import type CourseReview from '#models/course_review'

export default class CourseReviewPolicy extends BasePolicy {
  /** A learner reviews a course they started, once. */
  create(_user: User, _course: Course, started: boolean, alreadyReviewed: boolean) {
    return started && !alreadyReviewed
  }

  /** Only the author edits a review (seeded reviews have no author). */
  update(user: User, review: CourseReview) {
    return review.userId === user.id
  }
}
