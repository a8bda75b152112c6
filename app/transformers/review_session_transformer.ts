import { AppTransformer } from '#transformers/cheap_transform'
import type { ReviewQuestion, ReviewReveal } from '#services/learning/review_service'
import type { ReviewSummary } from '#domain/learning/review'

export type ReviewSession = {
  /** The question due now (null: nothing left for today) */
  question: ReviewQuestion | null
  /** The answer just graded, shown above the next question */
  reveal: ReviewReveal | null
  summary: ReviewSummary
}

/** The review session page (`review/show`): `ReviewSessionTransformer.transform({ question, reveal, summary })`. */
export default class ReviewSessionTransformer extends AppTransformer<ReviewSession> {
  toObject() {
    return this.pick(this.resource, ['question', 'reveal', 'summary'])
  }
}
