import type CourseReview from '#models/course_review'
import { AppTransformer } from '#transformers/cheap_transform'

/** A review in the Avaliações tab. `viewerId` marks the signed-in learner's own review. */
export default class CourseReviewTransformer extends AppTransformer<CourseReview> {
  constructor(
    resource: CourseReview,
    private viewerId: number | null
  ) {
    super(resource)
  }

  toObject() {
    return {
      ...this.pick(this.resource, ['id', 'authorName', 'rating']),
      comment: this.resource.comment ?? '',
      authorAvatarUrl:
        (this.resource.$extras.author_avatar_url as string | null | undefined) ?? null,
      createdAt: this.resource.createdAt.toISO()!,
      /* Seeded reviews (no author) carry a back-dated created_at: only members' edits count. */
      edited: Boolean(
        this.resource.userId !== null &&
        this.resource.updatedAt &&
        this.resource.updatedAt.toMillis() - this.resource.createdAt.toMillis() > 1000
      ),
      own: this.viewerId !== null && this.resource.userId === this.viewerId,
    }
  }
}
