import { DateTime } from 'luxon'
import factory from '@adonisjs/lucid/factories'
import LessonView from '#models/lesson_view'
import LessonProgress from '#models/lesson_progress'
import CourseProgress from '#models/course_progress'
import QuizAttempt from '#models/quiz_attempt'
import QuizAttemptAnswer from '#models/quiz_attempt_answer'

/*
| What learners did, dated, for tests that need a known history (admin
| analytics): attach with `.merge({ userId, lessonId, … })` and set the time
| (`viewedAt`, `completedAt`, `startedAt`, `finishedAt`) to place it in a period.
*/

/** A lesson page visit now. */
export const LessonViewFactory = factory
  .define(LessonView, () => ({ userId: null, viewedAt: DateTime.now() }))
  .build()

/** A lesson completed now. */
export const LessonProgressFactory = factory
  .define(LessonProgress, () => ({
    completedAt: DateTime.now(),
    lastPositionSeconds: 0,
    secondsStudied: 0,
  }))
  .build()

/** A course started now, not finished. */
export const CourseProgressFactory = factory
  .define(CourseProgress, () => {
    const now = DateTime.now()
    return { startedAt: now, lastAccessedAt: now, completedAt: null }
  })
  .build()

/** One answer of an attempt (right unless told otherwise). */
export const QuizAttemptAnswerFactory = factory
  .define(QuizAttemptAnswer, () => ({
    selectedIndexes: [0],
    isCorrect: true,
    answeredAt: DateTime.now(),
  }))
  .build()

/** A finished attempt of 4 questions, all right, finished now. */
export const QuizAttemptFactory = factory
  .define(QuizAttempt, () => {
    const now = DateTime.now()
    return {
      courseId: null,
      lessonId: null,
      timeLimitSeconds: null,
      startedAt: now.minus({ minutes: 5 }),
      finishedAt: now,
      score: 4,
      total: 4,
      durationSeconds: 300,
      timedOut: false,
    }
  })
  .relation('answers', () => QuizAttemptAnswerFactory)
  .build()
