import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { MENTOR_DEFAULTS } from '#domain/mentor/mentor'
import { fieldNames, validationMessages } from '#validators/messages'

/*
| The mentor. The typed question is the `question` field and the lesson page
| it comes from `lessonPosition`; their pt-BR messages are given here, on top
| of the app's, so they never collide with other areas' fields.
*/

function messages(maxLength: number) {
  return new SimpleMessagesProvider(
    {
      ...validationMessages,
      'question.required': 'Escreva sua pergunta ao mentor.',
      'question.string': 'Escreva sua pergunta ao mentor.',
      'question.minLength': 'Escreva sua pergunta ao mentor.',
      'question.maxLength': `A pergunta pode ter no máximo ${maxLength} caracteres.`,
      'lessonPosition.number': 'Aula inválida.',
      'lessonPosition.withoutDecimals': 'Aula inválida.',
      'lessonPosition.positive': 'Aula inválida.',
    },
    fieldNames
  )
}

const validators = new Map<number, ReturnType<typeof build>>()

function build(maxLength: number) {
  const validator = vine.create({
    question: vine.string().trim().minLength(1).maxLength(maxLength),
    lessonPosition: vine.number().withoutDecimals().range([1, 100_000]).optional(),
  })
  validator.messagesProvider = messages(maxLength)
  return validator
}

/** A question: trimmed, not empty, at most the configured length (MENTOR_MAX_QUESTION_LENGTH). */
export function mentorQuestionValidator(maxLength: number = MENTOR_DEFAULTS.maxQuestionLength) {
  let validator = validators.get(maxLength)
  if (!validator) validators.set(maxLength, (validator = build(maxLength)))
  return validator
}

/** 'Útil' / 'Não útil' on an answer. */
export const mentorFeedbackValidator = vine.create({
  feedback: vine.enum(['useful', 'not_useful'] as const),
})
