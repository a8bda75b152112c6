import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import type User from '#models/user'
import CourseReview from '#models/course_review'
import AchievementService from '#services/community/achievement_service'
import learningActivity from '#services/learning/learning_activity_buffer'
import LearningActivityProvider from '#providers/learning_activity_provider'
import { QuizSetFactory } from '#database/factories/quiz_factory'
import { QuizAttemptFactory } from '#database/factories/learning_activity_factory'
import { ReplyFactory } from '#database/factories/forum_factory'
import { countQueries } from '#tests/helpers/query_count'
import { premiumLearner } from '#tests/helpers/premium'
import { completeLessons, createCourse } from '#tests/functional/catalog/helpers'
import { discussionBy, member } from '#tests/functional/community/forum_helpers'
import { dayKey } from '#domain/learning/streaks'

/*
| Every signed-in page answers with a fixed number of SQL queries whatever
| the amount of data, never sends the same statement twice, and a repeat
| visit writes nothing (lesson views, course touches and study time go
| through LearningActivityBuffer). Each count includes what every signed-in
| page costs: the user read with its session check (is the sign-in open, the
| member's profile, admin role and subscription: LoginSessions.userWithViewer)
| and the header's unread counts.
*/
const SHARED = 2
const BOUNDS = {
  /* The course list (remembered for every member), then one round trip for the learner's own */
  '/dashboard': SHARED + 2,
  /* Course, lessons, the learner's rows with the module title, materials */
  'lesson': SHARED + 4,
  /* The catalogue's own (tests/functional/catalog/query_bound.spec.ts) */
  '/cursos': SHARED + 4,
  /* One round trip for the learner's own, the standings (tests/functional/learning/analytics/learner.spec.ts) */
  '/analytics': SHARED + 2,
  /* The page with its count, the standings with Top Membros, the figures */
  '/comunidade': SHARED + 3,
}
type Page = keyof typeof BOUNDS

const WRITES = /^\s*(insert|update|delete)\b/i

/** A share of the school: courses the learner is taking, other members' progress, forum activity. */
async function school(learner: User, scale: number) {
  const other = await member()
  const quiz = await QuizSetFactory.apply('catalogue').with('questions', 2).create()
  const achievements = await app.container.make(AchievementService)
  let first = null
  for (let i = 0; i < 2 * scale; i++) {
    const { course, lessons } = await createCourse(
      { tabs: ['conteudo', 'progresso', 'mentor'] },
      { modules: [3, 3] }
    )
    first ??= { course, lessons }
    await completeLessons(learner, course, lessons.slice(0, 2))
    await completeLessons(other, course, lessons.slice(0, 3))
    await db.table('study_time_entries').insert({
      user_id: learner.id,
      lesson_id: lessons[0].id,
      course_id: course.id,
      day: dayKey(new Date()),
      seconds: 600,
      created_at: new Date(),
      updated_at: new Date(),
    })
    await QuizAttemptFactory.merge({
      userId: learner.id,
      quizSetId: quiz.id,
      courseId: course.id,
      total: 2,
      score: 1,
    }).create()
    await CourseReview.create({
      courseId: course.id,
      userId: learner.id,
      authorName: 'Aluna',
      rating: 5,
      comment: 'Ótimo',
    })
  }
  await achievements.award(learner.id, ['first_lesson'])
  for (let i = 0; i < 3 * scale; i++) {
    const discussion = await discussionBy(i % 2 ? learner : other)
    await ReplyFactory.merge({ discussionId: discussion.id, userId: other.id }).create()
  }
  return first!
}

function urlOf(page: Page, lessonUrl: string) {
  return page === 'lesson' ? lessonUrl : page
}

function repeated(queries: string[]) {
  return queries.filter((sql, index) => queries.indexOf(sql) !== index)
}

