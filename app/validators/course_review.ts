import vine from '@vinejs/vine'
import { formFields, withFormMessages } from '#validators/rules'
import { REVIEW_FORM } from '#domain/catalog/forms'

/** A learner's review of a course (app/domain/catalog/forms.ts, shared with the page). */
export const courseReviewValidator = withFormMessages(
  vine.create(formFields(REVIEW_FORM)),
  REVIEW_FORM
)
