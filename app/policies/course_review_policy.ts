import { inject } from '@adonisjs/core'
import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'
import type Course from '#models/course'
import type CourseReview from '#models/course_review'
import CatalogReviewService, {
  ALREADY_REVIEWED,
  REVIEW_REFUSED,
} from '#services/catalog/catalog_review_service'
import { ToastDenial } from '#policies/denials'

@inject()
export default class CourseReviewPolicy extends BasePolicy {
  constructor(private reviews: CatalogReviewService) {
    super()
  }

  /** A learner reviews a course they started, once. */
  async create(user: User, course: Course) {
    if (await this.reviews.findOwn(user.id, course.id))
      return new ToastDenial(REVIEW_REFUSED, ALREADY_REVIEWED)
    if (!(await this.reviews.hasStarted(user.id, course.id))) {
      return new ToastDenial(REVIEW_REFUSED, 'Comece o curso para poder avaliá-lo.')
    }
    return true
  }

  /** Only the author edits a review (seeded reviews have no author). */
  update(user: User, review: CourseReview) {
    return (
      review.userId === user.id ||
      new ToastDenial(
        'Não foi possível salvar a avaliação',
        'Você só pode editar a sua própria avaliação.'
      )
    )
  }
}
