import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { UserFactory } from '#database/factories/course_factory'
import { confirmedAt, locationOf } from './support.js'
import { toastOf } from '#tests/helpers/toast'

test.group('Sign-out', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('ends the session and goes home with "Logout realizado" / "Até logo!"', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.merge(confirmedAt()).create()
    const response = await client
      .post('/logout')
      .loginAs(user)
      .withCsrfToken()
      .withInertia()
      .redirects(0)

    assert.equal(locationOf(response), '/')
    assert.deepInclude(toastOf(response), {
      title: 'Logout realizado',
      description: 'Até logo!',
      variant: 'default',
    })
    response.assertSessionMissing('auth_web')
  })

  test('a sign-out without the CSRF token is rejected and the member stays signed in', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.merge(confirmedAt()).create()
    const response = await client.post('/logout').loginAs(user).redirects(0)
    assert.notEqual(toastOf(response)?.title, 'Logout realizado')
    response.assertSession('auth_web', user.id)
  })

  test('signing out is a POST only', async ({ client }) => {
    const user = await UserFactory.merge(confirmedAt()).create()
    const response = await client.get('/logout').loginAs(user)
    response.assertStatus(404)
  })
})
