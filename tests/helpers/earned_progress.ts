import { DateTime } from 'luxon'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import type Lesson from '#models/lesson'
import QuizSet from '#models/quiz_set'
import LearningProgressService from '#services/learning/learning_progress_service'
import learningActivity from '#services/learning/learning_activity_buffer'
import { completionRuleFor } from '#domain/learning/completion'
import { requiredReadingSeconds } from '#domain/catalog/lesson_duration'

/** Length given to a test video or audio lesson that has none (no media was probed). */
const TEST_MEDIA_SECONDS = 60

/**
 * Records what a lesson's completion rule asks for, as if the learner had
 * done it: the media played to the end, the minimum time on a reading page,
 * a passed attempt of the quiz. For tests about what follows a completion
 * (certificates, dashboards, rankings); the rules themselves are tested
 * through the real reports in tests/functional/learning/completion_rules.spec.ts.
 */
export async function meetCompletionRule(userId: number, lesson: Lesson) {
  const now = new Date()
  const rule = completionRuleFor(lesson.lessonType)
  if (rule === 'pass') {
    const set =
      (await QuizSet.query().where('kind', 'lesson').where('course_id', lesson.courseId).first()) ??
      (await QuizSet.create({
        key: `aprovacao-${lesson.id}`,
        kind: 'lesson',
        title: 'Quiz da aula',
        courseId: lesson.courseId,
      }))
    await db.table('quiz_attempts').insert({
      user_id: userId,
      quiz_set_id: set.id,
      course_id: lesson.courseId,
      lesson_id: lesson.id,
      started_at: DateTime.fromJSDate(now).minus({ minutes: 3 }).toJSDate(),
      finished_at: now,
      score: 5,
      total: 5,
      passed: true,
      timed_out: false,
      created_at: now,
      updated_at: now,
    })
    return
  }
  if (rule === 'watch' && lesson.durationSeconds <= 0) {
    lesson.mediaSeconds = TEST_MEDIA_SECONDS
    await lesson.save()
  }
  const evidence =
    rule === 'watch'
      ? {
          watched_ranges: JSON.stringify([[0, lesson.durationSeconds]]),
          watched_seconds: lesson.durationSeconds,
          seconds_studied: lesson.durationSeconds,
          last_played_at: now,
        }
      : { seconds_studied: requiredReadingSeconds(lesson.content) }
  await db
    .insertQuery()
    .table('lesson_progress')
    .insert({
      user_id: userId,
      lesson_id: lesson.id,
      ...evidence,
      created_at: now,
      updated_at: now,
    })
    .onConflict(['user_id', 'lesson_id'])
    .merge(Object.keys(evidence))
}

/** The lesson's rule met (meetCompletionRule), then completed as the learner's click would. */
export async function earnCompletion(userId: number, lesson: Lesson) {
  await meetCompletionRule(userId, lesson)
  const progress = await app.container.make(LearningProgressService)
  return progress.complete(userId, lesson)
}

/**
 * Moves the learner's report clocks back, as if `seconds` had passed since
 * their last playback and study reports (the buffered ones are written first).
 */
export async function letTimePass(userId: number, seconds: number) {
  await learningActivity.flush()
  await db
    .from('lesson_progress')
    .where('user_id', userId)
    .update({
      last_played_at: db.raw(`last_played_at - make_interval(secs => ?)`, [seconds]),
      last_studied_at: db.raw(`last_studied_at - make_interval(secs => ?)`, [seconds]),
    })
}
