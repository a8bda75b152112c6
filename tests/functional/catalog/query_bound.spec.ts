import { test } from '@japa/runner'
import cache from '@adonisjs/cache/services/main'
import { countQueries } from '#tests/helpers/query_count'
import testUtils from '@adonisjs/core/services/test_utils'
import type { CourseTab } from '#domain/catalog/catalog'
import CourseReview from '#models/course_review'
import { QuizSetFactory } from '#database/factories/quiz_factory'
import { completeLessons, createCourse, createLargeCourse, createLearner } from './helpers.js'

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
/* A module opened later: the course, the module, the learner's progress and the lessons. */
const MODULE_LESSONS_QUERY_BOUND = 10
/*
| A page opened on Progresso (?aba=progresso) also runs the panel's 12 fixed
| queries (course, totals, study time, week, streak, quiz average, goal,
| achievements); on Quiz Educativo the set and its questions. Any other time
| that data is an optional prop, loaded only when the tab is first shown.
*/
const COURSE_PAGE_WITH_TAB_QUERY_BOUND = COURSE_PAGE_QUERY_BOUND + 12

/*
| A course at 1× (4 modules, 24 lessons, 5 reviews) and two at 10×: ten
| times the modules, or ten times the lessons in each module (240 lessons,
| 50 reviews). The page sends the same amount whatever the size: the first
| modules' headings and one module's first lessons.
*/
const ONE_X = [6, 7, 6, 5]
const TEN_X_MODULES = Array.from({ length: 40 }, (_, index) => ONE_X[index % ONE_X.length])
const TEN_X_LESSONS = ONE_X.map((size) => size * 10)
/* Inertia props (and HTML) of a 10× course page, at most this many times the 1× page's. */
const TEN_X_BYTES_RATIO = 1.5

async function addReviews(courseId: number, count: number) {
  for (let i = 0; i < count; i++) {
    await CourseReview.create({
      courseId,
      userId: null,
      authorName: `Aluno ${i}`,
      rating: 4,
      comment: 'Bom',
    })
  }
}

async function bigCourse(
  index: number,
  tabs: CourseTab[] = ['conteudo', 'objetivos', 'avaliacoes'],
  modules = ONE_X,
  reviews = 5
) {
  const { course, lessons } = await createLargeCourse(
    { title: `Curso grande ${index}`, category: 'cultivo', tabs },
    { modules, draftLessons: 2 }
  )
  await addReviews(course.id, reviews)
  return { course, lessons }
}

const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value))

/*
| What is the same for everyone on a course page (the course, its outline
| and lessons, figures, materials) is remembered once read. The bounds
| below count a page read cold, so that two courses compare whatever was
| visited before; what a page costs once remembered is checked on its own.
*/
async function countColdQueries(run: () => Promise<unknown>) {
  await cache.use('content').clear()
  return countQueries(run)
}

