import { test } from '@japa/runner'
import { countQueries } from '#tests/helpers/query_count'
import testUtils from '@adonisjs/core/services/test_utils'
import type { CourseTab } from '#domain/catalog'
import CourseReview from '#models/course_review'
import { QuizSetFactory } from '#database/factories/quiz_factory'
import { completeLessons, createCourse, createLearner } from './helpers.js'

/*
| Each catalogue or course page is answered with a fixed number of SQL
| queries whatever the number of courses, modules, lessons and reviews.
| Counted with Lucid's `db:query` event (emitted when the client debugs).
| A signed-in page also asks once for the header's unread counts (messages
| and notifications in one query) and once whether its sign-in is still open
| (login_sessions).
*/
const CATALOG_QUERY_BOUND = 10
const COURSE_PAGE_QUERY_BOUND = 16
/*
| A page opened on Progresso (?aba=progresso) also runs the panel's 12 fixed
| queries (course, totals, study time, week, streak, quiz average, goal,
| achievements); on Quiz Educativo the set and its questions. Any other time
| that data is an optional prop, loaded only when the tab is first shown.
*/
const COURSE_PAGE_WITH_TAB_QUERY_BOUND = COURSE_PAGE_QUERY_BOUND + 12

async function bigCourse(
  index: number,
  tabs: CourseTab[] = ['conteudo', 'objetivos', 'avaliacoes']
) {
  const { course, lessons } = await createCourse(
    {
      title: `Curso grande ${index}`,
      category: 'cultivo',
      tabs,
    },
    { modules: [6, 7, 6, 5], draftLessons: 2 }
  )
  for (let i = 0; i < 5; i++) {
    await CourseReview.create({
      courseId: course.id,
      userId: null,
      authorName: `Aluno ${i}`,
      rating: 4,
      comment: 'Bom',
    })
  }
  return { course, lessons }
}

test.group('Query bound of the catalogue and course pages', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('/cursos uses the same few queries for 1 course or 30', async ({ client, assert }) => {
    const learner = await createLearner()
    await createCourse({ title: 'Único' }, { modules: [1] })
    const small = await countQueries(() =>
      client.get('/cursos?q=curso').loginAs(learner).withInertia()
    )

    for (let i = 0; i < 30; i++) await bigCourse(i)
    const large = await countQueries(() =>
      client.get('/cursos?q=curso').loginAs(learner).withInertia()
    )
    const nextPage = await countQueries(() =>
      client
        .get('/cursos?q=curso&pagina=2')
        .loginAs(learner)
        .withInertia()
        .withInertiaPartialReload('courses/index', ['courses', 'pagination'])
    )

    assert.isAtMost(large.length, CATALOG_QUERY_BOUND, large.join('\n'))
    assert.equal(large.length, small.length, large.join('\n'))
    assert.isAtMost(nextPage.length, large.length)
  })

  test('/cursos/{slug} uses the same few queries for a tiny course and a 24-lesson course', async ({
    client,
    assert,
  }) => {
    const learner = await createLearner()
    const tiny = await createCourse(
      { tabs: ['conteudo', 'objetivos', 'avaliacoes'] },
      { modules: [1] }
    )
    await completeLessons(learner, tiny.course, tiny.lessons)
    const big = await bigCourse(1)
    await completeLessons(learner, big.course, big.lessons.slice(0, 9))

    const small = await countQueries(() =>
      client.get(`/cursos/${tiny.course.slug}`).loginAs(learner).withInertia()
    )
    const large = await countQueries(() =>
      client.get(`/cursos/${big.course.slug}`).loginAs(learner).withInertia()
    )
    const visitor = await countQueries(() => client.get(`/cursos/${big.course.slug}`).withInertia())

    assert.isAtMost(large.length, COURSE_PAGE_QUERY_BOUND, large.join('\n'))
    assert.equal(large.length, small.length, large.join('\n'))
    assert.isBelow(visitor.length, large.length)
  })

  test('the Progresso and Quiz Educativo data load only when asked, with the same few queries for any course size', async ({
    client,
    assert,
  }) => {
    const tabs: CourseTab[] = [
      'conteudo',
      'progresso',
      'simulador',
      'objetivos',
      'quiz',
      'avaliacoes',
    ]
    await QuizSetFactory.apply('catalogue').merge({ key: 'default' }).with('questions', 3).create()
    const learner = await createLearner()
    const tiny = await createCourse({ tabs }, { modules: [1] })
    await completeLessons(learner, tiny.course, tiny.lessons)
    const big = await bigCourse(1, tabs)
    await completeLessons(learner, big.course, big.lessons.slice(0, 9))
    const plainBig = await bigCourse(2)
    await completeLessons(learner, plainBig.course, plainBig.lessons.slice(0, 9))

    /* Opened on Conteúdo, a course with those tabs costs what a course without them costs. */
    const withTabs = await countQueries(() =>
      client.get(`/cursos/${big.course.slug}`).loginAs(learner).withInertia()
    )
    const withoutTabs = await countQueries(() =>
      client.get(`/cursos/${plainBig.course.slug}`).loginAs(learner).withInertia()
    )
    assert.equal(withTabs.length, withoutTabs.length, withTabs.join('\n'))

    /* Opened on a tab (?aba=), its data comes with the page. */
    for (const tab of ['progresso', 'quiz']) {
      const small = await countQueries(() =>
        client.get(`/cursos/${tiny.course.slug}?aba=${tab}`).loginAs(learner).withInertia()
      )
      const large = await countQueries(() =>
        client.get(`/cursos/${big.course.slug}?aba=${tab}`).loginAs(learner).withInertia()
      )
      assert.isAtMost(large.length, COURSE_PAGE_WITH_TAB_QUERY_BOUND, large.join('\n'))
      assert.equal(large.length, small.length, large.join('\n'))
    }

    /* A tab opened later loads only its own prop: none of the page's own queries run again. */
    for (const prop of ['progressPanel', 'quiz']) {
      const small = await countQueries(() =>
        client
          .get(`/cursos/${tiny.course.slug}`)
          .loginAs(learner)
          .withInertia()
          .withInertiaPartialReload('courses/show', [prop])
      )
      const large = await countQueries(() =>
        client
          .get(`/cursos/${big.course.slug}`)
          .loginAs(learner)
          .withInertia()
          .withInertiaPartialReload('courses/show', [prop])
      )
      assert.equal(large.length, small.length, large.join('\n'))
      for (const table of ['course_modules', 'course_reviews', 'course_favorites']) {
        assert.notMatch(large.join('\n'), new RegExp(`from "${table}"`), large.join('\n'))
      }
    }
  })
})
