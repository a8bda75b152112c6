import { DateTime } from 'luxon'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Lesson from '#models/lesson'
import CourseModule from '#models/course_module'
import { SubscriptionFactory } from '#database/factories/subscription_factory'
import { completeLessons, createCourse, createLearner } from './helpers.js'
import { renderEveryPageOnServer } from '#tests/helpers/server_rendering'

type Row = {
  id: number
  title: string
  position: number | null
  mark: string
  locked: boolean
}
type Content = {
  modules: Array<{ key: string; title: string; lessonCount: number }>
  totalModules: number
  openModule: string | null
}

const contentOf = (props: Record<string, unknown>) => props.content as Content
const lessonsOf = (props: Record<string, unknown>) => props.lessons as Record<string, Row[]>

/*
| The Conteúdo tab sends first the module headings and the lessons of one
| module; a module the learner opens asks for its own lessons (an Inertia
| partial reload of `lessons` with `?modulo=`), merged on the client.
*/
test.group('Course page: lessons of a module on demand', (group) => {
  /* What a member's page shows, read in its HTML: rendered on the server for the test (members' pages render in the browser). */
  group.setup(renderEveryPageOnServer)
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('opening another module brings only its lessons, to be merged with those shown', async ({
    client,
    assert,
  }) => {
    const { course } = await createCourse({}, { modules: [2, 3, 2] })
    const page = await client.get(`/cursos/${course.slug}`).withInertia()
    const second = contentOf(page.inertiaProps).modules[1].key

    const response = await client
      .get(`/cursos/${course.slug}?modulo=${second}`)
      .withInertia()
      .withInertiaPartialReload('courses/show', ['lessons'])

    response.assertStatus(200)
    assert.include(response.body().mergeProps, 'lessons')
    assert.notProperty(response.inertiaProps, 'content')
    assert.notProperty(response.inertiaProps, 'reviews')
    assert.deepEqual(Object.keys(lessonsOf(response.inertiaProps)), [second])
    assert.deepEqual(
      lessonsOf(response.inertiaProps)[second].map((lesson) => [lesson.title, lesson.position]),
      [
        ['Aula 3', 3],
        ['Aula 4', 4],
        ['Aula 5', 5],
      ]
    )
  })

  test('each lesson row carries only what the row shows, never the lesson body', async ({
    client,
    assert,
  }) => {
    const { course, lessons } = await createCourse({}, { modules: [2] })
    await Lesson.query()
      .where('id', lessons[0].id)
      .update({ content: 'Texto-completo-da-aula', video_url: 'https://exemplo.com/v.mp4' })

    const response = await client.get(`/cursos/${course.slug}`).withInertia()
    const [row] = Object.values(lessonsOf(response.inertiaProps))[0]

    assert.sameMembers(Object.keys(row), [
      'id',
      'title',
      'type',
      'durationSeconds',
      'position',
      'mark',
      'failed',
      'locked',
      'pacingLock',
    ])
    assert.notInclude(JSON.stringify(response.body()), 'Texto-completo-da-aula')
  })

  test('a learner finds open the module where they continue, its next lesson marked', async ({
    client,
    assert,
  }) => {
    const { course, lessons } = await createCourse({}, { modules: [3, 3, 3] })
    const learner = await createLearner()
    await completeLessons(learner, course, lessons.slice(0, 4))

    const response = await client.get(`/cursos/${course.slug}`).loginAs(learner).withInertia()
    const content = contentOf(response.inertiaProps)
    const second = content.modules[1].key

    assert.equal(content.openModule, second)
    assert.deepEqual(Object.keys(lessonsOf(response.inertiaProps)), [second])
    assert.deepEqual(
      lessonsOf(response.inertiaProps)[second].map((lesson) => lesson.mark),
      ['completed', 'current', 'pending']
    )
    const signedIn = await client.get(`/cursos/${course.slug}`).loginAs(learner)
    const html = signedIn.text()
    const current = html.match(/<a[^>]*aria-current="step"[^>]*>/)?.[0] ?? ''
    assert.include(current, `href="/cursos/${course.slug}/aula/5"`)
  })

  test('premium lessons show locked to a learner without Premium, open to subscribers and in free courses', async ({
    client,
    assert,
  }) => {
    const { course: paid, lessons } = await createCourse({ price: 37 }, { modules: [2, 2] })
    await Lesson.query().where('id', lessons[0].id).update({ is_free_preview: true })
    const { course: free } = await createCourse({ price: 0 }, { modules: [2] })
    const learner = await createLearner()
    const subscriber = await createLearner()
    await SubscriptionFactory.merge({
      userId: subscriber.id,
      currentPeriodEnd: DateTime.now().plus({ days: 20 }),
    }).create()

    const locks = async (slug: string, user?: typeof learner, module?: string) => {
      let request = client.get(`/cursos/${slug}${module ? `?modulo=${module}` : ''}`).withInertia()
      if (user) request = request.loginAs(user)
      if (module) request = request.withInertiaPartialReload('courses/show', ['lessons'])
      const response = await request
      return Object.values(lessonsOf(response.inertiaProps))[0].map((lesson) => lesson.locked)
    }
    const page = await client.get(`/cursos/${paid.slug}`).withInertia()
    const second = contentOf(page.inertiaProps).modules[1].key

    /* The free preview opens; the other lessons ask for Premium, also in a module opened later. */
    assert.deepEqual(await locks(paid.slug, learner), [false, true])
    assert.deepEqual(await locks(paid.slug, learner, second), [true, true])
    assert.deepEqual(await locks(paid.slug, subscriber), [false, false])
    assert.deepEqual(await locks(paid.slug, subscriber, second), [false, false])
    assert.deepEqual(await locks(free.slug, learner), [false, false])
    /* Visitors are asked to sign in (side card): the page they get is the same for all of them. */
    assert.deepEqual(await locks(paid.slug), [false, false])

    const paidPage = await client.get(`/cursos/${paid.slug}`).loginAs(learner)
    const html = paidPage.text()
    assert.match(html, /data-locked="true"[^]*Premium/)
  })

  test('lessons of no module come last, as "Outras aulas", and open by their key', async ({
    client,
    assert,
  }) => {
    const { course, lessons } = await createCourse({}, { modules: [2, 1] })
    await Lesson.query().where('id', lessons[2].id).update({ module_id: null })

    const page = await client.get(`/cursos/${course.slug}`).withInertia()
    const content = contentOf(page.inertiaProps)
    assert.deepEqual(
      content.modules.map((module) => [module.key, module.title, module.lessonCount]),
      [
        [content.modules[0].key, 'Módulo 1', 2],
        [content.modules[1].key, 'Módulo 2', 0],
        ['outras', 'Outras aulas', 1],
      ]
    )
    page.assertInertiaPropsContains({ course: { modulesCount: 2 } })

    const others = await client
      .get(`/cursos/${course.slug}?modulo=outras`)
      .withInertia()
      .withInertiaPartialReload('courses/show', ['lessons'])
    assert.deepEqual(
      lessonsOf(others.inertiaProps).outras.map((lesson) => [lesson.title, lesson.position]),
      [['Aula 3', 3]]
    )
  })

  test('a long module sends its first 12 lessons; the rest come when asked for', async ({
    client,
    assert,
  }) => {
    const { course } = await createCourse({}, { modules: [20] })

    const page = await client.get(`/cursos/${course.slug}`).withInertia()
    const key = contentOf(page.inertiaProps).modules[0].key
    assert.lengthOf(lessonsOf(page.inertiaProps)[key], 12)

    const rest = await client
      .get(`/cursos/${course.slug}?modulo=${key}`)
      .withInertia()
      .withInertiaPartialReload('courses/show', ['lessons'])
    assert.deepEqual(
      lessonsOf(rest.inertiaProps)[key].map((lesson) => lesson.position),
      Array.from({ length: 20 }, (_, index) => index + 1)
    )
  })

  test('a course of many modules lists the first ten; "todos" brings every heading', async ({
    client,
    assert,
  }) => {
    const { course } = await createCourse({}, { modules: Array.from({ length: 12 }, () => 1) })

    const page = await client.get(`/cursos/${course.slug}`).withInertia()
    const first = contentOf(page.inertiaProps)
    assert.lengthOf(first.modules, 10)
    assert.equal(first.totalModules, 12)
    page.assertInertiaPropsContains({ course: { modulesCount: 12, publishedLessons: 12 } })
    const html = await client.get(`/cursos/${course.slug}`)
    assert.include(html.text(), 'Mostrar todos os 12 módulos')

    const all = await client
      .get(`/cursos/${course.slug}?modulos=todos`)
      .withInertia()
      .withInertiaPartialReload('courses/show', ['content'])
    assert.deepEqual(
      contentOf(all.inertiaProps).modules.map((module) => module.title),
      Array.from({ length: 12 }, (_, index) => `Módulo ${index + 1}`)
    )
    assert.notProperty(all.inertiaProps, 'lessons')
  })

  test('a module address that names no module of this course is a 404, never a 500', async ({
    client,
    assert,
  }) => {
    const { course } = await createCourse({}, { modules: [2] })
    const { course: other } = await createCourse({}, { modules: [1] })
    const foreign = await CourseModule.findByOrFail('course_id', other.id)

    for (const modulo of [
      'abc',
      '0',
      '-1',
      '1.5',
      '',
      '2147483648',
      '99999999999999999999',
      String(foreign.id),
      /* No lesson of this course is outside a module. */
      'outras',
    ]) {
      const qs = `modulo=${encodeURIComponent(modulo)}`
      const partial = await client
        .get(`/cursos/${course.slug}?${qs}`)
        .withInertia()
        .withInertiaPartialReload('courses/show', ['lessons'])
      assert.equal(partial.status(), 404, `?${qs} (partial reload)`)
      const full = await client.get(`/cursos/${course.slug}?${qs}`)
      assert.equal(full.status(), 404, `?${qs}`)
      assert.include(full.text(), 'Página não encontrada')
    }
    const twice = await client.get(`/cursos/${course.slug}?modulo=1&modulo=2`)
    assert.equal(twice.status(), 404)
  })
})
