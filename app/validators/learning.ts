import vine from '@vinejs/vine'
import { QUIZ_LIMITS } from '#domain/learning/quiz'
import { REVIEW_CHOICE_MESSAGE } from '#domain/learning/review'
import { formFields, recordId, withFormMessages } from '#validators/rules'
import { PLAYBACK_RATES } from '#domain/learning/playback'
import { STUDY_GOAL_FORM } from '#domain/learning/forms'

/** Longest media the players report on: positions and ranges beyond a day are not playback. */
const MAX_MEDIA_SECONDS = 24 * 60 * 60
/** A report carries the stretches played in the last 10 s or so: a few, unless the learner seeks a lot. */
const MAX_RANGES_PER_REPORT = 200

const mediaSecond = () => vine.number().min(0).max(MAX_MEDIA_SECONDS)

/**
 * The player's report: the playback position and speed, the [start, end)
 * stretches of media really played since the previous report, and the
 * player's media length (a YouTube lesson of unknown length keeps it).
 */
export const lessonPositionValidator = vine.create({
  seconds: mediaSecond(),
  rate: vine
    .number()
    .in([...PLAYBACK_RATES])
    .optional(),
  ranges: vine
    .array(vine.tuple([mediaSecond(), mediaSecond()]))
    .maxLength(MAX_RANGES_PER_REPORT)
    .optional(),
  duration: vine.number().min(1).max(MAX_MEDIA_SECONDS).optional(),
})

/** A chunk of studied time reported by the lesson page (the server caps it further). */
export const studyTimeValidator = vine.create({
  seconds: vine.number().min(0).max(3600),
})

/** Personal notes on a lesson; emptying the box is allowed (the body arrives as null). */
export const lessonNoteValidator = vine.create({
  body: vine.string().maxLength(20_000).nullable(),
  /* When a note typed offline was typed (ISO 8601): the newer write wins (Plataforma 111). */
  typedAt: vine
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:\d{2})$/)
    .optional(),
})

export const studyGoalValidator = withFormMessages(
  vine.create(formFields(STUDY_GOAL_FORM)),
  STUDY_GOAL_FORM
)

export const quizAttemptValidator = vine.create({
  lessonId: recordId().optional(),
  courseId: recordId().optional(),
})

const optionIndex = () =>
  vine
    .number()
    .withoutDecimals()
    .min(0)
    .max(QUIZ_LIMITS.options.max - 1)

/** The options chosen as shown: `selectedIndexes` (several on a multiple answer), or one `selectedIndex`. */
export const quizAnswerValidator = vine.create({
  questionId: recordId(),
  selectedIndex: optionIndex().optional().requiredIfMissing('selectedIndexes'),
  selectedIndexes: vine
    .array(optionIndex())
    .minLength(1)
    .maxLength(QUIZ_LIMITS.options.max)
    .distinct()
    .optional(),
})

/**
 * A review session's answer: the options chosen as shown. Each one is
 * checked against the options shown by the review itself (not a shown
 * option: the same message on the field as an empty choice).
 */
export const reviewAnswerValidator = vine.create({
  selectedIndexes: vine.array(vine.any()).minLength(1).maxLength(QUIZ_LIMITS.options.max),
})
/* Whatever is wrong with the choice (none, a crafted value), one message on the field. */
reviewAnswerValidator.messagesProvider = { getMessage: () => REVIEW_CHOICE_MESSAGE }
