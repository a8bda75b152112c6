import { test } from '@japa/runner'
import hash from '@adonisjs/core/services/hash'
import mail from '@adonisjs/mail/services/main'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#models/user'
import Profile from '#models/profile'
import VerifyEmailNotification from '#mails/verify_email_notification'
import SignupAttemptNotification from '#mails/signup_attempt_notification'
import { UserFactory } from '#database/factories/course_factory'
import { clearRateLimits, confirmedAt, fieldErrors, locationOf, pathOf } from './support.js'
import { toastOf } from '#tests/helpers/toast'

const VALID = { fullName: 'Ana Beatriz Souza', email: 'ana@exemplo.com.br', password: 'segredo123' }

test.group('Sign-up screen (/auth)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('opens on "Criar Conta" by default and on "Entrar" with ?aba=login', async ({ client }) => {
    const signup = await client.get('/auth').withInertia()
    signup.assertInertiaComponent('auth/show')
    signup.assertInertiaPropsContains({ tab: 'signup' })

    const login = await client.get('/auth?aba=login').withInertia()
    login.assertInertiaPropsContains({ tab: 'login' })
  })

  test('a signed-in member who opens /auth goes to the dashboard', async ({ client }) => {
    const user = await UserFactory.merge(confirmedAt()).create()
    const response = await client.get('/auth').loginAs(user).redirects(0)
    response.assertStatus(302)
    response.assert!.equal(locationOf(response), '/dashboard')
  })
})

