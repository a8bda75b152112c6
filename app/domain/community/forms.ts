/*
| The forum's forms (app/domain/platform/form_rules.ts): app/validators/forum.ts
| is built from them and the pages check the same before sending. Field names
| are the forum's own (message, reply, reason).
*/
import { FORUM_LIMITS } from './forum.js'
import { text } from '../platform/form_rules.js'

/** A new discussion, or the author's edit of one (category and tags: server only). */
export const DISCUSSION_FORM = {
  title: text({ label: 'título', min: FORUM_LIMITS.titleMin, max: FORUM_LIMITS.titleMax }),
  message: text({
    label: 'conteúdo',
    max: FORUM_LIMITS.bodyMax,
    messages: {
      required: 'Escreva o conteúdo da discussão.',
      maxLength: 'O conteúdo pode ter no máximo {{ max }} caracteres.',
    },
  }),
}

export const REPLY_FORM = {
  reply: text({
    label: 'resposta',
    max: FORUM_LIMITS.replyMax,
    messages: {
      required: 'Escreva uma resposta antes de enviar.',
      maxLength: 'A resposta pode ter no máximo {{ max }} caracteres.',
    },
  }),
}

/** The reason a report or a moderator's decision gives. */
export const reasonField = (limits: { min: number; max: number }) =>
  text({
    label: 'motivo',
    ...limits,
    messages: {
      required: 'Informe o motivo.',
      requiredWhen: 'Informe o motivo.',
      minLength: 'Descreva o motivo com pelo menos {{ min }} caracteres.',
      maxLength: 'O motivo pode ter no máximo {{ max }} caracteres.',
    },
  })

export const REPORT_FORM = { reason: reasonField({ min: 3, max: FORUM_LIMITS.reportReasonMax }) }

/** Hiding a post: the reason its author will read. */
export const HIDE_FORM = { reason: reasonField({ min: 3, max: FORUM_LIMITS.reasonMax }) }
