import { AppTransformer } from '#transformers/cheap_transform'
import type { CoursePage } from '#services/catalog/catalog_course_service'

/**
 * What the course page knows about the person looking at it: their
 * progress (null for visitors), favourite, and whether they may review.
 */
export default class CourseViewerTransformer extends AppTransformer<CoursePage> {
  toObject() {
    const { progress, ownReview } = this.resource
    return {
      signedIn: this.resource.signedIn,
      isFavorite: this.resource.isFavorite,
      progress: progress
        ? {
            percent: progress.percent,
            started: progress.started,
            completedLessons: progress.completedLessons,
            totalLessons: progress.totalLessons,
            continuePosition: progress.continuePosition,
          }
        : null,
      canReview: this.resource.canReview,
      ownReview: ownReview
        ? { id: ownReview.id, rating: ownReview.rating, comment: ownReview.comment ?? '' }
        : null,
    }
  }
}