test.group('Query bound of the signed-in pages', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('each signed-in page costs the same few queries with 1× and 10× the data, none twice', async ({
    client,
    assert,
  }) => {
    const learner = await premiumLearner()
    const { course } = await school(learner, 1)
    const lessonUrl = `/cursos/${course.slug}/aula/3`
    const pages = Object.keys(BOUNDS) as Page[]

    const small = new Map<Page, string[]>()
    for (const page of pages)
      small.set(
        page,
        await countQueries(() => client.get(urlOf(page, lessonUrl)).loginAs(learner).withInertia())
      )

    await school(learner, 9)
    for (const page of pages) {
      const large = await countQueries(() =>
        client.get(urlOf(page, lessonUrl)).loginAs(learner).withInertia()
      )
      const listing = `${page}:\n${large.join('\n')}`
      assert.isAtMost(large.length, BOUNDS[page], listing)
      assert.equal(large.length, small.get(page)!.length, listing)
      assert.deepEqual(repeated(large), [], listing)
    }
  })

  test('in steady state the dashboard and /analytics cost one statement besides the session and header reads', async ({
    client,
    assert,
  }) => {
    const learner = await premiumLearner()
    await school(learner, 1)
    /* The catalogue and the standings, the same for every member, are read by the first visit only. */
    const steady = async (path: string) => {
      await client.get(path).loginAs(learner).withInertia()
      return countQueries(() => client.get(path).loginAs(learner).withInertia())
    }
    for (const scale of [1, 9]) {
      if (scale > 1) await school(learner, scale)
      for (const path of ['/dashboard', '/analytics']) {
        const queries = await steady(path)
        assert.lengthOf(queries, SHARED + 1, `${path} (${scale}×):\n${queries.join('\n')}`)
      }
    }
  })

  test('a repeat visit of a lesson and the dashboard writes nothing; the first visit only enrols', async ({
    client,
    assert,
  }) => {
    const learner = await premiumLearner()
    const { course } = await createCourse({}, { modules: [3] })
    const url = `/cursos/${course.slug}/aula/2`

    const first = await countQueries(() => client.get(url).loginAs(learner).withInertia())
    assert.deepEqual(
      first.filter((sql) => WRITES.test(sql)).map((sql) => sql.trim().split(/\s+/, 3).join(' ')),
      ['INSERT INTO course_progress'],
      first.join('\n')
    )
    for (const path of [url, '/dashboard', url]) {
      const again = await countQueries(() => client.get(path).loginAs(learner).withInertia())
      assert.deepEqual(
        again.filter((sql) => WRITES.test(sql)),
        [],
        `${path}:\n${again.join('\n')}`
      )
    }

    await learningActivity.flush()
    const views = await db.from('lesson_views').where('user_id', learner.id).count('* as total')
    assert.equal(Number(views[0].total), 3)
  })
})

test.group('Prepared combined reads', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the dashboard and the analytics read the learner’s own as prepared statements, planned once per connection', async ({
    client,
    assert,
  }) => {
    const learner = await premiumLearner()
    await school(learner, 1)
    /* The global transaction holds one connection: the statements prepared on it are listed there. */
    const preparedNow = async () =>
      (await db
        .from('pg_prepared_statements')
        .whereLike('name', 'gt\\_%')
        .select('name', 'statement')) as { name: string; statement: string }[]
    const visitBoth = async () => {
      for (const path of ['/dashboard', '/analytics']) {
        const response = await client.get(path).loginAs(learner).withInertia()
        response.assertStatus(200)
      }
    }
    await visitBoth()
    const first = await preparedNow()
    assert.isTrue(
      first.some((row) => row.statement.includes('"certificates"')),
      'the dashboard'
    )
    assert.isTrue(
      first.some((row) => row.statement.includes('quiz_sets')),
      'the analytics'
    )
    /* The next visits reuse them: nothing new is prepared. */
    await visitBoth()
    await visitBoth()
    const later = await preparedNow()
    assert.deepEqual(later.map((row) => row.name).sort(), first.map((row) => row.name).sort())
  })
})

