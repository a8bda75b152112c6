import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import CourseReview from '#models/course_review'
import CourseProgress from '#models/course_progress'
import { DateTime } from 'luxon'
import { completeLessons, createCourse, createLearner } from './helpers.js'
import { renderEveryPageOnServer } from '#tests/helpers/server_rendering'

type ContentLesson = { title: string; position: number | null; mark: string; locked: boolean }
type Content = {
  modules: Array<{
    key: string
    title: string
    lessonCount: number
    publishedCount: number
    completedCount: number
  }>
  totalModules: number
  openModule: string | null
}

test.group('Course page template', (group) => {
  /* What a member's page shows, read in its HTML: rendered on the server for the test (members' pages render in the browser). */
  group.setup(renderEveryPageOnServer)
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the page shows exactly the tabs stored on the course, in their order', async ({
    client,
    assert,
  }) => {
    const { course } = await createCourse({
      tabs: ['conteudo', 'progresso', 'lab_virtual', 'mentor', 'objetivos', 'quiz'],
    })

    const response = await client.get(`/cursos/${course.slug}`).withInertia()

    response.assertInertiaComponent('courses/show')
    response.assertInertiaPropsContains({
      course: { tabs: ['conteudo', 'progresso', 'lab_virtual', 'mentor', 'objetivos', 'quiz'] },
      initialTab: 'conteudo',
    })
    const page = await client.get(`/cursos/${course.slug}`)
    const html = page.text()
    const labels = [...html.matchAll(/role="tab"[^>]*>([^<]+)</g)].map((match) => match[1])
    assert.deepEqual(labels, [
      'Conteúdo',
      'Progresso',
      'Lab Virtual',
      'Mentor IA',
      'Objetivos',
      'Quiz Educativo',
    ])
  })

  test('?aba= opens the asked tab when the course has it, else the first one', async ({
    client,
  }) => {
    const { course } = await createCourse({ tabs: ['conteudo', 'mentor', 'avaliacoes'] })

    const mentor = await client.get(`/cursos/${course.slug}?aba=mentor`).withInertia()
    mentor.assertInertiaPropsContains({ initialTab: 'mentor' })
    const unknown = await client.get(`/cursos/${course.slug}?aba=quiz`).withInertia()
    unknown.assertInertiaPropsContains({ initialTab: 'conteudo' })
  })

  test('the Certificado tab appears to signed-in learners (what is left, then the certificate), never to visitors', async ({
    client,
    assert,
  }) => {
    const { course, lessons } = await createCourse(
      { tabs: ['conteudo', 'avaliacoes', 'certificado'] },
      { modules: [2], draftLessons: 0 }
    )
    const almost = await createLearner()
    const done = await createLearner()
    await completeLessons(almost, course, lessons.slice(0, 1))
    await completeLessons(done, course, lessons)

    const visitor = await client.get(`/cursos/${course.slug}`).withInertia()
    assert.deepEqual(visitor.inertiaProps.course.tabs, ['conteudo', 'avaliacoes'])
    const halfway = await client
      .get(`/cursos/${course.slug}?aba=certificado`)
      .loginAs(almost)
      .withInertia()
    assert.deepEqual(halfway.inertiaProps.course.tabs, ['conteudo', 'avaliacoes', 'certificado'])
    assert.include(halfway.inertiaProps.certificate, { lessonsDone: 1, lessonsLeft: 1, met: false })
    const complete = await client
      .get(`/cursos/${course.slug}?aba=certificado`)
      .loginAs(done)
      .withInertia()
    assert.deepEqual(complete.inertiaProps.course.tabs, ['conteudo', 'avaliacoes', 'certificado'])
    assert.equal(complete.inertiaProps.initialTab, 'certificado')
  })

  test('Conteúdo lists every module with its counts and opens the first one with its lessons', async ({
    client,
    assert,
  }) => {
    const { course } = await createCourse({}, { modules: [6, 7, 6, 5], draftLessons: 2 })

    const response = await client.get(`/cursos/${course.slug}`).withInertia()
    const content = response.inertiaProps.content as Content
    const lessons = response.inertiaProps.lessons as Record<string, ContentLesson[]>

    assert.deepEqual(
      content.modules.map((module) => [module.title, module.lessonCount, module.publishedCount]),
      [
        ['Módulo 1', 6, 6],
        ['Módulo 2', 7, 7],
        ['Módulo 3', 6, 6],
        ['Módulo 4', 5, 3],
      ]
    )
    assert.equal(content.totalModules, 4)
    assert.equal(content.openModule, content.modules[0].key)
    /* Only the open module's lessons come with the page. */
    assert.deepEqual(Object.keys(lessons), [content.modules[0].key])
    assert.deepEqual(
      lessons[content.modules[0].key].map((lesson) => lesson.position),
      [1, 2, 3, 4, 5, 6]
    )
    response.assertInertiaPropsContains({ course: { modulesCount: 4, publishedLessons: 22 } })

    const page = await client.get(`/cursos/${course.slug}`)
    const html = page.text()
    assert.include(html, 'Módulo 4: Módulo 4')
    assert.include(html, `href="/cursos/${course.slug}/aula/6"`)
    assert.notInclude(html, `href="/cursos/${course.slug}/aula/7"`)
  })

  test('a module named in the address opens whole; drafts are "Em breve" with no position', async ({
    client,
    assert,
  }) => {
    const { course } = await createCourse({}, { modules: [6, 7, 6, 5], draftLessons: 2 })
    const first = await client.get(`/cursos/${course.slug}`).withInertia()
    const last = (first.inertiaProps.content as Content).modules[3].key

    const response = await client.get(`/cursos/${course.slug}?modulo=${last}`).withInertia()
    const lessons = (response.inertiaProps.lessons as Record<string, ContentLesson[]>)[last]

    assert.equal((response.inertiaProps.content as Content).openModule, last)
    assert.deepEqual(
      lessons.map((lesson) => lesson.position),
      [20, 21, 22, null, null]
    )
    assert.deepEqual(
      lessons.slice(-2).map((lesson) => lesson.mark),
      ['upcoming', 'upcoming']
    )
    const opened = await client.get(`/cursos/${course.slug}?modulo=${last}`)
    const html = opened.text()
    assert.include(html, `href="/cursos/${course.slug}/aula/22"`)
    assert.notInclude(html, `href="/cursos/${course.slug}/aula/23"`)
    assert.include(html, 'Em breve')
  })

  test("a learner's real progress marks completed lessons and the current one", async ({
    client,
    assert,
  }) => {
    const { course, lessons } = await createCourse({}, { modules: [3, 2] })
    const learner = await createLearner()
    await completeLessons(learner, course, [lessons[0], lessons[1], lessons[3]])

    const response = await client.get(`/cursos/${course.slug}`).loginAs(learner).withInertia()
    const content = response.inertiaProps.content as Content
    const [first, second] = content.modules.map((module) => module.key)
    const opened = await client
      .get(`/cursos/${course.slug}?modulo=${second}`)
      .loginAs(learner)
      .withInertia()
      .withInertiaPartialReload('courses/show', ['lessons'])
    const marks = (props: Record<string, unknown>, key: string) =>
      (props.lessons as Record<string, ContentLesson[]>)[key].map((lesson) => lesson.mark)

    assert.deepEqual(marks(response.inertiaProps, first), ['completed', 'completed', 'current'])
    assert.deepEqual(marks(opened.inertiaProps, second), ['completed', 'pending'])
    assert.deepEqual(
      content.modules.map((module) => module.completedCount),
      [2, 1]
    )
    response.assertInertiaPropsContains({
      viewer: {
        signedIn: true,
        progress: {
          percent: 60,
          started: true,
          completedLessons: 3,
          totalLessons: 5,
          continuePosition: 3,
        },
      },
    })
    const page = await client.get(`/cursos/${course.slug}`).loginAs(learner)
    const html = page.text()
    assert.include(html, 'Continuar Curso')
    assert.include(html, `href="/cursos/${course.slug}/aula/3"`)
  })

  test('visitors see no marks, 0 % and "Começar Curso" opening lesson 1', async ({
    client,
    assert,
  }) => {
    const { course } = await createCourse({}, { modules: [2] })

    const response = await client.get(`/cursos/${course.slug}`).withInertia()
    const marks = Object.values(
      response.inertiaProps.lessons as Record<string, ContentLesson[]>
    ).flatMap((lessons) => lessons.map((lesson) => lesson.mark))
    assert.deepEqual(marks, ['pending', 'pending'])
    response.assertInertiaPropsContains({
      viewer: { signedIn: false, progress: null, isFavorite: false },
    })

    const page = await client.get(`/cursos/${course.slug}`)
    const html = page.text()
    assert.match(html, new RegExp(`href="/cursos/${course.slug}/aula/1"[^>]*>Começar Curso`))
  })

  test('the figures count the learners who started the course and its reviews, nothing more', async ({
    client,
  }) => {
    const { course } = await createCourse({}, { modules: [1, 1], lessonSeconds: 450 })
    const now = DateTime.now()
    for (const rating of [5, 4]) {
      const learner = await createLearner()
      await CourseProgress.create({
        userId: learner.id,
        courseId: course.id,
        startedAt: now,
        lastAccessedAt: now,
      })
      await CourseReview.create({
        courseId: course.id,
        userId: learner.id,
        authorName: 'Ana',
        rating,
        comment: 'Bom',
      })
    }
    const starter = await createLearner()
    await CourseProgress.create({
      userId: starter.id,
      courseId: course.id,
      startedAt: now,
      lastAccessedAt: now,
    })

    const response = await client.get(`/cursos/${course.slug}`).withInertia()

    /* (5 + 4) / 2 = 4.5; three learners started it; two lessons of 7 min 30 s. */
    response.assertInertiaPropsContains({
      course: { students: 3, reviews: 2, rating: 4.5, durationSeconds: 900, modulesCount: 2 },
    })
  })

  test('objectives, outcomes, tags, features and mentor come from the course data', async ({
    client,
  }) => {
    const { course } = await createCourse({
      objectives: ['Dominar o VPD'],
      outcomes: ['Colheitas consistentes'],
      tags: ['VPD', 'Clima'],
      features: ['Acesso vitalício'],
      mentorName: 'Prof. Verde IA',
      tabs: ['conteudo', 'objetivos'],
    })

    const response = await client.get(`/cursos/${course.slug}?aba=objetivos`)

    response.assertTextIncludes('Dominar o VPD')
    response.assertTextIncludes('Colheitas consistentes')
    response.assertTextIncludes('Prof. Verde IA')
    response.assertTextIncludes('Clima')
  })
})
