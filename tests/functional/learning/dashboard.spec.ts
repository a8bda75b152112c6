import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import CourseReview from '#models/course_review'
import { CourseFactory } from '#database/factories/course_factory'
import { courseWithLessons, learner } from './helpers.js'

test.group('Learner dashboard', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a signed-out visitor is sent to /auth', async ({ client }) => {
    const response = await client.get('/dashboard').redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/auth')
  })

  test('a new learner sees zeros and empty lists, never sample numbers', async ({
    client,
    assert,
  }) => {
    await courseWithLessons(2)
    const user = await learner()

    const response = await client.get('/dashboard').withInertia().loginAs(user)

    response.assertInertiaComponent('dashboard/show')
    const { dashboard } = response.inertiaProps
    assert.deepInclude(dashboard.stats, {
      completedCourses: 0,
      publishedCourses: 1,
      completedPercent: 0,
      studiedHours: 0,
      certificates: 0,
      streakDays: 0,
      weeklyGoalHours: 5,
    })
    assert.deepEqual(dashboard.inProgress, [])
    assert.deepEqual(dashboard.activity, [])
    assert.lengthOf(dashboard.week, 7)
    assert.isTrue(dashboard.week.every((day: { minutes: number }) => day.minutes === 0))
  })

  test('a course in progress shows its percent, next lesson, time left and mentor', async ({
    client,
    assert,
  }) => {
    const { course, lessons } = await courseWithLessons(3)
    course.mentorName = 'Prof. Verde IA'
    await course.save()
    const user = await learner()
    await client
      .post(`/aulas/${lessons[0].id}/conclusao`)
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)

    const response = await client.get('/dashboard').withInertia().loginAs(user)
    const { dashboard } = response.inertiaProps

    assert.lengthOf(dashboard.inProgress, 1)
    assert.deepInclude(dashboard.inProgress[0], {
      slug: course.slug,
      percent: 33,
      completedLessons: 1,
      totalLessons: 3,
      nextLesson: { position: 2, title: 'Aula 2' },
      minutesLeft: 20,
      mentorName: 'Prof. Verde IA',
    })
    assert.equal(dashboard.mentors[0].courseSlug, course.slug)
    assert.equal(
      dashboard.activity[0].kind === 'achievement' || dashboard.activity[0].kind === 'lesson',
      true
    )
    assert.includeMembers(
      dashboard.activity.map(
        (item: { kind: string; title: string }) => `${item.kind}:${item.title}`
      ),
      ['lesson:Aula 1', 'achievement:🌱 Primeiro Passo']
    )
    assert.equal(dashboard.stats.streakDays, 1)
  })

  test('completed courses count with their certificates; studied hours and reviews come from real data', async ({
    client,
    assert,
  }) => {
    const { course, lessons } = await courseWithLessons(1)
    await CourseFactory.create()
    const user = await learner()
    await client
      .post(`/aulas/${lessons[0].id}/conclusao`)
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)
    await db.from('lesson_progress').where('user_id', user.id).update({ seconds_studied: 5400 })
    await CourseReview.create({
      courseId: course.id,
      userId: user.id,
      authorName: 'Aluna',
      rating: 5,
      comment: 'Ótimo',
    })

    const response = await client.get('/dashboard').withInertia().loginAs(user)
    const { dashboard } = response.inertiaProps

    assert.deepInclude(dashboard.stats, {
      completedCourses: 1,
      publishedCourses: 2,
      completedPercent: 50,
      certificates: 1,
      studiedHours: 1.5,
    })
    assert.deepEqual(dashboard.inProgress, [])
    assert.includeMembers(
      dashboard.activity.map((item: { kind: string }) => item.kind),
      ['review', 'lesson']
    )
  })

  test('the streak counts São Paulo calendar days of activity', async ({ client, assert }) => {
    const { lessons } = await courseWithLessons(3)
    const user = await learner()
    const now = DateTime.now().setZone('America/Sao_Paulo')
    for (const [index, lesson] of lessons.entries()) {
      await db.table('lesson_progress').insert({
        user_id: user.id,
        lesson_id: lesson.id,
        completed_at: now.minus({ days: index }).toJSDate(),
        created_at: new Date(),
      })
    }
    const response = await client.get('/dashboard').withInertia().loginAs(user)
    const { dashboard } = response.inertiaProps
    assert.equal(dashboard.stats.streakDays, 3)
    assert.equal(dashboard.stats.streakTone, 'yellow')
  })
})
