import vine from '@vinejs/vine'
import { recordId } from '#validators/rules'
import { PLAYBACK_RATES } from '#domain/playback'
import { MAX_WEEKLY_GOAL_HOURS, MIN_WEEKLY_GOAL_HOURS } from '#domain/study_plan'

/** Playback position of a video or audio lesson, in seconds, and the speed it plays at. */
export const lessonPositionValidator = vine.create({
  seconds: vine
    .number()
    .min(0)
    .max(24 * 60 * 60),
  rate: vine
    .number()
    .in([...PLAYBACK_RATES])
    .optional(),
})

/** A chunk of studied time reported by the lesson page (the server caps it further). */
export const studyTimeValidator = vine.create({
  seconds: vine.number().min(0).max(3600),
})

/** Personal notes on a lesson; emptying the box is allowed (the body arrives as null). */
export const lessonNoteValidator = vine.create({
  body: vine.string().maxLength(20_000).nullable(),
})

export const studyGoalValidator = vine.create({
  weeklyHours: vine
    .number()
    .withoutDecimals()
    .min(MIN_WEEKLY_GOAL_HOURS)
    .max(MAX_WEEKLY_GOAL_HOURS),
})

export const quizAttemptValidator = vine.create({
  lessonId: recordId().optional(),
  courseId: recordId().optional(),
})

export const quizAnswerValidator = vine.create({
  questionId: recordId(),
  selectedIndex: vine.number().withoutDecimals().min(0).max(3),
})
