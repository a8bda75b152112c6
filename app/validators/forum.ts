import vine from '@vinejs/vine'
import { formFields, pageNumber, recordId, textSchema, withFormMessages } from '#validators/rules'
import { DISCUSSION_FORM, HIDE_FORM, REPLY_FORM, REPORT_FORM } from '#domain/community/forms'
import { FORUM_CATEGORIES, FORUM_LIMITS, FORUM_MODERATION_ACTIONS } from '#domain/community/forum'

/*
| The forum's forms. Field names are the forum's own (message, reply, reason)
| so their pt-BR messages in app/validators/messages.ts do not collide with
| other areas'.
*/

const tags = () =>
  vine
    .array(vine.string().trim().maxLength(FORUM_LIMITS.tagMax))
    .maxLength(FORUM_LIMITS.tagsMax)
    .optional()

/** A new discussion, or the author's edit of one. */
export const discussionValidator = withFormMessages(
  vine.create({
    ...formFields(DISCUSSION_FORM),
    category: vine.enum(FORUM_CATEGORIES),
    tags: tags(),
  }),
  DISCUSSION_FORM
)

export const replyValidator = withFormMessages(vine.create(formFields(REPLY_FORM)), REPLY_FORM)

export const acceptValidator = vine.create({
  replyId: recordId(),
})

export const reportValidator = withFormMessages(
  vine.create({ ...formFields(REPORT_FORM), replyId: recordId().optional() }),
  REPORT_FORM
)

/** Hiding a post needs the reason the author will read (the other actions send none). */
const moderationReason = () =>
  textSchema(HIDE_FORM.reason).optional().requiredWhen('action', '=', 'hide')

export const discussionModerationValidator = withFormMessages(
  vine.create({
    action: vine.enum(FORUM_MODERATION_ACTIONS),
    reason: moderationReason(),
  }),
  HIDE_FORM
)

export const replyModerationValidator = withFormMessages(
  vine.create({
    action: vine.enum(['hide', 'show'] as const),
    reason: moderationReason(),
  }),
  HIDE_FORM
)

export const reportOutcomeValidator = vine.create({
  outcome: vine.enum(['resolved', 'dismissed'] as const),
})

export const repliesPageValidator = vine.create({
  pagina: pageNumber().optional(),
})
