import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import CourseFavorite from '#models/course_favorite'
import { createCourse, createLearner } from './helpers.js'
import { toastOf } from '#tests/helpers/toast'

test.group('Course favourites', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a learner adds a course to favourites and removes it, stored per user', async ({
    client,
    assert,
  }) => {
    const { course } = await createCourse()
    const learner = await createLearner()
    const other = await createLearner()

    const add = await client
      .post(`/cursos/${course.slug}/favorito`)
      .loginAs(learner)
      .withCsrfToken()
      .redirects(0)
    add.assertStatus(302)
    assert.equal(toastOf(add)?.title, 'Curso adicionado aos favoritos')
    /* Adding twice (double click) keeps one row. */
    await client
      .post(`/cursos/${course.slug}/favorito`)
      .loginAs(learner)
      .withCsrfToken()
      .redirects(0)
    assert.lengthOf(await CourseFavorite.query().where('user_id', learner.id), 1)

    const asLearner = await client.get(`/cursos/${course.slug}`).loginAs(learner).withInertia()
    asLearner.assertInertiaPropsContains({ viewer: { isFavorite: true } })
    const asOther = await client.get(`/cursos/${course.slug}`).loginAs(other).withInertia()
    asOther.assertInertiaPropsContains({ viewer: { isFavorite: false } })

    const remove = await client
      .delete(`/cursos/${course.slug}/favorito`)
      .loginAs(learner)
      .withCsrfToken()
      .redirects(0)
    remove.assertStatus(302)
    assert.lengthOf(await CourseFavorite.query().where('user_id', learner.id), 0)
  })

  test('a visitor who tries to favourite is sent to /auth', async ({ client, assert }) => {
    const { course } = await createCourse()

    const response = await client
      .post(`/cursos/${course.slug}/favorito`)
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    response.assertHeader('location', '/auth')
    assert.lengthOf(await CourseFavorite.all(), 0)
    const page = await client.get(`/cursos/${course.slug}`)
    page.assertTextIncludes('aria-label="Entre para favoritar este curso"')
  })
})