test.group('Sign-up', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())
  group.each.setup(() => {
    mail.fake()
    return () => mail.restore()
  })

  test('the name is required', async ({ client, assert }) => {
    const response = await client
      .post('/auth/cadastro')
      .withCsrfToken()
      .withInertia()
      .form({ ...VALID, fullName: '' })
      .redirects(0)
    assert.deepEqual(fieldErrors(response, 'fullName'), ['O campo nome completo é obrigatório.'])
    assert.isNull(await User.findBy('email', VALID.email))
  })

  test('the e-mail is required and must be valid', async ({ client, assert }) => {
    const missing = await client
      .post('/auth/cadastro')
      .withCsrfToken()
      .withInertia()
      .form({ ...VALID, email: '' })
      .redirects(0)
    assert.deepEqual(fieldErrors(missing, 'email'), ['O campo e-mail é obrigatório.'])

    const invalid = await client
      .post('/auth/cadastro')
      .withCsrfToken()
      .withInertia()
      .form({ ...VALID, email: 'ana@' })
      .redirects(0)
    assert.deepEqual(fieldErrors(invalid, 'email'), ['Informe um e-mail válido.'])
  })

  test('the password needs at least 6 characters', async ({ client, assert }) => {
    const short = await client
      .post('/auth/cadastro')
      .withCsrfToken()
      .withInertia()
      .form({ ...VALID, password: '12345' })
      .redirects(0)
    assert.deepEqual(fieldErrors(short, 'password'), [
      'A senha precisa ter pelo menos 6 caracteres.',
    ])

    const missing = await client
      .post('/auth/cadastro')
      .withCsrfToken()
      .withInertia()
      .form({ ...VALID, password: '' })
      .redirects(0)
    assert.deepEqual(fieldErrors(missing, 'password'), ['O campo senha é obrigatório.'])
    assert.isNull(await User.findBy('email', VALID.email))
  })

  test('creates the account with a hashed password and a profile, and lands on the confirmation notice', async ({
    client,
    assert,
  }) => {
    const response = await client
      .post('/auth/cadastro')
      .withCsrfToken()
      .withInertia()
      .form({ ...VALID, email: '  Ana@Exemplo.COM.br ' })
      .redirects(0)

    response.assertStatus(302)
    assert.equal(locationOf(response), '/auth/confirmar-email')
    assert.deepInclude(toastOf(response), {
      title: 'Cadastro realizado com sucesso!',
      description: 'Verifique seu e-mail para confirmar a conta.',
      variant: 'default',
    })
    response.assertFlashMessage('pendingVerificationEmail', 'ana@exemplo.com.br')

    const user = await User.findByOrFail('email', 'ana@exemplo.com.br')
    assert.equal(user.fullName, VALID.fullName)
    assert.isNull(user.emailVerifiedAt)
    assert.notEqual(user.password, VALID.password)
    assert.isTrue(await hash.verify(user.password, VALID.password))
    assert.isFalse(Boolean(response.session('auth_web')), 'an unconfirmed account is not signed in')

    const profile = await Profile.findByOrFail('userId', user.id)
    assert.equal(profile.fullName, VALID.fullName)
    assert.equal(profile.role, 'student')
  })

  test('sends a pt-BR confirmation e-mail (HTML and text) with a signed, expiring link', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    await client.post('/auth/cadastro').withCsrfToken().withInertia().form(VALID).redirects(0)
    const user = await User.findByOrFail('email', VALID.email)

    mails.assertQueued(
      VerifyEmailNotification,
      (message) => message.recipient.email === VALID.email
    )
    const [queued] = mails.queued() as VerifyEmailNotification[]
    await queued.build()
    const { message } = queued.message.toJSON()

    assert.equal(queued.subject, 'Confirme seu e-mail na Ganja Talks')
    assert.include(String(message.html), 'Confirmar meu e-mail')
    assert.include(String(message.html), 'lang="pt-BR"')
    assert.include(String(message.text), queued.link)
    assert.match(pathOf(queued.link), new RegExp(`^/auth/confirmar-email/${user.id}\\?signature=`))
  })

  test('an e-mail already registered, in any case, gets the same answer as a new one and its owner an e-mail', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    await UserFactory.merge({ email: 'ana@exemplo.com.br', ...confirmedAt() }).create()

    const response = await client
      .post('/auth/cadastro')
      .withCsrfToken()
      .withInertia()
      .form({ ...VALID, email: 'ANA@exemplo.com.br' })
      .redirects(0)

    assert.equal(locationOf(response), '/auth/confirmar-email')
    assert.deepInclude(toastOf(response), {
      title: 'Cadastro realizado com sucesso!',
      description: 'Verifique seu e-mail para confirmar a conta.',
    })
    mails.assertQueued(
      SignupAttemptNotification,
      (message) => message.recipient.email === 'ana@exemplo.com.br'
    )
    mails.assertNotQueued(VerifyEmailNotification)
    const count = await User.query().where('email', 'ana@exemplo.com.br').count('* as total')
    assert.equal(Number(count[0].$extras.total), 1)
  })

  test('a sign-up with an unconfirmed address sends its owner a fresh confirmation link', async ({
    client,
  }) => {
    const { mails } = mail.fake()
    await UserFactory.merge({ email: 'ana@exemplo.com.br', emailVerifiedAt: null }).create()
    await client
      .post('/auth/cadastro')
      .withCsrfToken()
      .withInertia()
      .form({ ...VALID, email: 'ana@exemplo.com.br' })
      .redirects(0)
    mails.assertQueued(
      VerifyEmailNotification,
      (message) => message.recipient.email === 'ana@exemplo.com.br'
    )
  })

  test('more than 10 sign-ups an hour from one address are refused, keeping what was typed', async ({
    client,
    assert,
    cleanup,
  }) => {
    mail.fake()
    cleanup(() => clearRateLimits())
    for (let attempt = 1; attempt <= 10; attempt++) {
      await client
        .post('/auth/cadastro')
        .withCsrfToken()
        .withInertia()
        .form({ ...VALID, email: `pessoa${attempt}@exemplo.com.br` })
        .redirects(0)
    }
    const blocked = await client
      .post('/auth/cadastro')
      .withCsrfToken()
      .withInertia()
      .form({ ...VALID, email: 'pessoa11@exemplo.com.br' })
      .redirects(0)

    assert.equal(locationOf(blocked), '/auth')
    assert.equal(toastOf(blocked)?.title, 'Muitas tentativas')
    blocked.assertFlashMessage('email', 'pessoa11@exemplo.com.br')
    assert.isNull(await User.findBy('email', 'pessoa11@exemplo.com.br'))
  })

  test('a sign-up without the CSRF token is rejected and creates nothing', async ({
    client,
    assert,
  }) => {
    const response = await client.post('/auth/cadastro').form(VALID).redirects(0)
    response.assertStatus(302)
    assert.equal(toastOf(response)?.title, 'Sessão expirada')
    assert.isNull(await User.findBy('email', VALID.email))
  })
})
