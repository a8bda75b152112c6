import vine from '@vinejs/vine'
import { recordId } from '#validators/rules'
import { MESSAGE_LIMITS } from '#domain/messaging/messages'

/*
| Direct messages. The typed text is the `text` field, so its pt-BR messages
| in app/validators/messages.ts do not collide with other areas' `content`.
*/

/** A message: trimmed, not empty, at most MESSAGE_LIMITS.maxLength characters. */
export const directMessageValidator = vine.create({
  text: vine.string().trim().minLength(1).maxLength(MESSAGE_LIMITS.maxLength),
})

/** Older messages of a conversation: the page before the message `antes`. */
export const olderMessagesValidator = vine.create({
  antes: recordId(),
})
