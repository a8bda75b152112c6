import vine from '@vinejs/vine'
import { SimpleMessagesProvider } from '@vinejs/vine'
import { QUIZ_LIMITS } from '#domain/learning/quiz'
import { QUIZ_EDITOR_MESSAGES as TEXT } from '#domain/admin/quiz_editor'

/* Options differ from each other (empty ones are named by their own rule). */
const distinctOptions = vine.createRule((value, _options, field) => {
  if (!Array.isArray(value)) return
  const texts = value
    .map((option) => (typeof option === 'string' ? option.trim().toLowerCase() : ''))
    .filter((text) => text !== '')
  if (new Set(texts).size !== texts.length)
    field.report(TEXT.optionRepeated, 'distinctOptions', field)
})

/* Each correct option is one of the question's own options. */
const withinOptions = vine.createRule((value, _options, field) => {
  const options = (field.parent as { options?: unknown })?.options
  if (!Array.isArray(value) || !Array.isArray(options)) return
  if (value.some((index) => typeof index !== 'number' || index >= options.length))
    field.report(TEXT.correctIndexes, 'withinOptions', field)
})

const wholeNumber = () => vine.number().withoutDecimals()

/**
 * The quiz of a quiz or exam lesson, saved whole: its settings and its
 * questions in order (`id` for a question kept, none for a new one).
 */
export const quizValidator = vine.create({
  title: vine.string().trim().minLength(3).maxLength(200),
  passPercent: wholeNumber().range([QUIZ_LIMITS.passPercent.min, QUIZ_LIMITS.passPercent.max]),
  timeLimitSeconds: wholeNumber().range([
    QUIZ_LIMITS.timeLimitSeconds.min,
    QUIZ_LIMITS.timeLimitSeconds.max,
  ]),
  maxAttempts: wholeNumber()
    .range([QUIZ_LIMITS.maxAttempts.min, QUIZ_LIMITS.maxAttempts.max])
    .nullable()
    .optional(),
  shuffle: vine.boolean(),
  questions: vine
    .array(
      vine.object({
        id: wholeNumber().positive().optional(),
        question: vine.string().trim().minLength(1).maxLength(QUIZ_LIMITS.question.max),
        options: vine
          .array(vine.string().trim().minLength(1).maxLength(QUIZ_LIMITS.option.max))
          .minLength(QUIZ_LIMITS.options.min)
          .maxLength(QUIZ_LIMITS.options.max)
          .use(distinctOptions()),
        correctIndexes: vine
          .array(
            wholeNumber()
              .min(0)
              .max(QUIZ_LIMITS.options.max - 1)
          )
          .minLength(1)
          .distinct()
          .use(withinOptions()),
        explanation: vine.string().trim().maxLength(QUIZ_LIMITS.explanation.max).optional(),
      })
    )
    .maxLength(QUIZ_LIMITS.questions.max),
})

/* Every rule of every field names the fix in pt-BR, next to the field. */
const messages: Record<string, string> = {}
const byField: Record<string, string> = {
  'title': TEXT.title,
  'passPercent': TEXT.passPercent,
  'timeLimitSeconds': TEXT.timeLimitSeconds,
  'maxAttempts': TEXT.maxAttempts,
  'questions': TEXT.questions,
  'questions.*.question': TEXT.question,
  'questions.*.options': TEXT.options,
  'questions.*.options.*': TEXT.option,
  'questions.*.correctIndexes': TEXT.correctIndexes,
  'questions.*.correctIndexes.*': TEXT.correctIndexes,
  'questions.*.explanation': TEXT.explanation,
}
const RULES = [
  'required',
  'string',
  'number',
  'withoutDecimals',
  'range',
  'min',
  'max',
  'minLength',
  'maxLength',
  'array',
  'array.minLength',
  'array.maxLength',
  'distinct',
  'array.distinct',
  'positive',
]
for (const [field, text] of Object.entries(byField)) {
  for (const rule of RULES) messages[`${field}.${rule}`] = text
}
quizValidator.messagesProvider = new SimpleMessagesProvider(messages, {})
