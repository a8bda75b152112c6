import vine from '@vinejs/vine'

export const REVIEW_COMMENT_MAX_LENGTH = 2000

/** A learner's review of a course: 1–5 stars and a comment (same rules to create and to edit). */
export const courseReviewValidator = vine.create({
  rating: vine.number().withoutDecimals().range([1, 5]),
  comment: vine.string().trim().minLength(1).maxLength(REVIEW_COMMENT_MAX_LENGTH),
})
