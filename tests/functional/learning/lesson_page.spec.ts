import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import LessonView from '#models/lesson_view'
import CourseProgress from '#models/course_progress'
import CourseMaterial from '#models/course_material'
import { DateTime } from 'luxon'
import QuizAttempt from '#models/quiz_attempt'
import { QuizSetFactory } from '#database/factories/quiz_factory'
import learningActivity from '#services/learning/learning_activity_buffer'
import { courseWithLessons, learner, readFor } from './helpers.js'

test.group('Lesson page', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('lesson n is the n-th published lesson in course order; drafts are skipped', async ({
    client,
    assert,
  }) => {
    const { course } = await courseWithLessons(3)
    const user = await learner()

    const response = await client.get(`/cursos/${course.slug}/aula/2`).withInertia().loginAs(user)

    response.assertStatus(200)
    response.assertInertiaComponent('lessons/show')
    const { page } = response.inertiaProps
    assert.equal(page.lesson.title, 'Aula 2')
    assert.equal(page.lesson.position, 2)
    assert.equal(page.lesson.total, 3)
    assert.deepEqual(page.navigation, { previous: 1, next: 3 })
  })

  test('Previous is disabled on the first lesson and Next on the last', async ({
    client,
    assert,
  }) => {
    const { course } = await courseWithLessons(3)
    const user = await learner()
    const first = await client.get(`/cursos/${course.slug}/aula/1`).withInertia().loginAs(user)
    assert.deepEqual(first.inertiaProps.page.navigation, { previous: null, next: 2 })
    const last = await client.get(`/cursos/${course.slug}/aula/3`).withInertia().loginAs(user)
    assert.deepEqual(last.inertiaProps.page.navigation, { previous: 2, next: null })
  })

  test('a position outside 1…N, a non-number or an unknown course shows the 404 page', async ({
    client,
  }) => {
    const { course } = await courseWithLessons(3)
    for (const path of [
      `/cursos/${course.slug}/aula/0`,
      `/cursos/${course.slug}/aula/4`,
      `/cursos/${course.slug}/aula/abc`,
      `/cursos/${course.slug}/aula/1.5`,
      '/cursos/curso-que-nao-existe/aula/1',
    ]) {
      const response = await client.get(path)
      response.assertStatus(404)
      response.assertTextIncludes('Página não encontrada')
    }
  })

  test('a visitor sees the lesson shell without its content, and the visit is recorded anonymously', async ({
    client,
    assert,
  }) => {
    const { course, lessons } = await courseWithLessons(2)

    const response = await client.get(`/cursos/${course.slug}/aula/1`).withInertia()

    response.assertStatus(200)
    const { page } = response.inertiaProps
    assert.equal(page.lesson.title, 'Aula 1')
    assert.deepEqual(page.access, {
      canView: false,
      signedIn: false,
      lockedReason: 'sign_in_required',
      lockMessage: null,
    })
    assert.isNull(page.body)
    assert.isNull(page.progress)
    assert.isNull(page.note)
    /* Views are buffered and written together (LearningActivityBuffer). */
    await learningActivity.flush()
    const views = await LessonView.query().where('lesson_id', lessons[0].id)
    assert.lengthOf(views, 1)
    assert.isNull(views[0].userId)
  })

  test('a visitor reloading a lesson 1,000 times counts once that day; another visitor counts too', async ({
    client,
    assert,
  }) => {
    const { course, lessons } = await courseWithLessons(1)
    const visit = (browser: string) =>
      client.get(`/cursos/${course.slug}/aula/1`).header('user-agent', browser)
    /* In waves of 50, with a write to the database halfway: the buffer and the table both deduplicate. */
    for (let wave = 0; wave < 20; wave++) {
      const answers = await Promise.all(Array.from({ length: 50 }, () => visit('Navegador A')))
      for (const answer of answers) answer.assertStatus(200)
      if (wave === 9) await learningActivity.flush()
    }
    await visit('Navegador B')
    await learningActivity.flush()

    const views = await LessonView.query().where('lesson_id', lessons[0].id)
    assert.lengthOf(views, 2)
    assert.isTrue(views.every((view) => view.userId === null))
  })

  test("a learner's visit starts the course and then updates its last access", async ({
    client,
    assert,
  }) => {
    const { course, lessons } = await courseWithLessons(2)
    const user = await learner()

    await client.get(`/cursos/${course.slug}/aula/1`).loginAs(user)
    const first = await CourseProgress.query()
      .where({ userId: user.id, courseId: course.id })
      .firstOrFail()
    await new Promise((resolve) => setTimeout(resolve, 20))
    await client.get(`/cursos/${course.slug}/aula/2`).loginAs(user)
    await learningActivity.flush()
    const second = await CourseProgress.query()
      .where({ userId: user.id, courseId: course.id })
      .firstOrFail()

    assert.equal(second.startedAt.toMillis(), first.startedAt.toMillis())
    assert.isAbove(second.lastAccessedAt.toMillis(), first.lastAccessedAt.toMillis())
    assert.isNull(second.completedAt)
    const views = await LessonView.query().where('user_id', user.id)
    assert.sameMembers(
      views.map((view) => view.lessonId),
      [lessons[0].id, lessons[1].id]
    )
  })

  test('a partial reload after an action refreshes the page without counting another visit', async ({
    client,
    assert,
  }) => {
    const { course, lessons } = await courseWithLessons(1)
    const user = await learner()
    const url = `/cursos/${course.slug}/aula/1`

    await client.get(url).withInertia().loginAs(user)
    await readFor(client, user, lessons[0])
    await client
      .post(`/aulas/${lessons[0].id}/conclusao`)
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)
    const refreshed = await client
      .get(url)
      .withInertiaPartialReload('lessons/show', ['page'])
      .loginAs(user)

    assert.isTrue(refreshed.inertiaProps.page.progress.completed)
    await learningActivity.flush()
    assert.lengthOf(await LessonView.query().where('lesson_id', lessons[0].id), 1)
  })

  test('a quiz lesson gets the course set (its questions come with an attempt), the pass mark and the learner’s standing', async ({
    client,
    assert,
  }) => {
    const { course, lessons } = await courseWithLessons(1, ['quiz'])
    const set = await QuizSetFactory.merge({ courseId: course.id, kind: 'lesson' })
      .with('questions', 5)
      .create()
    const user = await learner()

    const response = await client.get(`/cursos/${course.slug}/aula/1`).withInertia().loginAs(user)

    const { body } = response.inertiaProps.page
    assert.equal(body.renderer, 'quiz')
    assert.equal(body.quiz.timeLimitSeconds, 300)
    assert.equal(body.quiz.questionCount, 5)
    assert.equal(body.quiz.passPercent, 70)
    assert.deepEqual(body.quiz.standing, { status: 'not_taken', best: null, last: null })
    const raw = JSON.stringify(body.quiz)
    assert.notInclude(raw, 'correctIndex')
    assert.notInclude(raw, 'Explicação')
    assert.notInclude(raw, 'Reforço')

    /* Two finished attempts: 80 % (passed), then 20 % (failed) */
    const finished = (score: number, passed: boolean, minutesAgo: number) =>
      QuizAttempt.create({
        userId: user.id,
        quizSetId: set.id,
        courseId: course.id,
        lessonId: lessons[0].id,
        timeLimitSeconds: 300,
        startedAt: DateTime.now().minus({ minutes: minutesAgo + 1 }),
        finishedAt: DateTime.now().minus({ minutes: minutesAgo }),
        score,
        total: 5,
        passed,
        timedOut: false,
      })
    await finished(4, true, 10)
    await finished(1, false, 5)
    const after = await client.get(`/cursos/${course.slug}/aula/1`).withInertia().loginAs(user)
    assert.deepEqual(after.inertiaProps.page.body.quiz.standing, {
      status: 'passed',
      best: { percent: 80, passed: true },
      last: { percent: 20, passed: false },
    })
  })

  test('video lessons play a YouTube link as an embed and fall back to the simulated player', async ({
    client,
    assert,
  }) => {
    const { course, lessons } = await courseWithLessons(2, ['video', 'video'])
    lessons[0].videoUrl = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'
    await lessons[0].save()
    const user = await learner()

    const withMedia = await client.get(`/cursos/${course.slug}/aula/1`).withInertia().loginAs(user)
    assert.deepEqual(withMedia.inertiaProps.page.body.video, {
      kind: 'youtube',
      videoId: 'dQw4w9WgXcQ',
    })

    const withoutMedia = await client
      .get(`/cursos/${course.slug}/aula/2`)
      .withInertia()
      .loginAs(user)
    assert.isNull(withoutMedia.inertiaProps.page.body.video)
    /* No media, so no known length: the simulated player runs its default 12 minutes. */
    assert.equal(withoutMedia.inertiaProps.page.body.lengthSeconds, 720)
  })

  test("project lessons list the lesson's materials; interactive lessons run the course simulator", async ({
    client,
    assert,
  }) => {
    const { course, lessons } = await courseWithLessons(2, ['spreadsheet', 'interactive'])
    course.simulators = ['financial']
    await course.save()
    const template = await CourseMaterial.create({
      title: 'Planilha modelo',
      fileType: 'text',
      fileUrl: '/uploads/course-materials/modelo.csv',
      courseId: course.id,
      lessonId: lessons[0].id,
      fileSizeBytes: 120,
    })
    const user = await learner()

    const project = await client.get(`/cursos/${course.slug}/aula/1`).withInertia().loginAs(user)
    assert.equal(project.inertiaProps.page.body.renderer, 'project')
    assert.deepEqual(
      project.inertiaProps.page.materials.map((m: { title: string; url: string }) => [
        m.title,
        m.url,
      ]),
      /* A stored file is linked through the authorized route, never at /uploads. */
      [['Planilha modelo', `/materiais/${template.id}/arquivo`]]
    )

    const interactive = await client
      .get(`/cursos/${course.slug}/aula/2`)
      .withInertia()
      .loginAs(user)
    assert.equal(interactive.inertiaProps.page.body.simulator, 'financial')
  })
})
