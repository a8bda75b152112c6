import { test } from '@japa/runner'
import { setTimeout as sleep } from 'node:timers/promises'
import hash from '@adonisjs/core/services/hash'
import mail from '@adonisjs/mail/services/main'
import testUtils from '@adonisjs/core/services/test_utils'
import { signedUrlFor } from '@adonisjs/core/services/url_builder'
import User from '#models/user'
import PasswordResetNotification from '#mails/password_reset_notification'
import { PASSWORD_RESET_PURPOSE } from '#services/accounts/password_reset_service'
import { UserFactory } from '#database/factories/course_factory'
import { clearRateLimits, confirmedAt, fieldErrors, locationOf, pathOf } from './support.js'
import { toastOf } from '#tests/helpers/toast'

const OLD_PASSWORD = 'antiga123'
const NEW_PASSWORD = 'novinha456'

async function member(email = 'fabio@exemplo.com.br') {
  return UserFactory.merge({
    email,
    password: OLD_PASSWORD,
    fullName: 'Fábio Nunes',
    ...confirmedAt(),
  }).create()
}

/** Asks for a reset link and returns the path the e-mail points to. */
async function requestLink(client: any, email: string) {
  const { mails } = mail.fake()
  await client.post('/auth/esqueci-senha').withCsrfToken().withInertia().form({ email })
  const [message] = mails.queued() as PasswordResetNotification[]
  mail.restore()
  return message ? pathOf(message.link) : null
}

test.group('Password reset request', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())
  group.each.setup(() => () => mail.restore())

  test('"Esqueceu sua senha?" opens the request form', async ({ client }) => {
    const response = await client.get('/auth/esqueci-senha').withInertia()
    response.assertInertiaComponent('auth/forgot_password')
  })

  test('answers the same whether or not the e-mail has an account, and mails only a real account', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const user = await member()

    const known = await client
      .post('/auth/esqueci-senha')
      .withCsrfToken()
      .withInertia()
      .form({ email: 'FABIO@exemplo.com.br' })
      .redirects(0)
    const unknown = await client
      .post('/auth/esqueci-senha')
      .withCsrfToken()
      .withInertia()
      .form({ email: 'ninguem@exemplo.com.br' })
      .redirects(0)

    for (const response of [known, unknown]) {
      assert.equal(locationOf(response), '/auth/esqueci-senha')
      assert.deepInclude(toastOf(response), {
        title: 'Verifique seu e-mail',
        description:
          'Se houver uma conta com esse e-mail, enviamos um link para criar uma nova senha. Ele vale por 60 minutos.',
      })
    }
    assert.lengthOf(mails.queued(), 1)
    mails.assertQueued(
      PasswordResetNotification,
      (message) => message.recipient.email === user.email
    )
  })

  test('the reset e-mail is pt-BR, in HTML and text, with the link', async ({ client, assert }) => {
    const { mails } = mail.fake()
    await member()
    await client
      .post('/auth/esqueci-senha')
      .withCsrfToken()
      .withInertia()
      .form({ email: 'fabio@exemplo.com.br' })
    const [message] = mails.queued() as PasswordResetNotification[]
    await message.build()
    const built = message.message.toJSON().message

    assert.equal(message.subject, 'Redefina sua senha da Ganja Talks')
    assert.include(String(built.html), 'Criar nova senha')
    assert.include(String(built.text), '60 minutos')
    assert.include(String(built.text), message.link)
  })

  test('the e-mail field is required and must be valid', async ({ client, assert }) => {
    const response = await client
      .post('/auth/esqueci-senha')
      .withCsrfToken()
      .withInertia()
      .form({ email: 'nada' })
      .redirects(0)
    assert.deepEqual(fieldErrors(response, 'email'), ['Informe um e-mail válido.'])
  })

  test('requests are limited to 3 per hour per e-mail', async ({ client, assert }) => {
    const { mails } = mail.fake()
    await member()
    for (let attempt = 1; attempt <= 3; attempt++) {
      await client
        .post('/auth/esqueci-senha')
        .withCsrfToken()
        .withInertia()
        .form({ email: 'fabio@exemplo.com.br' })
    }
    const blocked = await client
      .post('/auth/esqueci-senha')
      .withCsrfToken()
      .withInertia()
      .form({ email: 'fabio@exemplo.com.br' })
      .redirects(0)
    assert.deepInclude(toastOf(blocked), {
      title: 'Muitas tentativas',
      description: 'Muitas tentativas. Tente novamente em 1 hora.',
    })
    assert.lengthOf(mails.queued(), 3)
  })

  test('requests are limited to 10 per hour per IP address, across e-mails', async ({
    client,
    assert,
  }) => {
    for (let attempt = 1; attempt <= 10; attempt++) {
      await client
        .post('/auth/esqueci-senha')
        .withCsrfToken()
        .withInertia()
        .form({ email: `pessoa${attempt}@exemplo.com.br` })
    }
    const blocked = await client
      .post('/auth/esqueci-senha')
      .withCsrfToken()
      .withInertia()
      .form({ email: 'outra@exemplo.com.br' })
      .redirects(0)
    assert.equal(toastOf(blocked)?.title, 'Muitas tentativas')
  })
})

