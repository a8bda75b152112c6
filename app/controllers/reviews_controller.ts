import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { errors as vineErrors } from '@vinejs/vine'
import ReviewService, { type ReviewReveal } from '#services/learning/review_service'
import { selectScalars } from '#services/platform/scalar_queries'
import ReviewSessionTransformer from '#transformers/review_session_transformer'
import NotFoundException from '#exceptions/not_found_exception'
import { reviewAnswerValidator } from '#validators/learning'
import { REVIEW_CHOICE_MESSAGE, reviewSummary } from '#domain/learning/review'
import { dayKey } from '#domain/learning/streaks'

/** Flash key of the answer just graded: the page shows it above the next question. */
const REVEAL_FLASH = 'reviewReveal'

/**
 * /revisao, the learner's spaced review: the next question due today with
 * the review figures, and each answer graded on the server, rescheduled by
 * FSRS and shown back (with the next question) after the redirect.
 */
@inject()
export default class ReviewsController {
  constructor(private reviews: ReviewService) {}

  async show({ inertia, auth, session }: HttpContext) {
    const userId = auth.getUserOrFail().id
    const now = new Date(Date.now())
    const [question, counts] = await Promise.all([
      this.reviews.next(userId, now),
      selectScalars(this.reviews.statsQueries(userId, now)),
    ])
    const reveal = (session.flashMessages.get(REVEAL_FLASH) ?? null) as ReviewReveal | null
    return inertia.render('review/show', {
      review: ReviewSessionTransformer.transform({
        question,
        reveal,
        summary: reviewSummary(ReviewService.countsFrom(counts), dayKey(now)),
      }),
    })
  }

  async answer({ params, request, response, auth, session }: HttpContext) {
    const { selectedIndexes } = await request.validateUsing(reviewAnswerValidator)
    const outcome = await this.reviews.answer(
      auth.getUserOrFail().id,
      Number(params.id) || 0,
      selectedIndexes.map((index) => (typeof index === 'number' ? index : Number.NaN))
    )
    if (outcome.status === 'not_found') throw new NotFoundException('page')
    if (outcome.status === 'invalid_option')
      throw new vineErrors.E_VALIDATION_ERROR([
        { field: 'selectedIndexes', message: REVIEW_CHOICE_MESSAGE, rule: 'custom' },
      ])
    /* Answered already (a second click): on to the next question, nothing changed. */
    if (outcome.status === 'ok') session.flash(REVEAL_FLASH, outcome.reveal)
    return response.redirect().toRoute('review.show')
  }
}
