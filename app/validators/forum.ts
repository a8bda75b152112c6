import vine from '@vinejs/vine'
import { pageNumber, recordId } from '#validators/rules'
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
export const discussionValidator = vine.create({
  title: vine.string().trim().minLength(FORUM_LIMITS.titleMin).maxLength(FORUM_LIMITS.titleMax),
  category: vine.enum(FORUM_CATEGORIES),
  message: vine.string().trim().minLength(1).maxLength(FORUM_LIMITS.bodyMax),
  tags: tags(),
})

export const replyValidator = vine.create({
  reply: vine.string().trim().minLength(1).maxLength(FORUM_LIMITS.replyMax),
})

export const acceptValidator = vine.create({
  replyId: recordId(),
})

export const reportValidator = vine.create({
  reason: vine.string().trim().minLength(3).maxLength(FORUM_LIMITS.reportReasonMax),
  replyId: recordId().optional(),
})

/** Hiding a post needs the reason the author will read. */
const moderationReason = () =>
  vine
    .string()
    .trim()
    .minLength(3)
    .maxLength(FORUM_LIMITS.reasonMax)
    .optional()
    .requiredWhen('action', '=', 'hide')

export const discussionModerationValidator = vine.create({
  action: vine.enum(FORUM_MODERATION_ACTIONS),
  reason: moderationReason(),
})

export const replyModerationValidator = vine.create({
  action: vine.enum(['hide', 'show'] as const),
  reason: moderationReason(),
})

export const reportOutcomeValidator = vine.create({
  outcome: vine.enum(['resolved', 'dismissed'] as const),
})

export const repliesPageValidator = vine.create({
  pagina: pageNumber().optional(),
})
