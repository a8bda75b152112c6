import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import CourseReview from '#models/course_review'
import { completeLessons, createCourse, createLearner } from './helpers.js'
import { toastOf } from '#tests/helpers/toast'

async function startedCourse() {
  const { course, lessons } = await createCourse(
    { tabs: ['conteudo', 'avaliacoes'] },
    { modules: [2] }
  )
  const learner = await createLearner()
  await completeLessons(learner, course, lessons.slice(0, 1))
  return { course, learner }
}

test.group('Course reviews', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a learner who started the course posts a review; average and count update', async ({
    client,
    assert,
  }) => {
    const { course, learner } = await startedCourse()
    await CourseReview.create({
      courseId: course.id,
      userId: null,
      authorName: 'Aluno antigo',
      rating: 5,
      comment: 'Excelente',
    })

    const response = await client
      .post(`/cursos/${course.slug}/avaliacoes`)
      .json({ rating: 2, comment: '  Conteúdo bom, mas faltam exemplos práticos.  ' })
      .loginAs(learner)
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    response.assertHeader('location', `/cursos/${course.slug}?aba=avaliacoes`)
    const review = await CourseReview.query().where('user_id', learner.id).firstOrFail()
    assert.equal(review.rating, 2)
    assert.equal(review.comment, 'Conteúdo bom, mas faltam exemplos práticos.')
    assert.equal(review.authorName, learner.displayName)

    const page = await client
      .get(`/cursos/${course.slug}?aba=avaliacoes`)
      .loginAs(learner)
      .withInertia()
    page.assertInertiaPropsContains({
      course: { rating: 3.5, reviews: 2 },
      viewer: { ownReview: { id: review.id, rating: 2 } },
    })
    const own = page.inertiaProps.reviews[0]
    assert.include(own, { own: true, authorName: learner.displayName, rating: 2 })
  })

  test('a learner who has not started the course cannot review it', async ({ client, assert }) => {
    const { course } = await createCourse({ tabs: ['conteudo', 'avaliacoes'] })
    const learner = await createLearner()

    const page = await client.get(`/cursos/${course.slug}`).loginAs(learner).withInertia()
    page.assertInertiaPropsContains({ viewer: { canReview: false } })

    const response = await client
      .post(`/cursos/${course.slug}/avaliacoes`)
      .json({ rating: 5, comment: 'Quero avaliar sem ter começado.' })
      .loginAs(learner)
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    assert.include(toastOf(response), {
      title: 'Não foi possível publicar sua avaliação',
      description: 'Comece o curso para poder avaliá-lo.',
      variant: 'destructive',
    })
    assert.lengthOf(await CourseReview.query().where('course_id', course.id), 0)
  })

  test('a course without the Avaliações tab takes no review', async ({ client, assert }) => {
    const { course, lessons } = await createCourse({ tabs: ['conteudo', 'quiz'] }, { modules: [1] })
    const learner = await createLearner()
    await completeLessons(learner, course, lessons)

    const response = await client
      .post(`/cursos/${course.slug}/avaliacoes`)
      .json({ rating: 5, comment: 'Ótimo' })
      .loginAs(learner)
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(404)
    assert.lengthOf(await CourseReview.query().where('course_id', course.id), 0)
  })

  test('a visitor who tries to review is sent to /auth', async ({ client, assert }) => {
    const { course } = await createCourse({ tabs: ['conteudo', 'avaliacoes'] })

    const response = await client
      .post(`/cursos/${course.slug}/avaliacoes`)
      .json({ rating: 5, comment: 'Sem conta.' })
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    response.assertHeader('location', '/auth')
    assert.lengthOf(await CourseReview.query().where('course_id', course.id), 0)
  })

  test('rating and comment are validated with pt-BR messages', async ({ client, assert }) => {
    const { course, learner } = await startedCourse()
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ rating: 0, comment: 'Bom' }, 'rating', 'Escolha uma nota de 1 a 5 estrelas.'],
      [{ rating: 6, comment: 'Bom' }, 'rating', 'Escolha uma nota de 1 a 5 estrelas.'],
      [{ rating: 4.5, comment: 'Bom' }, 'rating', 'Escolha uma nota de 1 a 5 estrelas.'],
      [{ comment: 'Bom' }, 'rating', 'Escolha uma nota de 1 a 5 estrelas.'],
      [{ rating: 4, comment: '   ' }, 'comment', 'Escreva um comentário sobre o curso.'],
      [
        { rating: 4, comment: 'x'.repeat(2001) },
        'comment',
        'O comentário pode ter no máximo 2000 caracteres.',
      ],
    ]

    for (const [body, field, message] of cases) {
      const response = await client
        .post(`/cursos/${course.slug}/avaliacoes`)
        .json(body)
        .header('referer', `/cursos/${course.slug}`)
        .loginAs(learner)
        .withCsrfToken()
        .withInertia()

      response.assertInertiaComponent('courses/show')
      assert.equal(response.inertiaProps.errors[field], message, JSON.stringify(body).slice(0, 60))
    }
    assert.lengthOf(await CourseReview.query().where('course_id', course.id), 0)
  })

  test('a comment of exactly 2000 characters is accepted', async ({ client, assert }) => {
    const { course, learner } = await startedCourse()

    await client
      .post(`/cursos/${course.slug}/avaliacoes`)
      .json({ rating: 5, comment: 'y'.repeat(2000) })
      .loginAs(learner)
      .withCsrfToken()
      .redirects(0)

    const review = await CourseReview.query().where('user_id', learner.id).firstOrFail()
    assert.lengthOf(review.comment!, 2000)
  })

  test('a learner reviews a course only once and edits that review', async ({ client, assert }) => {
    const { course, learner } = await startedCourse()
    const post = (rating: number, comment: string) =>
      client
        .post(`/cursos/${course.slug}/avaliacoes`)
        .json({ rating, comment })
        .loginAs(learner)
        .withCsrfToken()
        .redirects(0)

    await post(3, 'Primeira impressão.')
    const again = await post(5, 'Tentando avaliar de novo.')
    assert.equal(toastOf(again)?.description, 'Você já avaliou este curso. Edite a sua avaliação.')
    const reviews = await CourseReview.query().where('course_id', course.id)
    assert.lengthOf(reviews, 1)
    assert.equal(reviews[0].rating, 3)

    const update = await client
      .put(`/cursos/${course.slug}/avaliacoes/${reviews[0].id}`)
      .json({ rating: 5, comment: 'Depois do módulo 2, mudei de ideia: excelente.' })
      .loginAs(learner)
      .withCsrfToken()
      .redirects(0)
    update.assertStatus(302)

    await reviews[0].refresh()
    assert.equal(reviews[0].rating, 5)
    assert.equal(reviews[0].comment, 'Depois do módulo 2, mudei de ideia: excelente.')
    const page = await client.get(`/cursos/${course.slug}`).withInertia()
    page.assertInertiaPropsContains({ course: { rating: 5, reviews: 1 } })
  })

  test("a learner cannot edit another member's review", async ({ client, assert }) => {
    const { course, learner } = await startedCourse()
    const other = await createLearner()
    const review = await CourseReview.create({
      courseId: course.id,
      userId: other.id,
      authorName: 'Outro',
      rating: 4,
      comment: 'Meu texto',
    })

    const response = await client
      .put(`/cursos/${course.slug}/avaliacoes/${review.id}`)
      .json({ rating: 1, comment: 'Alterado por outra pessoa' })
      .loginAs(learner)
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    assert.equal(toastOf(response)?.description, 'Você só pode editar a sua própria avaliação.')
    await review.refresh()
    assert.equal(review.rating, 4)
    assert.equal(review.comment, 'Meu texto')
  })

  test('reviews show with author, stars, pt-BR date and comment', async ({ client, assert }) => {
    const { course } = await createCourse({ tabs: ['avaliacoes'] })
    const review = new CourseReview()
    review.merge({
      courseId: course.id,
      userId: null,
      authorName: 'Carla Mendes',
      rating: 4,
      comment: 'Didática impecável.',
    })
    const { DateTime } = await import('luxon')
    review.createdAt = DateTime.fromISO('2026-09-14T15:00:00Z')
    await review.save()

    const response = await client.get(`/cursos/${course.slug}`)

    response.assertTextIncludes('Carla Mendes')
    response.assertTextIncludes('Didática impecável.')
    response.assertTextIncludes('14/09/2026')
    response.assertTextIncludes('4 de 5 estrelas')
    /* A seeded review is back-dated, not edited. */
    assert.notInclude(response.text(), '(editada)')
  })

  test('the list of reviews comes when the Avaliações tab is first shown, not with Conteúdo', async ({
    client,
    assert,
  }) => {
    const { course, learner } = await startedCourse()
    const own = await CourseReview.create({
      courseId: course.id,
      userId: learner.id,
      authorName: 'Ana',
      rating: 5,
      comment: 'Ótimo',
    })

    const page = await client.get(`/cursos/${course.slug}`).loginAs(learner).withInertia()
    assert.notProperty(page.inertiaProps, 'reviews')
    page.assertInertiaPropsContains({
      course: { rating: 5, reviews: 1 },
      viewer: { ownReview: { id: own.id, rating: 5 } },
    })

    const tab = await client
      .get(`/cursos/${course.slug}?aba=avaliacoes`)
      .loginAs(learner)
      .withInertia()
      .withInertiaPartialReload('courses/show', ['reviews'])
    assert.deepEqual(
      tab.inertiaProps.reviews.map((review: { id: number; own: boolean }) => [
        review.id,
        review.own,
      ]),
      [[own.id, true]]
    )
    assert.notProperty(tab.inertiaProps, 'content')
  })
})
