import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Course from '#models/course'
import { createAdmin, createCourse, createLearner } from './helpers.js'

test.group('Course page visibility', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an unknown course slug is the 404 page with links to the catalogue, not another course', async ({
    client,
  }) => {
    await createCourse({ slug: 'fundamentos-cannabis-ia' })

    const response = await client.get('/cursos/curso-que-nao-existe').redirects(0)

    response.assertStatus(404)
    response.assertTextIncludes('Página não encontrada')
    response.assertTextIncludes('Ver catálogo de cursos')
    response.assertTextIncludes('href="/cursos"')
  })

  test('a lesson under an unknown course slug is the 404 page too', async ({ client }) => {
    await createCourse({ slug: 'fundamentos-cannabis-ia' })

    const response = await client.get('/cursos/curso-que-nao-existe/aula/1').redirects(0)

    response.assertStatus(404)
    response.assertTextIncludes('Ver catálogo de cursos')
  })

  test("the prototype's six legacy ids keep the spec's fallback (their course, else fundamentals)", async ({
    client,
  }) => {
    /* Course ids above 6, so /cursos/2 … are legacy ids and not ids of these rows. */
    await db.rawQuery(
      `SELECT setval('courses_id_seq', GREATEST((SELECT last_value FROM courses_id_seq), 100))`
    )
    await createCourse({ slug: 'fundamentos-cannabis-ia' })
    await createCourse({ slug: 'cultivo-indoor-avancado' })

    const cultivo = await client.get('/cursos/2').redirects(0)
    cultivo.assertStatus(302)
    cultivo.assertHeader('location', '/cursos/cultivo-indoor-avancado')

    /* Legacy id 6 (compliance) is not in this catalogue: the fundamentals course, as the spec says. */
    const gone = await client.get('/cursos/6').redirects(0)
    gone.assertHeader('location', '/cursos/fundamentos-cannabis-ia')

    const lesson = await client.get('/cursos/2/aula/1').redirects(0)
    lesson.assertStatus(302)
    lesson.assertHeader('location', '/cursos/cultivo-indoor-avancado/aula/1')

    /* 7 is neither a legacy id nor a course id here. */
    const unknown = await client.get('/cursos/7').redirects(0)
    unknown.assertStatus(404)
  })

  test('a link by course id (/cursos/12) lands on the course address', async ({ client }) => {
    await createCourse({ slug: 'fundamentos-cannabis-ia' })
    const { course } = await createCourse({ slug: 'cultivo-indoor-avancado' })

    const response = await client.get(`/cursos/${course.id}`).redirects(0)

    response.assertStatus(302)
    response.assertHeader('location', '/cursos/cultivo-indoor-avancado')
  })

  test('without the fundamentals course an unknown slug gets the 404 page, not a redirect loop', async ({
    client,
  }) => {
    const response = await client.get('/cursos/fundamentos-cannabis-ia').redirects(0)
    response.assertStatus(404)
    response.assertTextIncludes('Página não encontrada')
  })

  test('a draft course is hidden from visitors and learners (404) but open to admins', async ({
    client,
  }) => {
    const { course } = await createCourse({ title: 'Curso em rascunho', isPublished: false })
    const learner = await createLearner()
    const admin = await createAdmin()

    const visitor = await client.get(`/cursos/${course.slug}`).redirects(0)
    visitor.assertStatus(404)
    visitor.assertTextIncludes('Página não encontrada')

    const asLearner = await client.get(`/cursos/${course.slug}`).loginAs(learner).redirects(0)
    asLearner.assertStatus(404)

    const asAdmin = await client.get(`/cursos/${course.slug}`).loginAs(admin).withInertia()
    asAdmin.assertStatus(200)
    asAdmin.assertInertiaComponent('courses/show')
    asAdmin.assertInertiaPropsContains({
      course: { title: 'Curso em rascunho', isPublished: false },
    })
  })

  test('an archived course is hidden from learners but open to admins', async ({ client }) => {
    const { course } = await createCourse({ title: 'Curso arquivado' })
    await Course.query().where('id', course.id).update({ archivedAt: new Date() })
    const learner = await createLearner()
    const admin = await createAdmin()

    const asLearner = await client.get(`/cursos/${course.slug}`).loginAs(learner).redirects(0)
    asLearner.assertStatus(404)
    const asAdmin = await client.get(`/cursos/${course.slug}`).loginAs(admin).withInertia()
    asAdmin.assertStatus(200)
    asAdmin.assertInertiaPropsContains({ course: { archived: true } })
  })

  test('a hidden course cannot be favourited or reviewed either', async ({ client }) => {
    const { course } = await createCourse({ isPublished: false })
    const learner = await createLearner()

    const favorite = await client
      .post(`/cursos/${course.slug}/favorito`)
      .loginAs(learner)
      .withCsrfToken()
      .redirects(0)
    favorite.assertStatus(404)
    const review = await client
      .post(`/cursos/${course.slug}/avaliacoes`)
      .form({ rating: 5, comment: 'Ótimo' })
      .loginAs(learner)
      .withCsrfToken()
      .redirects(0)
    review.assertStatus(404)
  })
})
