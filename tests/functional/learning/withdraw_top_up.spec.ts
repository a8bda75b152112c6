import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type Lesson from '#models/lesson'
import type User from '#models/user'
import LessonProgress from '#models/lesson_progress'
import WithdrawTopUp from '#database/migrations/0820_withdraw_completion_top_up'
import { courseWithLessons, learner } from './helpers.js'

async function studied(user: User, lesson: Lesson, seconds: number, completed: boolean) {
  const at = DateTime.now().minus({ days: 3 })
  await LessonProgress.create({
    userId: user.id,
    lessonId: lesson.id,
    completedAt: completed ? at : null,
    completedBy: completed ? 'legacy' : null,
    secondsStudied: seconds,
    lastPositionSeconds: 0,
  })
  await db.table('study_time_entries').insert({
    user_id: user.id,
    lesson_id: lesson.id,
    course_id: lesson.courseId,
    day: at.toISODate(),
    seconds,
    created_at: at.toJSDate(),
  })
}

async function figures(user: User, lesson: Lesson) {
  const progress = await LessonProgress.findByOrFail({ userId: user.id, lessonId: lesson.id })
  const entries = await db
    .from('study_time_entries')
    .where({ user_id: user.id, lesson_id: lesson.id })
    .sum('seconds as total')
  return {
    secondsStudied: progress.secondsStudied,
    entries: Number(entries[0].total ?? 0),
    completed: progress.completedAt !== null,
  }
}

test.group('Migration 0820: the completion top-up is withdrawn', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a completed video credited exactly its stated length goes back to zero; measured time and completions stay', async ({
    assert,
  }) => {
    /*
     * The schema as 0820 found it (0850 drops the typed minutes), rolled back
     * with the test's transaction: ten-minute lessons, so the top-up made a
     * completed video count exactly 600 s.
     */
    await db.rawQuery('ALTER TABLE lessons ADD COLUMN duration_minutes integer NOT NULL DEFAULT 10')
    const { lessons } = await courseWithLessons(2, ['video', 'text'])
    const [video, text] = lessons
    const toppedUp = await learner()
    const measured = await learner()
    const unfinished = await learner()
    await studied(toppedUp, video, 600, true)
    await studied(toppedUp, text, 600, true)
    await studied(measured, video, 900, true)
    await studied(unfinished, video, 600, false)

    await new WithdrawTopUp(db.connection(), '0820_withdraw_completion_top_up').execUp()

    assert.deepEqual(await figures(toppedUp, video), {
      secondsStudied: 0,
      entries: 0,
      completed: true,
    })
    /* Reading time was measured on the page; more than the length was never topped up. */
    assert.deepEqual(await figures(toppedUp, text), {
      secondsStudied: 600,
      entries: 600,
      completed: true,
    })
    assert.deepEqual(await figures(measured, video), {
      secondsStudied: 900,
      entries: 900,
      completed: true,
    })
    assert.deepEqual(await figures(unfinished, video), {
      secondsStudied: 600,
      entries: 600,
      completed: false,
    })
  })
})
