import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { UserFactory } from '#database/factories/course_factory'
import { clearRateLimits, confirmedAt, fieldErrors, locationOf } from './support.js'
import { toastOf } from '#tests/helpers/toast'

const PASSWORD = 'segredo123'

async function confirmedUser(email = 'bruno@exemplo.com.br') {
  return UserFactory.merge({
    email,
    password: PASSWORD,
    fullName: 'Bruno Lima',
    ...confirmedAt(),
  }).create()
}

test.group('Sign-in', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())

  test('e-mail and password are required, with pt-BR messages', async ({ client, assert }) => {
    const response = await client
      .post('/auth/entrar')
      .withCsrfToken()
      .withInertia()
      .form({ email: '', password: '' })
      .redirects(0)
    assert.deepEqual(fieldErrors(response, 'email'), ['O campo e-mail é obrigatório.'])
    assert.deepEqual(fieldErrors(response, 'password'), ['O campo senha é obrigatório.'])

    const invalid = await client
      .post('/auth/entrar')
      .withCsrfToken()
      .withInertia()
      .form({ email: 'bruno', password: 'x' })
      .redirects(0)
    assert.deepEqual(fieldErrors(invalid, 'email'), ['Informe um e-mail válido.'])
  })

  test('a wrong password answers "Credenciais inválidas" and keeps the visitor signed out', async ({
    client,
    assert,
  }) => {
    await confirmedUser()
    const response = await client
      .post('/auth/entrar')
      .withCsrfToken()
      .withInertia()
      .form({ email: 'bruno@exemplo.com.br', password: 'errada123' })
      .redirects(0)

    assert.equal(locationOf(response), '/auth?aba=login')
    assert.deepInclude(toastOf(response), {
      title: 'Credenciais inválidas',
      description: 'E-mail ou senha incorretos.',
      variant: 'destructive',
    })
    response.assertSessionMissing('auth_web')
  })

  test('an unknown e-mail gets the same answer as a wrong password', async ({ client, assert }) => {
    const response = await client
      .post('/auth/entrar')
      .withCsrfToken()
      .withInertia()
      .form({ email: 'ninguem@exemplo.com.br', password: PASSWORD })
      .redirects(0)
    assert.equal(toastOf(response)?.title, 'Credenciais inválidas')
  })

  test('signs in with the e-mail in any case and spacing, and goes to the dashboard', async ({
    client,
    assert,
  }) => {
    const user = await confirmedUser()
    const response = await client
      .post('/auth/entrar')
      .withCsrfToken()
      .withInertia()
      .form({ email: '  BRUNO@Exemplo.com.BR ', password: PASSWORD })
      .redirects(0)

    assert.equal(locationOf(response), '/dashboard')
    assert.deepInclude(toastOf(response), {
      title: 'Você entrou na sua conta!',
      description: 'Redirecionando para o seu painel...',
      variant: 'default',
    })
    response.assertSession('auth_web', user.id)
    response.assertSession('auth_session_version', 0)
  })

  test('rotates the session id on sign-in', async ({ client, assert }) => {
    await confirmedUser()
    const request = client
      .post('/auth/entrar')
      .withCsrfToken()
      .withInertia()
      .withSession({ visited: true })
      .form({ email: 'bruno@exemplo.com.br', password: PASSWORD })
      .redirects(0)
    const before = request.sessionClient.sessionId
    const response = await request

    const after = response.cookie('gt-session')?.value
    assert.isString(after)
    assert.notEqual(after, before)
    response.assertSession('visited', true)
  })

  test('the session cookie is HttpOnly and SameSite=Lax', async ({ client, assert }) => {
    await confirmedUser()
    const response = await client
      .post('/auth/entrar')
      .withCsrfToken()
      .withInertia()
      .form({ email: 'bruno@exemplo.com.br', password: PASSWORD })
      .redirects(0)
    const cookies = ([] as string[]).concat(response.header('set-cookie') ?? [])
    const sessionCookie = cookies.find((cookie) => cookie.startsWith('gt-session='))
    assert.exists(sessionCookie)
    assert.match(sessionCookie!, /HttpOnly/i)
    assert.match(sessionCookie!, /SameSite=Lax/i)
  })

  test('a visitor sent to /auth from a page that needs a session goes back to it after signing in', async ({
    client,
    assert,
  }) => {
    const asked = await client.get('/perfil?aba=cursos').redirects(0)
    assert.match(locationOf(asked) ?? '', /^\/auth(\?|$)/)
    asked.assertSession('intended_url', '/perfil?aba=cursos')

    await confirmedUser()
    const response = await client
      .post('/auth/entrar')
      .withCsrfToken()
      .withInertia()
      .withSession({ intended_url: '/perfil?aba=cursos' })
      .form({ email: 'bruno@exemplo.com.br', password: PASSWORD })
      .redirects(0)
    assert.equal(locationOf(response), '/perfil?aba=cursos')
    response.assertSessionMissing('intended_url')
  })

  test('a remembered address outside the site is ignored', async ({ client, assert }) => {
    await confirmedUser()
    const response = await client
      .post('/auth/entrar')
      .withCsrfToken()
      .withInertia()
      .withSession({ intended_url: '//malicioso.example.com/perfil' })
      .form({ email: 'bruno@exemplo.com.br', password: PASSWORD })
      .redirects(0)
    assert.equal(locationOf(response), '/dashboard')
  })

  test('after 5 wrong passwords the e-mail is blocked for 15 minutes, even with the right one', async ({
    client,
    assert,
  }) => {
    await confirmedUser()
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await client
        .post('/auth/entrar')
        .withCsrfToken()
        .withInertia()
        .form({ email: 'bruno@exemplo.com.br', password: `errada${attempt}` })
        .redirects(0)
      assert.equal(toastOf(wrong)?.title, 'Credenciais inválidas')
    }

    const blocked = await client
      .post('/auth/entrar')
      .withCsrfToken()
      .withInertia()
      .form({ email: 'bruno@exemplo.com.br', password: PASSWORD })
      .redirects(0)
    assert.deepInclude(toastOf(blocked), {
      title: 'Erro ao entrar',
      description: 'Muitas tentativas. Tente novamente em 15 minutos.',
    })
    blocked.assertSessionMissing('auth_web')
  })

  test('a client cannot dodge the per-address limit by sending its own X-Forwarded-For', async ({
    client,
    assert,
  }) => {
    await confirmedUser()
    /* Without TRUSTED_PROXIES the header is ignored: all six attempts count for 127.0.0.1. */
    const signInAs = (address: string, password: string) =>
      client
        .post('/auth/entrar')
        .header('x-forwarded-for', address)
        .withCsrfToken()
        .withInertia()
        .form({ email: 'bruno@exemplo.com.br', password })
        .redirects(0)
    for (let attempt = 1; attempt <= 5; attempt++) {
      await signInAs(`198.51.100.${attempt}`, `errada${attempt}`)
    }
    const blocked = await signInAs('198.51.100.77', PASSWORD)
    assert.include(toastOf(blocked)?.description ?? '', 'Muitas tentativas')
    blocked.assertSessionMissing('auth_web')
  })

  test('a sign-in without the CSRF token is rejected', async ({ client }) => {
    await confirmedUser()
    const response = await client
      .post('/auth/entrar')
      .form({ email: 'bruno@exemplo.com.br', password: PASSWORD })
      .redirects(0)
    response.assertSessionMissing('auth_web')
  })
})

test.group('Dashboard access', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a signed-out visitor who opens /dashboard goes to /auth', async ({ client, assert }) => {
    const response = await client.get('/dashboard').redirects(0)
    assert.equal(locationOf(response), '/auth')
  })

  test('the dashboard greets the member by first name, or "Aluno" without a name', async ({
    client,
    assert,
  }) => {
    const named = await UserFactory.merge({ fullName: 'Carla Mendes', ...confirmedAt() }).create()
    const response = await client.get('/dashboard').loginAs(named).withInertia()
    response.assertInertiaComponent('dashboard/show')
    assert.equal(response.inertiaProps.user.firstName, 'Carla')

    const unnamed = await UserFactory.merge({
      fullName: null,
      email: 'xy@exemplo.com.br',
      ...confirmedAt(),
    }).create()
    const anonymous = await client.get('/dashboard').loginAs(unnamed).withInertia()
    assert.equal(anonymous.inertiaProps.user.firstName, 'Aluno')
    assert.equal(anonymous.inertiaProps.user.initials, 'XY')
  })
})