test.group('Query bound of the catalogue and course pages', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('/cursos and its searches use the same few queries for 3 courses or 30, for visitors and learners', async ({
    client,
    assert,
  }) => {
    const learner = await createLearner()
    const pages = ['/cursos', '/cursos?q=curso', '/cursos?q=curso&categoria=cultivo&nivel=beginner']
    const count = async (user?: typeof learner) => {
      const counts: string[][] = []
      for (const url of pages) {
        const request = client.get(url).withInertia()
        counts.push(await countQueries(() => (user ? request.loginAs(user) : request)))
      }
      return counts
    }

    const first = await bigCourse(0)
    const preview = async () =>
      countQueries(() =>
        client
          .get(`/cursos?previa=${first.course.slug}`)
          .withInertia()
          .withInertiaPartialReload('courses/index', ['preview'])
      )
    for (let i = 1; i < 3; i++) await bigCourse(i)
    const small = { visitor: await count(), learner: await count(learner) }
    const smallPreview = await preview()
    for (let i = 3; i < 30; i++) await bigCourse(i)
    const large = { visitor: await count(), learner: await count(learner) }
    /* A card's preview dialog: one query for its texts, none of the listing's. */
    const largePreview = await preview()
    assert.equal(largePreview.length, smallPreview.length, largePreview.join('\n'))
    assert.isAtMost(largePreview.length, 2, largePreview.join('\n'))
    const nextPage = await countQueries(() =>
      client
        .get('/cursos?q=curso&pagina=2')
        .loginAs(learner)
        .withInertia()
        .withInertiaPartialReload('courses/index', ['courses', 'pagination'])
    )

    for (const who of ['visitor', 'learner'] as const) {
      for (const [index, queries] of large[who].entries()) {
        assert.isAtMost(
          queries.length,
          CATALOG_QUERY_BOUND,
          `${who} ${pages[index]}\n${queries.join('\n')}`
        )
        assert.equal(
          queries.length,
          small[who][index].length,
          `${who} ${pages[index]}\n${queries.join('\n')}`
        )
      }
    }
    /*
     * The cards, counts and categories are the same for everyone: once read
     * (here by the visitor before), a member's /cursos reads only their own
     * session check and header counts, no course.
     */
    const learnerCatalogue = large.learner[0]
    assert.isAtMost(learnerCatalogue.length, 2, learnerCatalogue.join('\n'))
    assert.deepEqual(
      learnerCatalogue.filter((sql) => sql.includes('"courses"')),
      [],
      learnerCatalogue.join('\n')
    )
    assert.isAtMost(nextPage.length, large.learner[1].length)
  })

  test('/cursos/{slug} uses the same few queries and bytes for a course ten times larger', async ({
    client,
    assert,
  }) => {
    const learner = await createLearner()
    const courses = {
      'one': await bigCourse(1),
      '10× modules': await bigCourse(2, undefined, TEN_X_MODULES, 50),
      '10× lessons per module': await bigCourse(3, undefined, TEN_X_LESSONS, 50),
    }
    const tiny = await createCourse(
      { tabs: ['conteudo', 'objetivos', 'avaliacoes'] },
      { modules: [1] }
    )
    for (const { course, lessons } of [...Object.values(courses), tiny])
      await completeLessons(learner, course, lessons.slice(0, 9))

    const measure = async (slug: string, user?: typeof learner) => {
      const request = () => {
        const inertia = client.get(`/cursos/${slug}`).withInertia()
        return user ? inertia.loginAs(user) : inertia
      }
      let props = 0
      const queries = await countColdQueries(async () => {
        const response = await request()
        props = bytes(response.inertiaProps)
      })
      const page = client.get(`/cursos/${slug}`)
      const rendered = await (user ? page.loginAs(user) : page)
      const html = rendered.text().length
      return { queries, props, html }
    }

    for (const user of [undefined, learner]) {
      const who = user ? 'learner' : 'visitor'
      const one = await measure(courses.one.course.slug, user)
      const smallest = await measure(tiny.course.slug, user)
      assert.isAtMost(one.queries.length, COURSE_PAGE_QUERY_BOUND, one.queries.join('\n'))
      assert.equal(smallest.queries.length, one.queries.length, smallest.queries.join('\n'))
      for (const [size, { course }] of Object.entries(courses)) {
        const large = await measure(course.slug, user)
        const label = `${who}, ${size}: props ${large.props} B (1×: ${one.props} B), HTML ${large.html} B (1×: ${one.html} B)`
        assert.equal(
          large.queries.length,
          one.queries.length,
          `${label}\n${large.queries.join('\n')}`
        )
        assert.isAtMost(large.props, one.props * TEN_X_BYTES_RATIO, label)
        assert.isAtMost(large.html, one.html * TEN_X_BYTES_RATIO, label)
      }
    }
    const visitor = await countColdQueries(() =>
      client.get(`/cursos/${courses.one.course.slug}`).withInertia()
    )
    const signedIn = await countColdQueries(() =>
      client.get(`/cursos/${courses.one.course.slug}`).loginAs(learner).withInertia()
    )
    assert.isBelow(visitor.length, signedIn.length)

    /*
     * Once the course was read, the next page asks nothing for a visitor and,
     * for a member, only what is their own: the session check and header
     * counts (read afresh here), and their progress, review and favourite.
     */
    for (const { course } of Object.values(courses)) {
      /* A visitor opens the first module, the member the one holding their next lesson: both read once. */
      await client.get(`/cursos/${course.slug}`).withInertia()
      await client.get(`/cursos/${course.slug}`).loginAs(learner).withInertia()
      const warmVisitor = await countQueries(() =>
        client.get(`/cursos/${course.slug}`).withInertia()
      )
      assert.deepEqual(warmVisitor, [], warmVisitor.join('\n'))
      const warmMember = await countQueries(() =>
        client.get(`/cursos/${course.slug}`).loginAs(learner).withInertia()
      )
      assert.lengthOf(warmMember, 3, warmMember.join('\n'))
      assert.notMatch(warmMember.join('\n'), /from "(courses|course_modules|course_materials)"/)
    }
  })

  test("a module's lessons, asked for when opened, cost the same few queries in a course ten times larger", async ({
    client,
    assert,
  }) => {
    const learner = await createLearner()
    const one = await bigCourse(1)
    const large = await bigCourse(2, undefined, TEN_X_LESSONS, 50)
    for (const { course, lessons } of [one, large])
      await completeLessons(learner, course, lessons.slice(0, 9))

    const open = async (slug: string, user?: typeof learner) => {
      const page = await client.get(`/cursos/${slug}`).withInertia()
      const last = (page.inertiaProps.content as { modules: Array<{ key: string }> }).modules.at(
        -1
      )!.key
      let lessons = 0
      const queries = await countColdQueries(async () => {
        const request = client
          .get(`/cursos/${slug}?modulo=${last}`)
          .withInertia()
          .withInertiaPartialReload('courses/show', ['lessons'])
        const response = await (user ? request.loginAs(user) : request)
        lessons = (response.inertiaProps.lessons as Record<string, unknown[]>)[last].length
      })
      return { queries, lessons }
    }

    for (const user of [undefined, learner]) {
      const small = await open(one.course.slug, user)
      const big = await open(large.course.slug, user)
      assert.equal(big.lessons, 50)
      assert.isAtMost(big.queries.length, MODULE_LESSONS_QUERY_BOUND, big.queries.join('\n'))
      assert.equal(big.queries.length, small.queries.length, big.queries.join('\n'))
      for (const table of ['course_reviews', 'course_favorites', 'course_materials']) {
        assert.notMatch(
          big.queries.join('\n'),
          new RegExp(`from "${table}"`),
          big.queries.join('\n')
        )
      }
    }
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
    const withTabs = await countColdQueries(() =>
      client.get(`/cursos/${big.course.slug}`).loginAs(learner).withInertia()
    )
    const withoutTabs = await countColdQueries(() =>
      client.get(`/cursos/${plainBig.course.slug}`).loginAs(learner).withInertia()
    )
    assert.equal(withTabs.length, withoutTabs.length, withTabs.join('\n'))

    /* Opened on a tab (?aba=), its data comes with the page. */
    for (const tab of ['progresso', 'quiz']) {
      const small = await countColdQueries(() =>
        client.get(`/cursos/${tiny.course.slug}?aba=${tab}`).loginAs(learner).withInertia()
      )
      const large = await countColdQueries(() =>
        client.get(`/cursos/${big.course.slug}?aba=${tab}`).loginAs(learner).withInertia()
      )
      assert.isAtMost(large.length, COURSE_PAGE_WITH_TAB_QUERY_BOUND, large.join('\n'))
      assert.equal(large.length, small.length, large.join('\n'))
    }

    /* A tab opened later loads only its own prop: none of the page's own queries run again. */
    for (const prop of ['progressPanel', 'quiz']) {
      const small = await countColdQueries(() =>
        client
          .get(`/cursos/${tiny.course.slug}`)
          .loginAs(learner)
          .withInertia()
          .withInertiaPartialReload('courses/show', [prop])
      )
      const large = await countColdQueries(() =>
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