test.group('Password reset link', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())
  group.each.setup(() => () => mail.restore())

  test('end to end: the link sets a new password, signs in, and works only once', async ({
    client,
    assert,
  }) => {
    const user = await member()
    const link = await requestLink(client, user.email)
    assert.isString(link)

    const form = await client.get(link!).withInertia()
    form.assertInertiaComponent('auth/reset_password')
    form.assertInertiaPropsContains({ linkValid: true, email: user.email, action: link })

    const saved = await client
      .post(link!)
      .withCsrfToken()
      .withInertia()
      .form({ password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })
      .redirects(0)
    assert.equal(locationOf(saved), '/dashboard')
    assert.equal(toastOf(saved)?.title, 'Senha alterada com sucesso!')
    saved.assertSession('auth_web', user.id)
    saved.assertSession('auth_session_version', 1)

    await user.refresh()
    assert.isTrue(await hash.verify(user.password, NEW_PASSWORD))
    assert.isFalse(await hash.verify(user.password, OLD_PASSWORD))

    const reopened = await client.get(link!).withInertia()
    reopened.assertInertiaPropsContains({ linkValid: false, action: null })

    const reused = await client
      .post(link!)
      .withCsrfToken()
      .withInertia()
      .form({ password: 'terceira789', password_confirmation: 'terceira789' })
      .redirects(0)
    assert.equal(locationOf(reused), '/auth/esqueci-senha')
    assert.equal(toastOf(reused)?.title, 'Link inválido ou expirado')
    await user.refresh()
    assert.isTrue(await hash.verify(user.password, NEW_PASSWORD))
  })

  test('the new password follows the sign-up rule and must be confirmed', async ({
    client,
    assert,
  }) => {
    const user = await member()
    const link = (await requestLink(client, user.email))!

    const short = await client
      .post(link)
      .withCsrfToken()
      .withInertia()
      .form({ password: '123', password_confirmation: '123' })
      .redirects(0)
    assert.deepEqual(fieldErrors(short, 'password'), [
      'A senha precisa ter pelo menos 6 caracteres.',
    ])

    const mismatch = await client
      .post(link)
      .withCsrfToken()
      .withInertia()
      .form({ password: NEW_PASSWORD, password_confirmation: 'outra-coisa' })
      .redirects(0)
    assert.deepEqual(fieldErrors(mismatch, 'password_confirmation'), ['As senhas não conferem.'])

    await user.refresh()
    assert.isTrue(await hash.verify(user.password, OLD_PASSWORD))
  })

  test('a tampered or expired link does not open the form', async ({ client, assert }) => {
    const user = await member()
    const other = await member('outro@exemplo.com.br')
    const link = (await requestLink(client, user.email))!

    const otherAccount = await client
      .get(link.replace(`/${user.id}?`, `/${other.id}?`))
      .withInertia()
    otherAccount.assertInertiaPropsContains({ linkValid: false })

    const editedFingerprint = await client
      .get(link.replace(/v=[^&]+/, 'v=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'))
      .withInertia()
    editedFingerprint.assertInertiaPropsContains({ linkValid: false })

    const expired = signedUrlFor(
      'auth.password.edit',
      { id: user.id },
      {
        qs: { v: new URL(link, 'http://x').searchParams.get('v') },
        expiresIn: 1,
        purpose: PASSWORD_RESET_PURPOSE,
      }
    )
    await sleep(20)
    const expiredForm = await client.get(expired).withInertia()
    expiredForm.assertInertiaPropsContains({ linkValid: false })

    const post = await client
      .post(expired)
      .withCsrfToken()
      .withInertia()
      .form({ password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })
      .redirects(0)
    assert.equal(toastOf(post)?.title, 'Link inválido ou expirado')
    await user.refresh()
    assert.isTrue(await hash.verify(user.password, OLD_PASSWORD))
  })

  test('the reset ends every other session of the member', async ({ client, assert }) => {
    const user = await member()
    const before = await client.get('/dashboard').loginAs(user).withInertia()
    before.assertInertiaComponent('dashboard/show')

    const link = (await requestLink(client, user.email))!
    await client
      .post(link)
      .withCsrfToken()
      .withInertia()
      .form({ password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })

    const oldSession = await client.get('/dashboard').loginAs(user).redirects(0)
    assert.match(locationOf(oldSession) ?? '', /^\/auth/)
    assert.deepInclude(toastOf(oldSession), { title: 'Sessão encerrada', variant: 'destructive' })
    oldSession.assertSessionMissing('auth_web')

    const fresh = await User.findOrFail(user.id)
    const newSession = await client
      .get('/dashboard')
      .loginAs(fresh)
      .withSession({ auth_session_version: fresh.sessionVersion })
      .withInertia()
    newSession.assertInertiaComponent('dashboard/show')
  })
})
