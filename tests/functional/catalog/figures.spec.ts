import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import CourseProgress from '#models/course_progress'
import CourseReview from '#models/course_review'
import type Course from '#models/course'
import type User from '#models/user'
import { createCourse, createLearner } from './helpers.js'

/** The Inertia props of a page. */
async function propsOf(client: any, url: string) {
  const response = await client.get(url).withInertia()
  return response.inertiaProps
}

/** The server-rendered HTML of a page. */
async function htmlOf(client: any, url: string) {
  const response = await client.get(url)
  return response.text()
}

async function started(learner: User, course: Course, daysAgo = 0) {
  const at = DateTime.now().minus({ days: daysAgo })
  await CourseProgress.create({
    userId: learner.id,
    courseId: course.id,
    startedAt: at,
    lastAccessedAt: at,
  })
}

async function review(learner: User, course: Course, rating: number) {
  await CourseReview.create({
    courseId: course.id,
    userId: learner.id,
    authorName: learner.displayName,
    rating,
    comment: 'Comentário',
  })
}

/** The catalogue header's figures as the page receives them. */
async function headerFigures(client: any) {
  const response = await client.get('/cursos').withInertia()
  response.assertStatus(200)
  return response.inertiaProps.figures
}

test.group('Catalogue figures come from the database', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the header counts published courses, active students and the average of their reviews', async ({
    client,
    assert,
  }) => {
    const { course: first } = await createCourse({ title: 'Primeiro' })
    const { course: second } = await createCourse({ title: 'Segundo' })
    const { course: draft } = await createCourse({ title: 'Rascunho', isPublished: false })
    const { course: archived } = await createCourse({
      title: 'Arquivado',
      archivedAt: DateTime.now(),
    })
    const ana = await createLearner()
    const bruno = await createLearner()
    const carla = await createLearner()
    const davi = await createLearner()
    await started(ana, first)
    await started(ana, second)
    await started(bruno, second, 45)
    await started(carla, draft)
    await started(davi, archived)
    await review(ana, first, 5)
    await review(ana, second, 4)
    await review(carla, draft, 1)
    await review(davi, archived, 1)

    const figures = await headerFigures(client)

    /* Ana counts once; Bruno has not opened a course in 30 days; drafts and archived courses never count. */
    assert.include(figures, {
      courses: 2,
      students: 2,
      activeStudents: 1,
      reviews: 2,
      averageRating: 4.5,
    })

    const html = await htmlOf(client, '/cursos')
    const header = html.slice(html.indexOf('data-testid="catalog-figures"'))
    assert.match(header, /<dd[^>]*>2<\/dd>/)
    assert.include(header, 'cursos')
    assert.include(header, 'aluno ativo')
    assert.match(header, /<dd[^>]*>4,5<\/dd>/)
    assert.notInclude(html, '6.234')
  })

  test('the header count equals the courses the catalogue lists', async ({ client, assert }) => {
    for (let i = 0; i < 3; i++) await createCourse({ title: `Curso ${i}` })
    await createCourse({ title: 'Rascunho', isPublished: false })

    const response = await client.get('/cursos').withInertia()

    assert.equal(response.inertiaProps.figures.courses, response.inertiaProps.total)
    assert.equal(response.inertiaProps.figures.courses, response.inertiaProps.categoryCounts.all)
  })

  test('the figures change after a new review, a new enrolment and an archived course', async ({
    client,
    assert,
  }) => {
    const { course } = await createCourse({ title: 'Cultivo', price: 0 })
    const { course: other } = await createCourse({ title: 'Negócios' })
    const learner = await createLearner()
    const reviewer = await createLearner()
    await started(reviewer, other)
    await review(reviewer, other, 5)

    const before = await headerFigures(client)
    assert.include(before, { courses: 2, activeStudents: 1, averageRating: 5, reviews: 1 })

    /* Enrolment: opening a lesson starts the course. */
    await client.get(`/cursos/${course.slug}/aula/1`).loginAs(learner)
    assert.include(await headerFigures(client), { students: 2, activeStudents: 2 })
    const catalogue = await propsOf(client, '/cursos')
    const card = catalogue.courses.find((c: { slug: string }) => c.slug === course.slug)
    assert.equal(card.students, 1)

    /* A review posted by the learner. */
    const posted = await client
      .post(`/cursos/${course.slug}/avaliacoes`)
      .json({ rating: 2, comment: 'Bom, mas curto.' })
      .loginAs(learner)
      .withCsrfToken()
      .redirects(0)
    posted.assertStatus(302)
    assert.include(await headerFigures(client), { reviews: 2, averageRating: 3.5 })

    /* Archiving a course takes it, its learners and its reviews out of the figures. */
    other.archivedAt = DateTime.now()
    await other.save()
    assert.include(await headerFigures(client), {
      courses: 1,
      students: 1,
      reviews: 1,
      averageRating: 2,
    })
  })

  test('a course without reviews says Sem avaliações on its card, preview and page', async ({
    client,
    assert,
  }) => {
    const { course } = await createCourse({ title: 'Curso novo' }, { modules: [1] })

    const catalogue = await client.get('/cursos').withInertia()
    const card = catalogue.inertiaProps.courses[0]
    assert.include(card, { slug: course.slug, students: 0, reviews: 0, rating: null })
    assert.isNull(catalogue.inertiaProps.figures.averageRating)

    const catalogueHtml = await htmlOf(client, '/cursos')
    const cardHtml = catalogueHtml.slice(catalogueHtml.indexOf('data-testid="course-card"'))
    assert.include(cardHtml, 'Sem avaliações')
    assert.notInclude(cardHtml, '0,0')

    const page = await client.get(`/cursos/${course.slug}`)
    const html = page.text()
    const figures = html.slice(html.indexOf('data-testid="course-figures"'))
    assert.include(figures.slice(0, 2000), 'Sem avaliações')
    assert.notInclude(figures.slice(0, 2000), '0,0')
  })

  test('card and course page show the same students, rating and reviews', async ({
    client,
    assert,
  }) => {
    const { course } = await createCourse({ title: 'Farmacologia' })
    for (const rating of [5, 5, 4]) {
      const learner = await createLearner()
      await started(learner, course)
      await review(learner, course, rating)
    }

    const catalogue = await propsOf(client, '/cursos')
    const card = catalogue.courses[0]
    const page = await client.get(`/cursos/${course.slug}`).withInertia()

    assert.include(card, { students: 3, reviews: 3, rating: 4.7 })
    page.assertInertiaPropsContains({ course: { students: 3, reviews: 3, rating: 4.7 } })
    const html = await htmlOf(client, `/cursos/${course.slug}`)
    assert.include(html, '4,7 (3 avaliações)')
    assert.include(html, '3 alunos')
  })

  test('a cached figure is recounted after a write made by a raw query through the app', async ({
    client,
    assert,
  }) => {
    const { course } = await createCourse({ title: 'Cultivo', price: 0 })
    const learner = await createLearner()
    assert.include(await headerFigures(client), { students: 0 })
    /* Visiting a lesson writes course_progress with a raw upsert, which clears the cache itself. */
    await client.get(`/cursos/${course.slug}/aula/1`).loginAs(learner)
    const [row] = await db.from('course_progress').where('user_id', learner.id).select('id')
    assert.exists(row)
    assert.include(await headerFigures(client), { students: 1 })
  })
})
