import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import { countQueries } from '#tests/helpers/query_count'
import AnalyticsService from '#services/admin/analytics_service'
import { SubscriptionFactory } from '#database/factories/subscription_factory'
import { LessonViewFactory } from '#database/factories/learning_activity_factory'
import { CourseFactory } from '#database/factories/course_factory'
import { analyticsWindow, startOfDay } from '#domain/admin/admin_analytics'
import { dayKey, shiftDay } from '#domain/learning/streaks'
import { personWithRole } from './_helpers.js'
import { knownHistory, learnerCreated } from './_analytics_history.js'

/** The deferred analytics prop of /admin/analytics, as the page receives it. */
async function analyticsOf(client: any, user: any, query = '') {
  const response = await client
    .get(`/admin/analytics${query}`)
    .loginAs(user)
    .withInertiaPartialReload('admin/analytics', ['analytics'])
  response.assertStatus(200)
  return response.inertiaProps.analytics
}

const metricsOf = (analytics: any) =>
  Object.fromEntries(
    analytics.metrics.map((metric: any) => [
      metric.key,
      [metric.current, metric.previous, metric.change],
    ])
  )

/** One query per source: sign-ups, views, completions, quizzes, active learners, subscriptions, courses, drop-off, questions. */
const ANALYTICS_QUERIES = 9

