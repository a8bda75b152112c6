import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { CourseTab } from '#domain/catalog/catalog'
import StudyGoal from '#models/study_goal'
import { QuizSetFactory } from '#database/factories/quiz_factory'
import { completeLessons, createCourse, createLearner } from './helpers.js'

const TABS: CourseTab[] = ['conteudo', 'progresso', 'simulador', 'mentor', 'objetivos', 'quiz']

async function catalogueSets(courseId: number) {
  await QuizSetFactory.apply('catalogue')
    .merge({ key: 'default', title: 'Quiz geral' })
    .with('questions', 3)
    .create()
  await QuizSetFactory.apply('catalogue')
    .merge({ key: `curso-${courseId}`, courseId, title: 'Quiz do curso' })
    .with('questions', 3)
    .create()
}

test.group('Course page tabs: Progresso, Simulador, Quiz Educativo', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a visitor gets no progress panel (the tab invites to sign in)', async ({
    client,
    assert,
  }) => {
    const { course } = await createCourse({ tabs: TABS })
    const response = await client.get(`/cursos/${course.slug}?aba=progresso`).withInertia()
    response.assertInertiaComponent('courses/show')
    assert.isNull(response.inertiaProps.progressPanel)
  })

  test("the learner's progress panel loads when the tab is shown, from their real progress", async ({
    client,
    assert,
  }) => {
    const { course, lessons } = await createCourse({ tabs: TABS }, { modules: [2, 2] })
    const learner = await createLearner()
    await completeLessons(learner, course, lessons.slice(0, 1))
    await StudyGoal.create({ userId: learner.id, weeklyHours: 7 })

    /* Opened on Conteúdo: the panel is not computed. */
    const plain = await client.get(`/cursos/${course.slug}`).loginAs(learner).withInertia()
    assert.notProperty(plain.inertiaProps, 'progressPanel')

    /* The tab asks for it (partial reload of that prop only). */
    const reload = await client
      .get(`/cursos/${course.slug}`)
      .loginAs(learner)
      .withInertia()
      .withInertiaPartialReload('courses/show', ['progressPanel'])
    for (const prop of ['course', 'content', 'lessons', 'reviews', 'viewer', 'quiz'])
      assert.notProperty(reload.inertiaProps, prop)
    assert.deepInclude(reload.inertiaProps.progressPanel, {
      courseId: course.id,
      totalLessons: 4,
      completedLessons: 1,
      percent: 25,
      weeklyGoalHours: 7,
      dailyTargetMinutes: 60,
    })

    /* Opened straight on the tab (?aba=progresso, e.g. back from saving the weekly goal): it comes with the page. */
    const direct = await client
      .get(`/cursos/${course.slug}?aba=progresso`)
      .loginAs(learner)
      .withInertia()
    direct.assertInertiaPropsContains({
      initialTab: 'progresso',
      progressPanel: { percent: 25, completedLessons: 1 },
    })
  })

  test('Quiz Educativo shows the course set without its answers; other courses get the default set', async ({
    client,
    assert,
  }) => {
    const { course } = await createCourse({ tabs: TABS })
    const { course: other } = await createCourse({ tabs: TABS })
    await catalogueSets(course.id)

    const own = await client.get(`/cursos/${course.slug}?aba=quiz`).withInertia()
    own.assertInertiaPropsContains({ initialTab: 'quiz', quiz: { title: 'Quiz do curso' } })
    /* The questions come with an attempt, in its own order */
    assert.equal(own.inertiaProps.quiz.questionCount, 3)
    assert.notInclude(JSON.stringify(own.inertiaProps.quiz), 'correctIndex')
    assert.notInclude(JSON.stringify(own.inertiaProps.quiz), 'Explicação')

    const fallback = await client
      .get(`/cursos/${other.slug}`)
      .withInertia()
      .withInertiaPartialReload('courses/show', ['quiz'])
    assert.equal(fallback.inertiaProps.quiz.title, 'Quiz geral')
  })

  test('a course without the tab gets no tab data, even when asked', async ({ client, assert }) => {
    const { course } = await createCourse({ tabs: ['conteudo', 'objetivos'] })
    await catalogueSets(course.id)
    const learner = await createLearner()

    const response = await client
      .get(`/cursos/${course.slug}`)
      .loginAs(learner)
      .withInertia()
      .withInertiaPartialReload('courses/show', ['progressPanel', 'quiz'])
    assert.isNull(response.inertiaProps.progressPanel)
    assert.isNull(response.inertiaProps.quiz)
  })

  test('the simulator tab gets the course simulators', async ({ client }) => {
    const { course } = await createCourse({
      tabs: ['conteudo', 'lab_virtual'],
      simulators: ['molecular', 'nutrition'],
    })
    const response = await client.get(`/cursos/${course.slug}?aba=lab_virtual`).withInertia()
    response.assertInertiaPropsContains({
      initialTab: 'lab_virtual',
      course: { simulators: ['molecular', 'nutrition'] },
    })
  })
})

test.group('Weekly goal saved from the Progresso tab', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('saving the goal returns to the course page on the Progresso tab', async ({ client }) => {
    const { course } = await createCourse({ tabs: TABS })
    const learner = await createLearner()
    const response = await client
      .put('/meta-de-estudo')
      .form({ weeklyHours: 6 })
      .withCsrfToken()
      .loginAs(learner)
      .header('referer', `/cursos/${course.slug}?aba=progresso`)
      .redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', `/cursos/${course.slug}?aba=progresso`)
  })
})
