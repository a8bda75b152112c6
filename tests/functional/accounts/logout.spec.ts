import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import testUtils from '@adonisjs/core/services/test_utils'
import { UserFactory } from '#database/factories/course_factory'
import { clearRateLimits, confirmedAt, locationOf } from './support.js'
import { toastOf } from '#tests/helpers/toast'

const PASSWORD = 'segredo123'

test.group('Sign-out', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('ends the session and goes home with "Você saiu da conta" / "Até logo!"', async ({
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
      title: 'Você saiu da conta',
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
    assert.notEqual(toastOf(response)?.title, 'Você saiu da conta')
    response.assertSession('auth_web', user.id)
  })

  test('signing out is a POST only', async ({ client }) => {
    const user = await UserFactory.merge(confirmedAt()).create()
    const response = await client.get('/logout').loginAs(user)
    response.assertStatus(404)
  })
})

/** Signs in through the form and returns the session values the browser's cookie now carries. */
async function signIn(client: ApiClient, email: string) {
  const response = await client
    .post('/auth/entrar')
    .withCsrfToken()
    .withInertia()
    .form({ email, password: PASSWORD })
    .redirects(0)
  response.assertSession('auth_web')
  return response.session()
}

async function dashboardWith(client: ApiClient, cookie: Record<string, any>) {
  return client.get('/dashboard').withSession(cookie).redirects(0)
}

test.group('Sign-out ends the session everywhere it was copied', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())

  test('a copy of the cookie saved before sign-out is sent to /auth after it', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.merge({ ...confirmedAt(), password: PASSWORD }).create()
    const saved = await signIn(client, user.email)
    await dashboardWith(client, saved).then((page) => page.assertStatus(200))

    await client.post('/logout').withSession(saved).withCsrfToken().redirects(0)

    const replay = await dashboardWith(client, saved)
    assert.equal(locationOf(replay), '/auth')
    replay.assertSessionMissing('auth_web')
  })

  test('"Sair de todas as sessões" signs out every device, this one included', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.merge({ ...confirmedAt(), password: PASSWORD }).create()
    const phone = await signIn(client, user.email)
    const laptop = await signIn(client, user.email)
    const other = await UserFactory.merge({ ...confirmedAt(), password: PASSWORD }).create()
    const otherMember = await signIn(client, other.email)

    const response = await client
      .post('/logout/todas-as-sessoes')
      .withSession(laptop)
      .withCsrfToken()
      .withInertia()
      .redirects(0)
    assert.equal(locationOf(response), '/auth?aba=login')
    assert.equal(toastOf(response)?.title, 'Você saiu de todas as sessões')

    assert.equal(locationOf(await dashboardWith(client, phone)), '/auth')
    assert.equal(locationOf(await dashboardWith(client, laptop)), '/auth')
    await dashboardWith(client, otherMember).then((page) => page.assertStatus(200))
  })

  test('signing out of all sessions needs a signed-in member and the CSRF token', async ({
    client,
    assert,
  }) => {
    const anonymous = await client.post('/logout/todas-as-sessoes').withCsrfToken().redirects(0)
    assert.equal(locationOf(anonymous), '/auth')

    const user = await UserFactory.merge({ ...confirmedAt(), password: PASSWORD }).create()
    const saved = await signIn(client, user.email)
    await client.post('/logout/todas-as-sessoes').withSession(saved).redirects(0)
    await dashboardWith(client, saved).then((page) => page.assertStatus(200))
  })
})
