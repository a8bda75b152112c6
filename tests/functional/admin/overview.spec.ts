import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import LessonProgress from '#models/lesson_progress'
import CourseProgress from '#models/course_progress'
import LessonView from '#models/lesson_view'
import OverviewService, { startOfMonth } from '#services/admin/overview_service'
import { CourseFactory, UserFactory } from '#database/factories/course_factory'
import { personWithRole } from './_helpers.js'

test.group('Admin overview', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the page loads its numbers after the first render ("Carregando estatísticas...")', async ({
    client,
    assert,
  }) => {
    const admin = await personWithRole('admin')
    const response = await client.get('/admin').loginAs(admin).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('admin/dashboard')
    assert.notProperty(response.inertiaProps, 'stats')
    assert.deepEqual(response.body().deferredProps, { default: ['stats', 'activity'] })
  })

  test('the four cards and the quick stats use real counts and the spec formulas', async ({
    client,
    assert,
  }) => {
    const monthStart = startOfMonth()
    const lastMonth = monthStart.minus({ days: 3 })
    const admin = await personWithRole('admin')
    /* 4 people joined before this month, 2 this month (plus the admin, created now). */
    for (let index = 0; index < 4; index++)
      await UserFactory.merge({ createdAt: lastMonth }).create()
    const recent = await UserFactory.createMany(2)

    /* 3 active courses (2 published) with 7 lessons; an archived one is not counted. */
    const published = await CourseFactory.with('lessons', 4).create()
    await CourseFactory.with('lessons', 2).create()
    await CourseFactory.apply('draft').with('lessons', 1).create()
    await CourseFactory.merge({ archivedAt: DateTime.now() }).with('lessons', 5).create()

    /* Activity this month: one learner per source, one of them twice; last month's does not count. */
    const [learnerA, learnerB] = recent
    const lesson = published.lessons[0]
    await CourseProgress.create({
      userId: learnerA.id,
      courseId: published.id,
      startedAt: lastMonth,
      lastAccessedAt: DateTime.now(),
    })
    await LessonView.create({ lessonId: lesson.id, userId: learnerA.id, viewedAt: DateTime.now() })
    await LessonProgress.create({
      userId: learnerB.id,
      lessonId: lesson.id,
      completedAt: DateTime.now(),
    })
    const old = await UserFactory.merge({ createdAt: lastMonth }).create()
    await LessonView.create({ lessonId: lesson.id, userId: old.id, viewedAt: lastMonth })
    await LessonView.create({ lessonId: lesson.id, userId: null, viewedAt: DateTime.now() })
    /* The admin trying a lesson is staff, not a learner (docs/metrics.md, 'Quem conta'). */
    await LessonView.create({ lessonId: lesson.id, userId: admin.id, viewedAt: DateTime.now() })
    await LessonProgress.create({
      userId: admin.id,
      lessonId: lesson.id,
      completedAt: DateTime.now(),
    })

    const response = await client
      .get('/admin')
      .loginAs(admin)
      .withInertia()
      .withInertiaPartialReload('admin/dashboard', ['stats'])
    const stats = response.inertiaProps.stats
    assert.deepEqual(stats, {
      totalUsers: 8,
      newUsersThisMonth: 3,
      totalCourses: 3,
      publishedCourses: 2,
      totalLessons: 7,
      activeUsersThisMonth: 2,
      /* round(2 / 3 × 100) */
      publicationRate: 67,
      /* round(7 / 3) */
      lessonsPerCourse: 2,
      /* 5 users before this month: too few for a percentage */
      monthlyGrowth: null,
    })
  })

  test('with no data every figure is 0 (no division by zero)', async ({ assert }) => {
    await db.from('users').delete()
    const stats = await new OverviewService().stats()
    assert.deepEqual(stats, {
      totalUsers: 0,
      newUsersThisMonth: 0,
      totalCourses: 0,
      publishedCourses: 0,
      totalLessons: 0,
      activeUsersThisMonth: 0,
      publicationRate: 0,
      lessonsPerCourse: 0,
      monthlyGrowth: null,
    })
  })

  test('"Crescimento mensal" is hidden under 10 users before this month and shown from 10', async ({
    client,
    assert,
  }) => {
    await db.from('users').delete()
    const lastMonth = startOfMonth().minus({ days: 3 })
    const admin = await personWithRole('admin')
    await UserFactory.createMany(3)
    await UserFactory.merge({ createdAt: lastMonth }).createMany(9)
    const growth = async () => {
      const response = await client
        .get('/admin')
        .loginAs(admin)
        .withInertia()
        .withInertiaPartialReload('admin/dashboard', ['stats'])
      return response.inertiaProps.stats.monthlyGrowth
    }
    /* 9 users before this month; 4 joined this month (with the admin): no '44%'. */
    assert.isNull(await growth())

    await UserFactory.merge({ createdAt: lastMonth }).create()
    /* 10 before, 4 this month: round(4 / 10 × 100) */
    assert.equal(await growth(), 40)
  })

  test('when the statistics fail to load, they are rescued so the page shows zeros', async ({
    client,
    assert,
  }) => {
    const admin = await personWithRole('admin')
    await CourseFactory.create()
    class FailingOverview extends OverviewService {
      async stats(): Promise<never> {
        throw new Error('banco fora do ar')
      }
    }
    app.container.swap(OverviewService, () => new FailingOverview())
    try {
      const response = await client
        .get('/admin')
        .loginAs(admin)
        .withInertia()
        .withInertiaPartialReload('admin/dashboard', ['stats'])
      response.assertStatus(200)
      /* The page's <Deferred rescue> shows the overview with EMPTY_OVERVIEW's zeros. */
      assert.includeMembers(response.body().rescuedProps, ['stats'])
      assert.notProperty(response.inertiaProps, 'stats')
    } finally {
      app.container.restore(OverviewService)
    }
  })

  test('recent activity mixes admin actions and sign-ups, newest first', async ({
    client,
    assert,
  }) => {
    const admin = await personWithRole('admin', 'Ana Admin')
    await db
      .from('users')
      .where('id', admin.id)
      .update({ created_at: DateTime.now().minus({ days: 9 }).toJSDate() })
    const course = await CourseFactory.apply('draft').merge({ title: 'Cultivo Orgânico' }).create()
    await client
      .patch(`/admin/cursos/${course.id}/publicacao`)
      .loginAs(admin)
      .withCsrfToken()
      .redirects(0)
    await client
      .post(`/admin/cursos/${course.id}/aulas`)
      .json({ title: 'Solo vivo', lessonType: 'text' })
      .loginAs(admin)
      .withCsrfToken()
      .redirects(0)
    await db
      .from('admin_activities')
      .where('kind', 'course_published')
      .update({
        created_at: DateTime.now().minus({ hours: 2 }).toJSDate(),
      })
    await UserFactory.merge({
      fullName: 'Nova Aluna',
      createdAt: DateTime.now().minus({ hours: 1 }),
    }).create()

    const response = await client
      .get('/admin')
      .loginAs(admin)
      .withInertia()
      .withInertiaPartialReload('admin/dashboard', ['activity'])
    const items = response.inertiaProps.activity.map((item: any) => [
      item.kind,
      item.subject,
      item.context,
    ])
    assert.deepEqual(items.slice(0, 3), [
      ['lesson_created', 'Solo vivo', 'Cultivo Orgânico'],
      ['user_signed_up', 'Nova Aluna', null],
      ['course_published', 'Cultivo Orgânico', null],
    ])
    assert.equal(response.inertiaProps.activity[0].actorName, 'Ana Admin')
  })
})
