import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import ProgressPanelService from '#services/learning/progress_panel_service'
import StudyStatsService from '#services/learning/study_stats_service'
import { dayKey } from '#domain/learning/streaks'
import type Lesson from '#models/lesson'
import { meetCompletionRule } from '#tests/helpers/earned_progress'
import { courseWithLessons, learner } from './helpers.js'

/** Gives each reading lesson 2,000 words: 10 minutes at 200 words a minute. */
async function tenMinuteReadings(lessons: Lesson[]) {
  for (const lesson of lessons) await lesson.merge({ content: 'palavra '.repeat(2000) }).save()
}

test.group('Progress panel (course page Progresso tab)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('four cards, weekly bars, time remaining and the completion estimate from real progress', async ({
    client,
    assert,
  }) => {
    const { course, lessons } = await courseWithLessons(4)
    await tenMinuteReadings(lessons)
    const user = await learner()
    /* The ten minutes of reading really spent (the rule), then the click. */
    await meetCompletionRule(user.id, lessons[0])
    await client
      .post(`/aulas/${lessons[0].id}/conclusao`)
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)
    await db
      .insertQuery()
      .table('study_time_entries')
      .insert({
        user_id: user.id,
        lesson_id: lessons[0].id,
        course_id: course.id,
        day: dayKey(new Date()),
        seconds: 1800,
        created_at: new Date(),
      })
      .onConflict(['user_id', 'lesson_id', 'day'])
      .merge(['seconds'])
    await db.from('lesson_progress').where('user_id', user.id).update({ seconds_studied: 1800 })

    const service = await app.container.make(ProgressPanelService)
    const panel = await service.forCourse(user.id, course.id)

    assert.deepInclude(panel, {
      courseId: course.id,
      totalLessons: 4,
      completedLessons: 1,
      percent: 25,
      totalSeconds: 2400,
      studiedHours: 0.5,
      remainingSeconds: 1800,
      averageScore: null,
      streakDays: 1,
      streakTone: 'grey',
      weeklyGoalHours: 5,
      dailyTargetMinutes: 43,
      /* 30 remaining minutes = 0.5 h at 5 h/week: ceil(0.5 / (5/7)) = 1 day */
      estimateDays: 1,
    })
    assert.lengthOf(panel.week, 7)
    assert.equal(panel.week[6].minutes, 30)
    assert.equal(panel.week[6].day, dayKey(new Date()))
    assert.isString(panel.startedAt)
    assert.deepEqual(
      panel.achievements.map((achievement) => achievement.key),
      ['first_lesson']
    )
  })

  test('the estimate follows the weekly goal the learner set', async ({ assert }) => {
    const { course, lessons } = await courseWithLessons(6)
    await tenMinuteReadings(lessons)
    const user = await learner()
    await new StudyStatsService().setWeeklyGoal(user.id, 1)
    const service = await app.container.make(ProgressPanelService)
    const panel = await service.forCourse(user.id, course.id)
    /* 60 minutes at 1 h/week: ceil(1 / (1/7)) = 7 days */
    assert.equal(panel.remainingSeconds, 3600)
    assert.equal(panel.estimateDays, 7)
    assert.equal(panel.weeklyGoalHours, 1)
  })
})