test.group('Buffered learning activity', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the last course opened and the time just studied show at once on the dashboard and in the analytics, and stay after the write', async ({
    client,
    assert,
  }) => {
    const learner = await premiumLearner()
    const older = await createCourse({ title: 'Curso aberto agora' }, { modules: [3] })
    const newer = await createCourse({ title: 'Curso aberto antes' }, { modules: [3] })
    /* 'Curso aberto antes' was the last one opened, an hour ago. */
    await completeLessons(learner, older.course, [])
    await completeLessons(learner, newer.course, [])
    await db
      .from('course_progress')
      .where({ user_id: learner.id, course_id: older.course.id })
      .update({ last_accessed_at: DateTime.now().minus({ hours: 2 }).toJSDate() })
    await db
      .from('course_progress')
      .where({ user_id: learner.id, course_id: newer.course.id })
      .update({ last_accessed_at: DateTime.now().minus({ hours: 1 }).toJSDate() })

    /* Time on a reading page (a video earns only what is played). */
    await older.lessons[0].merge({ lessonType: 'text' }).save()
    await client.get(`/cursos/${older.course.slug}/aula/1`).loginAs(learner)
    for (let report = 0; report < 2; report++) {
      const response = await client
        .post(`/aulas/${older.lessons[0].id}/estudo`)
        .json({ seconds: 90 })
        .withCsrfToken()
        .loginAs(learner)
      response.assertStatus(200)
    }
    assert.isFalse(learningActivity.isEmpty)

    const expectFigures = async () => {
      const lessonPage = await client
        .get(`/cursos/${older.course.slug}/aula/1`)
        .loginAs(learner)
        .withInertia()
        .withInertiaPartialReload('lessons/show', ['page'])
      const lesson = lessonPage.inertiaProps.page
      /* 90 s, then a report right after: only the seconds that really passed (plus slack). */
      const seconds = lesson.progress.secondsStudied
      assert.isAtLeast(seconds, 90)
      assert.isAtMost(seconds, 96)

      const dashboardPage = await client.get('/dashboard').loginAs(learner).withInertia()
      const dashboard = dashboardPage.inertiaProps.dashboard
      assert.equal(dashboard.inProgress[0].title, 'Curso aberto agora')
      assert.equal(dashboard.stats.studiedMinutes, Math.round(seconds / 60))
      assert.equal(dashboard.week.at(-1).minutes, Math.round(seconds / 60))
      assert.equal(dashboard.stats.streakDays, 1)

      const analyticsPage = await client.get('/analytics').loginAs(learner).withInertia()
      const analytics = analyticsPage.inertiaProps.analytics
      assert.equal(analytics.progress.courses[0].title, 'Curso aberto agora')
      assert.equal(analytics.summary.streak.days, 1)
      return seconds
    }

    const before = await expectFigures()
    await learningActivity.flush()
    assert.isTrue(learningActivity.isEmpty)
    const after = await expectFigures()
    assert.equal(after, before)

    const stored = await db
      .from('lesson_progress')
      .where({ user_id: learner.id, lesson_id: older.lessons[0].id })
      .firstOrFail()
    assert.equal(stored.seconds_studied, before)
    const entries = await db
      .from('study_time_entries')
      .where({ user_id: learner.id, day: dayKey(new Date()) })
      .sum('seconds as total')
    assert.equal(Number(entries[0].total), before)
  })

  test('what is buffered is written when the app stops', async ({ client, assert }) => {
    const learner = await premiumLearner()
    const { course, lessons } = await createCourse({}, { modules: [2] })
    await lessons[0].merge({ lessonType: 'text' }).save()
    await completeLessons(learner, course, [])
    const visitor = client.get(`/cursos/${course.slug}/aula/2`)
    await visitor
    await client.get(`/cursos/${course.slug}/aula/1`).loginAs(learner)
    await client
      .post(`/aulas/${lessons[0].id}/estudo`)
      .json({ seconds: 45 })
      .withCsrfToken()
      .loginAs(learner)
    assert.isFalse(learningActivity.isEmpty)

    /* What app.terminate() runs on SIGTERM. */
    await new LearningActivityProvider(app).shutdown()

    assert.isTrue(learningActivity.isEmpty)
    const views = await db
      .from('lesson_views')
      .whereIn(
        'lesson_id',
        lessons.map((lesson) => lesson.id)
      )
      .select('lesson_id', 'user_id')
    assert.sameDeepMembers(views, [
      { lesson_id: lessons[1].id, user_id: null },
      { lesson_id: lessons[0].id, user_id: learner.id },
    ])
    const progress = await db
      .from('lesson_progress')
      .where({ user_id: learner.id, lesson_id: lessons[0].id })
      .firstOrFail()
    assert.equal(progress.seconds_studied, 45)
  })
})
