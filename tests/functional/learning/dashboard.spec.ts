import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import CourseReview from '#models/course_review'
import CourseProgress from '#models/course_progress'
import { freeLearner } from '#tests/helpers/premium'
import LessonProgress from '#models/lesson_progress'
import learningActivity from '#services/learning/learning_activity_buffer'
import { CourseFactory } from '#database/factories/course_factory'
import { meetCompletionRule } from '#tests/helpers/earned_progress'
import { courseWithLessons, learner, playThrough, readFor } from './helpers.js'

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
    /* Three readings of 2,000 words: 10 minutes each at 200 words a minute. */
    for (const lesson of lessons) await lesson.merge({ content: 'palavra '.repeat(2000) }).save()
    const user = await learner()
    /* The ten minutes of reading really spent (the rule), then the click. */
    await meetCompletionRule(user.id, lessons[0])
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
      nextLesson: { position: 2, title: 'Aula 2', lock: null },
      secondsLeft: 20 * 60,
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
      ['lesson:Aula 1', 'achievement:Primeiro Passo']
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
    await readFor(client, user, lessons[0])
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

  test('Horas estudadas after a whole video/podcast course is the media really played, the same on every screen', async ({
    client,
    assert,
  }) => {
    const { course, lessons } = await courseWithLessons(3, ['video', 'podcast', 'text'])
    /* Each lesson still states 10 minutes; the media last one minute each. */
    for (const lesson of lessons.slice(0, 2)) {
      lesson.mediaSeconds = 60
      await lesson.save()
    }
    const user = await learner()
    for (const lesson of lessons.slice(0, 2)) {
      await playThrough(client, user, lesson)
      await client.post(`/aulas/${lesson.id}/conclusao`).withCsrfToken().loginAs(user).redirects(0)
    }
    await readFor(client, user, lessons[2])
    await client
      .post(`/aulas/${lessons[2].id}/conclusao`)
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)
    await learningActivity.flush()
    const studied = await db
      .from('lesson_progress')
      .where('user_id', user.id)
      .whereNotNull('completed_at')
      .sum('seconds_studied as total')
    /* 60 s played twice and 5 s on the text page: never the lessons' stated 30 minutes. */
    assert.equal(Number(studied[0].total), 125)

    const response = await client.get('/dashboard').withInertia().loginAs(user)
    const { stats, week } = response.inertiaProps.dashboard
    assert.equal(stats.studiedMinutes, 2)
    assert.equal(stats.studiedHours, 0)
    assert.equal(week[week.length - 1].minutes, 2)

    const panel = await client
      .get(`/cursos/${course.slug}?aba=progresso`)
      .withInertia()
      .loginAs(user)
    assert.equal(panel.inertiaProps.progressPanel.studiedMinutes, 2)

    const analytics = await client.get('/analytics').withInertia().loginAs(user)
    const weeks = analytics.inertiaProps.analytics.progress.weeks
    assert.equal(weeks[weeks.length - 1].minutes, 2)

    /* Completing again (undo, redo) adds no time. */
    await client
      .delete(`/aulas/${lessons[0].id}/conclusao`)
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)
    await client
      .post(`/aulas/${lessons[0].id}/conclusao`)
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)
    const again = await client.get('/dashboard').withInertia().loginAs(user)
    assert.equal(again.inertiaProps.dashboard.stats.studiedMinutes, 2)
    const redone = await LessonProgress.findByOrFail({ userId: user.id, lessonId: lessons[0].id })
    assert.isNotNull(redone.completedAt)
  })

  test('completing a watched video adds nothing to the time measured while it played', async ({
    client,
    assert,
  }) => {
    const { lessons } = await courseWithLessons(1, ['video'])
    lessons[0].mediaSeconds = 600
    await lessons[0].save()
    const user = await learner()
    /* Ten minutes of video played at 2×: five minutes measured. */
    await db.table('lesson_progress').insert({
      user_id: user.id,
      lesson_id: lessons[0].id,
      watched_ranges: JSON.stringify([[0, 600]]),
      watched_seconds: 600,
      seconds_studied: 300,
      created_at: new Date(),
    })

    const done = await client
      .post(`/aulas/${lessons[0].id}/conclusao`)
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)
    assert.equal((done.flashMessages().toast as { title: string }).title, 'Curso concluído!')

    const response = await client.get('/dashboard').withInertia().loginAs(user)
    assert.equal(response.inertiaProps.dashboard.stats.studiedMinutes, 5)
  })

  test("there is no 'Agendar Mentoria 1:1', and 'Mentores IA' lists only mentors the member may ask", async ({
    client,
    assert,
  }) => {
    const open = await courseWithLessons(1)
    await open.course.merge({ price: 0 }).save()
    const premium = await courseWithLessons(1)
    await premium.course.merge({ price: 37 }).save()
    const withoutMentor = await courseWithLessons(1)
    await withoutMentor.course.merge({ price: 0, tabs: ['conteudo', 'avaliacoes'] }).save()
    const start = async (userId: number) => {
      for (const { course } of [open, premium, withoutMentor])
        await CourseProgress.create({
          userId,
          courseId: course.id,
          startedAt: DateTime.now(),
          lastAccessedAt: DateTime.now(),
        })
    }
    const mentorsOf = async (user: Awaited<ReturnType<typeof learner>>) => {
      const response = await client.get('/dashboard').withInertia().loginAs(user)
      assert.notProperty(response.inertiaProps.dashboard, 'mentorCourseSlug')
      return response.inertiaProps.dashboard.mentors
        .map((mentor: { courseSlug: string }) => mentor.courseSlug)
        .sort()
    }

    /* A free member is never shown a Premium mentor as 'Disponível' (that chat is a paywall). */
    const free = await freeLearner()
    await start(free.id)
    assert.deepEqual(await mentorsOf(free), [open.course.slug])
    const page = await client.get('/dashboard').loginAs(free)
    page.assertStatus(200)
    assert.notInclude(page.text(), 'Mentoria 1:1')

    const subscriber = await learner()
    await start(subscriber.id)
    assert.deepEqual(await mentorsOf(subscriber), [open.course.slug, premium.course.slug].sort())
  })

  test('an archived course leaves Atividade Recente and every learner list; its certificate stays', async ({
    client,
    assert,
  }) => {
    const kept = await courseWithLessons(2)
    const archived = await courseWithLessons(1)
    const user = await learner()
    for (const lesson of [kept.lessons[0], archived.lessons[0]]) {
      await readFor(client, user, lesson)
      await client.post(`/aulas/${lesson.id}/conclusao`).withCsrfToken().loginAs(user).redirects(0)
    }
    await CourseReview.create({
      userId: user.id,
      courseId: archived.course.id,
      authorName: 'Aluna',
      rating: 5,
      comment: 'Ótimo',
    })
    const before = await client.get('/dashboard').withInertia().loginAs(user)
    assert.equal(before.inertiaProps.dashboard.stats.certificates, 1)
    assert.include(
      before.inertiaProps.dashboard.activity.map((item: { courseSlug: string }) => item.courseSlug),
      archived.course.slug
    )

    archived.course.archivedAt = DateTime.now()
    await archived.course.save()

    const slugsOf = (items: { courseSlug?: string | null; slug?: string }[]) =>
      items.map((item) => item.courseSlug ?? item.slug)
    const response = await client.get('/dashboard').withInertia().loginAs(user)
    const { dashboard } = response.inertiaProps
    assert.notInclude(slugsOf(dashboard.activity), archived.course.slug)
    assert.include(slugsOf(dashboard.activity), kept.course.slug)
    assert.notInclude(slugsOf(dashboard.inProgress), archived.course.slug)
    assert.notInclude(slugsOf(dashboard.mentors), archived.course.slug)
    assert.equal(dashboard.stats.publishedCourses, 1)
    assert.equal(dashboard.stats.certificates, 1, 'the certificate earned stays')

    const profile = await client.get('/perfil').withInertia().loginAs(user)
    assert.notInclude(slugsOf(profile.inertiaProps.courses), archived.course.slug)
    assert.notInclude(
      profile.inertiaProps.activity.map((item: { courseSlug: string }) => item.courseSlug),
      archived.course.slug
    )

    const analytics = await client.get('/analytics').withInertia().loginAs(user)
    assert.notInclude(
      slugsOf(analytics.inertiaProps.analytics.progress.courses),
      archived.course.slug
    )

    const certificates = await client.get('/certificados').withInertia().loginAs(user)
    assert.lengthOf(certificates.inertiaProps.certificates, 1)
  })
})