test.group('Admin analytics', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('with a known history, the 7-day figures, changes, courses, drop-off and hardest questions are exactly right', async ({
    client,
    assert,
  }) => {
    const history = await knownHistory()
    const analytics = await analyticsOf(client, history.admin, '?periodo=7')

    const window = analyticsWindow(7)
    assert.equal(analytics.period, 7)
    assert.equal(analytics.unit, 'day')
    assert.deepEqual(analytics.current, window.current)
    assert.deepEqual(analytics.previous, window.previous)

    /* [current, previous, change]: every previous figure has fewer than 10 events, so no percentage. */
    assert.deepEqual(metricsOf(analytics), {
      signups: [2, 1, 'poucos dados'],
      activeLearners: [4, 1, 'poucos dados'],
      lessonViews: [5, 1, 'poucos dados'],
      lessonCompletions: [4, 1, 'poucos dados'],
      quizAttempts: [2, 1, 'poucos dados'],
      averageScore: [50, 100, 'poucos dados'],
      newSubscribers: [1, 2, 'poucos dados'],
      cancellations: [1, 1, 'poucos dados'],
      activeSubscribers: [2, 2, 'poucos dados'],
      mrr: [74, 74, 'poucos dados'],
    })

    assert.deepEqual(analytics.courses, [
      {
        courseId: history.terpenes.id,
        title: 'Terpenos',
        started: 3,
        completed: 1,
        completionRate: 33.3,
      },
      {
        courseId: history.growing.id,
        title: 'Cultivo',
        started: 1,
        completed: 0,
        completionRate: 0,
      },
    ])

    const { limonene, myrcene, pinene, substrate } = history.lessons
    assert.deepEqual(analytics.dropOff, [
      {
        courseId: history.terpenes.id,
        title: 'Terpenos',
        started: 3,
        completed: 1,
        stoppedBeforeFirst: 1,
        stoppedBeforeFirstRate: 33.3,
        lessons: [
          {
            lessonId: limonene.id,
            title: 'Limoneno',
            position: 1,
            completed: 2,
            stoppedHere: 1,
            stoppedRate: 33.3,
          },
          {
            lessonId: myrcene.id,
            title: 'Mirceno',
            position: 2,
            completed: 1,
            stoppedHere: 0,
            stoppedRate: 0,
          },
          {
            lessonId: pinene.id,
            title: 'Pineno',
            position: 3,
            completed: 1,
            stoppedHere: 0,
            stoppedRate: 0,
          },
        ],
      },
      {
        courseId: history.growing.id,
        title: 'Cultivo',
        started: 1,
        completed: 0,
        stoppedBeforeFirst: 1,
        stoppedBeforeFirstRate: 100,
        lessons: [
          {
            lessonId: substrate.id,
            title: 'Substrato',
            position: 1,
            completed: 0,
            stoppedHere: 0,
            stoppedRate: 0,
          },
        ],
      },
    ])

    const [, second, third, fourth] = history.questions
    assert.deepEqual(
      analytics.hardestQuestions.map((row: any) => [
        row.questionId,
        row.quizTitle,
        row.courseTitle,
        row.answers,
        row.wrong,
        row.wrongRate,
      ]),
      [
        [second.id, 'Quiz de Terpenos', 'Terpenos', 2, 2, 100],
        [third.id, 'Quiz de Terpenos', 'Terpenos', 2, 1, 50],
        [fourth.id, 'Quiz de Terpenos', 'Terpenos', 2, 1, 50],
      ]
    )
  })

  test('the 7-day charts have one point per São Paulo day with each day’s figures', async ({
    client,
    assert,
  }) => {
    const history = await knownHistory()
    const analytics = await analyticsOf(client, history.admin, '?periodo=7')
    const today = dayKey(new Date())
    const days = Array.from({ length: 7 }, (_, index) => shiftDay(today, index - 6))

    assert.deepEqual(
      analytics.series.map((point: any) => [point.firstDay, point.lastDay]),
      days.map((day) => [day, day])
    )
    const column = (key: string) => analytics.series.map((point: any) => point[key])
    assert.deepEqual(column('signups'), [0, 0, 0, 1, 1, 0, 0])
    assert.deepEqual(column('lessonViews'), [0, 0, 0, 0, 1, 4, 0])
    assert.deepEqual(column('activeLearners'), [0, 0, 0, 0, 1, 2, 1])
    assert.deepEqual(column('lessonCompletions'), [0, 0, 0, 0, 1, 3, 0])
    assert.deepEqual(column('quizAttempts'), [0, 0, 0, 0, 1, 1, 0])
    /* No attempt, no average: a gap in the line, not a zero score. */
    assert.deepEqual(column('averageScore'), [null, null, null, null, 25, 75, null])
    assert.deepEqual(column('newSubscribers'), [0, 0, 0, 1, 0, 0, 0])
    assert.deepEqual(column('cancellations'), [0, 0, 0, 0, 0, 1, 0])
    assert.deepEqual(column('activeSubscribers'), [2, 2, 2, 3, 3, 2, 2])
    assert.deepEqual(column('mrr'), [74, 74, 74, 111, 111, 74, 74])
  })

  test('activity out of the period, of the panel staff and of other courses never leaks into the figures', async ({
    client,
    assert,
  }) => {
    const history = await knownHistory()
    /* 30 days: dani's view 30 days ago is in the previous period; nothing older counts. */
    const analytics = await analyticsOf(client, history.admin, '?periodo=30')
    const metrics = metricsOf(analytics)
    assert.deepEqual(metrics.lessonViews, [6, 1, 'poucos dados'])
    /* ana, caio, bia this month; dani and edu joined 40 days ago (previous period). */
    assert.deepEqual(metrics.signups, [3, 2, 'poucos dados'])
    /* The admin viewed, completed, started, studied and answered: none of it is here. */
    assert.equal(metrics.lessonCompletions[0], 5)
    assert.deepEqual(
      analytics.courses.map((row: any) => [row.title, row.started, row.completed]),
      [
        ['Terpenos', 4, 1],
        ['Cultivo', 1, 0],
      ]
    )
    assert.notInclude(
      analytics.hardestQuestions.map((row: any) => row.questionId),
      history.questions[0].id
    )
  })

  test('an event late in the evening in São Paulo counts on that day, not on the UTC one', async ({
    client,
    assert,
  }) => {
    const admin = await personWithRole('admin')
    const course = await CourseFactory.with('lessons', 1).create()
    const today = dayKey(new Date())
    const window = analyticsWindow(7)
    const lessonId = course.lessons[0].id
    const at = (instant: Date) => DateTime.fromJSDate(instant)
    await LessonViewFactory.merge([
      /* 23:30 yesterday in São Paulo is 02:30 today in UTC */
      { lessonId, viewedAt: at(new Date(startOfDay(today).getTime() - 30 * 60_000)) },
      { lessonId, viewedAt: at(new Date(startOfDay(today).getTime() + 60_000)) },
      /* One minute before the period starts: the previous period */
      { lessonId, viewedAt: at(new Date(startOfDay(window.current.firstDay).getTime() - 60_000)) },
      { lessonId, viewedAt: at(startOfDay(window.current.firstDay)) },
    ]).createMany(4)

    const analytics = await analyticsOf(client, admin, '?periodo=7')
    assert.deepEqual(metricsOf(analytics).lessonViews, [3, 1, 'poucos dados'])
    assert.deepEqual(
      analytics.series.map((point: any) => point.lessonViews),
      [1, 0, 0, 0, 0, 1, 1]
    )
  })

  test('a change is a percentage only from 10 events in the previous period', async ({
    client,
    assert,
  }) => {
    const admin = await personWithRole('admin')
    const course = await CourseFactory.with('lessons', 1).create()
    const window = analyticsWindow(7)
    const lessonId = course.lessons[0].id
    const views = (count: number, day: string) =>
      LessonViewFactory.merge({
        lessonId,
        viewedAt: DateTime.fromJSDate(startOfDay(day)).plus({ hours: 12 }),
      }).createMany(count)
    await views(15, window.current.firstDay)
    await views(9, window.previous.firstDay)

    const fewBefore = await analyticsOf(client, admin, '?periodo=7')
    assert.deepEqual(metricsOf(fewBefore).lessonViews, [15, 9, 'poucos dados'])

    await views(1, window.previous.lastDay)
    const enoughBefore = await analyticsOf(client, admin, '?periodo=7')
    assert.deepEqual(metricsOf(enoughBefore).lessonViews, [15, 10, 50])
  })

  test('90 days are charted per week (Monday to Sunday, cut at the period ends), adding up to the totals', async ({
    client,
    assert,
  }) => {
    const history = await knownHistory()
    const analytics = await analyticsOf(client, history.admin, '?periodo=90')
    assert.equal(analytics.unit, 'week')
    assert.deepEqual(
      analytics.series.map((point: any) => [point.firstDay, point.lastDay]),
      analyticsWindow(90).buckets.map((bucket) => [bucket.firstDay, bucket.lastDay])
    )
    const metrics = metricsOf(analytics)
    for (const key of ['signups', 'lessonViews', 'lessonCompletions', 'quizAttempts']) {
      const sum = analytics.series.reduce((total: number, point: any) => total + point[key], 0)
      assert.equal(sum, metrics[key][0], key)
    }
    assert.deepEqual(metrics.signups, [5, 0, 'novo'])
    assert.equal(analytics.series.at(-1).activeSubscribers, 2)
  })

  test('only administrators see the figures: a learner and an editor get 403 "Acesso Negado", an admin gets in', async ({
    client,
    assert,
  }) => {
    const learner = await personWithRole(null)
    const denied = await client
      .get('/admin/analytics?periodo=7')
      .loginAs(learner)
      .withInertiaPartialReload('admin/analytics', ['analytics'])
    denied.assertStatus(403)
    denied.assertInertiaComponent('admin/access_denied')
    assert.isUndefined(denied.inertiaProps.analytics)

    const editor = await personWithRole('editor')
    const editorDenied = await client
      .get('/admin/analytics?periodo=7')
      .loginAs(editor)
      .withInertiaPartialReload('admin/analytics', ['analytics'])
    editorDenied.assertStatus(403)
    editorDenied.assertInertiaComponent('admin/access_denied')
    editorDenied.assertInertiaPropsContains({
      message: 'Você não tem permissão para ver as análises do painel.',
    })
    assert.isUndefined(editorDenied.inertiaProps.analytics)

    const admin = await personWithRole('admin')
    const analytics = await analyticsOf(client, admin, '?periodo=7')
    assert.equal(analytics.period, 7)
  })

  test('an unknown ?periodo= falls back to 30 days', async ({ client, assert }) => {
    const admin = await personWithRole('admin')
    for (const query of ['?periodo=365', '?periodo=abc', '']) {
      const response = await client.get(`/admin/analytics${query}`).loginAs(admin).withInertia()
      response.assertInertiaComponent('admin/analytics')
      assert.equal(response.inertiaProps.period, 30, query)
    }
  })

  test('with no activity at all, the figures are zero with nothing to compare and the tables are empty', async ({
    client,
    assert,
  }) => {
    const admin = await personWithRole('admin')
    const analytics = await analyticsOf(client, admin)
    const metrics = metricsOf(analytics)
    assert.deepEqual(metrics.lessonViews, [0, 0, null])
    assert.deepEqual(metrics.averageScore, [null, null, null])
    assert.deepEqual(metrics.mrr, [0, 0, null])
    assert.lengthOf(analytics.series, 30)
    assert.deepEqual(analytics.courses, [])
    assert.deepEqual(analytics.dropOff, [])
    assert.deepEqual(analytics.hardestQuestions, [])
  })

  test('a subscription counts from when it became live, and a payment recovered is not a new subscriber', async ({
    client,
    assert,
  }) => {
    const admin = await personWithRole('admin')
    const learner = await learnerCreated(60)
    const now = DateTime.now()
    const subscription = await SubscriptionFactory.merge({
      userId: learner.id,
      status: 'incomplete',
      lastEventAt: now.minus({ days: 5 }),
    }).create()
    await subscription.merge({ status: 'active', lastEventAt: now.minus({ days: 4 }) }).save()
    await subscription.merge({ status: 'past_due', lastEventAt: now.minus({ days: 3 }) }).save()
    await subscription.merge({ status: 'unpaid', lastEventAt: now.minus({ days: 2 }) }).save()
    await subscription.merge({ status: 'active', lastEventAt: now.minus({ days: 1 }) }).save()

    const metrics = metricsOf(await analyticsOf(client, admin, '?periodo=7'))
    assert.deepEqual(metrics.newSubscribers, [1, 0, 'novo'])
    /* Unpaid (no longer live) ends it; paying again resumes it. */
    assert.deepEqual(metrics.cancellations, [1, 0, 'novo'])
    assert.deepEqual(metrics.activeSubscribers, [1, 0, 'novo'])
    assert.deepEqual(metrics.mrr, [37, 0, 'novo'])
  })

  test('the page costs the same queries for an empty school and a busy one, nine of them for the figures', async ({
    client,
    assert,
  }) => {
    const admin = await personWithRole('admin')
    const load = () => analyticsOf(client, admin, '?periodo=90')
    const empty = await countQueries(load)
    const emptyFigures = await countQueries(() => new AnalyticsService().summary(90))

    for (let index = 0; index < 4; index++) await knownHistory()
    const busy = await countQueries(load)
    const busyFigures = await countQueries(() => new AnalyticsService().summary(90))

    assert.equal(busy.length, empty.length, busy.join('\n'))
    assert.lengthOf(emptyFigures, ANALYTICS_QUERIES)
    assert.lengthOf(busyFigures, ANALYTICS_QUERIES)
  })
})
