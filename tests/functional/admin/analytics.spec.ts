import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import LessonView from '#models/lesson_view'
import LessonProgress from '#models/lesson_progress'
import { CourseFactory, UserFactory } from '#database/factories/course_factory'
import { personWithRole } from './_helpers.js'

test.group('Admin analytics', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('lesson views and completions of the last 30 days against the 30 before, with the change', async ({
    client,
    assert,
  }) => {
    const admin = await personWithRole('admin')
    const course = await CourseFactory.merge({ title: 'Terpenos' })
      .with('lessons', 2, (lesson) => lesson.merge([{ title: 'Limoneno' }, { title: 'Mirceno' }]))
      .create()
    const [limonene, myrcene] = course.lessons
    const now = DateTime.now()
    const views = [
      ...Array.from({ length: 6 }, () => ({
        lessonId: limonene.id,
        viewedAt: now.minus({ days: 2 }),
      })),
      ...Array.from({ length: 2 }, () => ({
        lessonId: myrcene.id,
        viewedAt: now.minus({ days: 29 }),
      })),
      /* The 30 days before: 5 views; older than 60 days: ignored. */
      ...Array.from({ length: 5 }, () => ({
        lessonId: myrcene.id,
        viewedAt: now.minus({ days: 45 }),
      })),
      { lessonId: myrcene.id, viewedAt: now.minus({ days: 70 }) },
    ]
    await LessonView.createMany(views)
    const learners = await UserFactory.createMany(3)
    await LessonProgress.createMany([
      { userId: learners[0].id, lessonId: limonene.id, completedAt: now.minus({ days: 1 }) },
      { userId: learners[1].id, lessonId: limonene.id, completedAt: now.minus({ days: 40 }) },
      { userId: learners[2].id, lessonId: limonene.id, completedAt: null },
    ])

    const response = await client
      .get('/admin/analytics')
      .loginAs(admin)
      .withInertiaPartialReload('admin/analytics', ['analytics'])
    response.assertInertiaComponent('admin/analytics')
    const analytics = response.inertiaProps.analytics
    assert.equal(analytics.periodDays, 30)
    /* (8 − 5) / 5 = +60% */
    assert.deepEqual(analytics.views, { current: 8, previous: 5, change: 60 })
    assert.deepEqual(analytics.completions, { current: 1, previous: 1, change: 0 })
    assert.deepEqual(
      analytics.topLessons.map((row: any) => [row.lessonTitle, row.courseTitle, row.views]),
      [
        ['Limoneno', 'Terpenos', 6],
        ['Mirceno', 'Terpenos', 2],
      ]
    )
  })

  test('with nothing in the previous period there is no percentage (no division by zero)', async ({
    client,
    assert,
  }) => {
    const admin = await personWithRole('admin')
    const course = await CourseFactory.with('lessons', 1).create()
    await LessonView.create({ lessonId: course.lessons[0].id, viewedAt: DateTime.now() })
    const response = await client
      .get('/admin/analytics')
      .loginAs(admin)
      .withInertiaPartialReload('admin/analytics', ['analytics'])
    assert.deepEqual(response.inertiaProps.analytics.views, {
      current: 1,
      previous: 0,
      change: null,
    })
    assert.deepEqual(response.inertiaProps.analytics.completions, {
      current: 0,
      previous: 0,
      change: 0,
    })
  })
})
