import { test } from '@japa/runner'
import { setTimeout as sleep } from 'node:timers/promises'
import mail from '@adonisjs/mail/services/main'
import testUtils from '@adonisjs/core/services/test_utils'
import { signedUrlFor } from '@adonisjs/core/services/url_builder'
import User from '#models/user'
import VerifyEmailNotification from '#mails/verify_email_notification'
import EmailVerificationService, {
  EMAIL_VERIFICATION_PURPOSE,
} from '#services/accounts/email_verification_service'
import { UserFactory } from '#database/factories/course_factory'
import { VERIFICATION_REQUESTED_KEY } from '#services/accounts/account_session'
import { clearRateLimits, confirmedAt, locationOf, pathOf } from './support.js'
import { toastOf } from '#tests/helpers/toast'

const PASSWORD = 'segredo123'

async function unconfirmedUser(email = 'dani@exemplo.com.br') {
  return UserFactory.merge({
    email,
    password: PASSWORD,
    fullName: 'Daniela Castro',
    emailVerifiedAt: null,
  }).create()
}

test.group('E-mail confirmation link', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a valid link, in the browser that asked for it, confirms the account, signs the member in and lands on the dashboard', async ({
    client,
    assert,
  }) => {
    const user = await unconfirmedUser()
    const link = new EmailVerificationService().linkFor(user)

    const response = await client
      .get(pathOf(link))
      .withSession({ [VERIFICATION_REQUESTED_KEY]: user.email })
      .redirects(0)

    assert.equal(locationOf(response), '/dashboard')
    assert.equal(toastOf(response)?.title, 'E-mail confirmado!')
    response.assertSession('auth_web', user.id)
    await user.refresh()
    assert.isNotNull(user.emailVerifiedAt)
  })

  test('a valid link opened in another browser confirms the account and asks to sign in', async ({
    client,
    assert,
  }) => {
    const user = await unconfirmedUser()
    const response = await client
      .get(pathOf(new EmailVerificationService().linkFor(user)))
      .redirects(0)

    assert.equal(locationOf(response), '/auth?aba=login')
    assert.deepInclude(toastOf(response), {
      title: 'E-mail confirmado!',
      description: 'Sua conta está ativa. Entre com seu e-mail e senha para começar.',
    })
    response.assertSessionMissing('auth_web')
    await user.refresh()
    assert.isNotNull(user.emailVerifiedAt)
  })

  test('a signed-in member who opens the link of another account stays signed in as themselves', async ({
    client,
    assert,
  }) => {
    const member = await UserFactory.merge(confirmedAt()).create()
    const other = await unconfirmedUser('outra@exemplo.com.br')
    const response = await client
      .get(pathOf(new EmailVerificationService().linkFor(other)))
      .withSession({ [VERIFICATION_REQUESTED_KEY]: other.email })
      .loginAs(member)
      .redirects(0)

    assert.equal(locationOf(response), '/dashboard')
    assert.equal(
      toastOf(response)?.description,
      'A conta do link está ativa. Você continua conectado com a sua conta.'
    )
    response.assertSession('auth_web', member.id)
    await other.refresh()
    assert.isNotNull(other.emailVerifiedAt)
  })

  test('an expired link confirms nothing', async ({ client, assert }) => {
    const user = await unconfirmedUser()
    const link = signedUrlFor(
      'auth.verification.verify',
      { id: user.id },
      { expiresIn: 1, purpose: EMAIL_VERIFICATION_PURPOSE }
    )
    await sleep(20)

    const response = await client.get(link).redirects(0)

    assert.equal(locationOf(response), '/auth/confirmar-email')
    assert.equal(toastOf(response)?.title, 'Link de confirmação inválido ou expirado')
    response.assertSessionMissing('auth_web')
    await user.refresh()
    assert.isNull(user.emailVerifiedAt)
  })

  test('a tampered link (other account or edited signature) confirms nothing', async ({
    client,
    assert,
  }) => {
    const victim = await unconfirmedUser('vitima@exemplo.com.br')
    const attacker = await unconfirmedUser('atacante@exemplo.com.br')
    const link = pathOf(new EmailVerificationService().linkFor(attacker))

    const otherId = await client
      .get(link.replace(`/${attacker.id}?`, `/${victim.id}?`))
      .redirects(0)
    assert.equal(toastOf(otherId)?.title, 'Link de confirmação inválido ou expirado')
    otherId.assertSessionMissing('auth_web')

    const editedSignature = await client.get(`${link.slice(0, -3)}xyz`).redirects(0)
    assert.equal(toastOf(editedSignature)?.title, 'Link de confirmação inválido ou expirado')

    await victim.refresh()
    await attacker.refresh()
    assert.isNull(victim.emailVerifiedAt)
    assert.isNull(attacker.emailVerifiedAt)
  })

  test('a link for an account already confirmed does not sign anyone in again', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.merge(confirmedAt()).create()
    const response = await client
      .get(pathOf(new EmailVerificationService().linkFor(user)))
      .redirects(0)
    assert.equal(locationOf(response), '/auth?aba=login')
    assert.equal(toastOf(response)?.title, 'E-mail já confirmado')
    response.assertSessionMissing('auth_web')
  })
})

test.group('Signing in before confirming', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())
  group.each.setup(() => {
    mail.fake()
    return () => mail.restore()
  })

  test('the right password on an unconfirmed account explains it and offers to resend the e-mail', async ({
    client,
    assert,
  }) => {
    await unconfirmedUser()
    const response = await client
      .post('/auth/entrar')
      .withCsrfToken()
      .withInertia()
      .form({ email: 'dani@exemplo.com.br', password: PASSWORD })
      .redirects(0)

    assert.equal(locationOf(response), '/auth/confirmar-email')
    assert.deepInclude(toastOf(response), { title: 'Confirme seu e-mail', variant: 'destructive' })
    response.assertFlashMessage('pendingVerificationEmail', 'dani@exemplo.com.br')
    response.assertSessionMissing('auth_web')

    const notice = await client
      .get('/auth/confirmar-email')
      .withFlashMessages({ pendingVerificationEmail: 'dani@exemplo.com.br' })
      .withInertia()
    notice.assertInertiaComponent('auth/verify_email')
    notice.assertInertiaPropsContains({ email: 'dani@exemplo.com.br' })
  })

  test('resending sends a new link to an unconfirmed account', async ({ client, assert }) => {
    const { mails } = mail.fake()
    const user = await unconfirmedUser()
    const response = await client
      .post('/auth/confirmar-email')
      .withCsrfToken()
      .withInertia()
      .form({ email: 'DANI@exemplo.com.br' })
      .redirects(0)

    assert.equal(toastOf(response)?.title, 'E-mail de confirmação enviado')
    mails.assertQueued(VerifyEmailNotification, (message) => message.recipient.email === user.email)
  })

  test('resending answers the same for an unknown or confirmed e-mail, without sending anything', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    await UserFactory.merge({ email: 'ok@exemplo.com.br', ...confirmedAt() }).create()
    for (const email of ['ninguem@exemplo.com.br', 'ok@exemplo.com.br']) {
      const response = await client
        .post('/auth/confirmar-email')
        .withCsrfToken()
        .withInertia()
        .form({ email })
        .redirects(0)
      assert.equal(toastOf(response)?.title, 'E-mail de confirmação enviado')
    }
    mails.assertNoneQueued()
  })

  test('resending is limited to 3 per hour per e-mail', async ({ client, assert }) => {
    const { mails } = mail.fake()
    await unconfirmedUser()
    for (let attempt = 1; attempt <= 3; attempt++) {
      await client
        .post('/auth/confirmar-email')
        .withCsrfToken()
        .withInertia()
        .form({ email: 'dani@exemplo.com.br' })
    }
    const blocked = await client
      .post('/auth/confirmar-email')
      .withCsrfToken()
      .withInertia()
      .form({ email: 'dani@exemplo.com.br' })
      .redirects(0)
    assert.deepInclude(toastOf(blocked), {
      title: 'Muitas tentativas',
      description: 'Muitas tentativas. Tente novamente em 1 hora.',
    })
    assert.lengthOf(mails.queued(), 3)
  })
})

test.group('Account created by sign-up', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())

  test('the link from the sign-up e-mail opens the dashboard in the same browser', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const signup = await client
      .post('/auth/cadastro')
      .withCsrfToken()
      .withInertia()
      .form({ fullName: 'Eva Rocha', email: 'eva@exemplo.com.br', password: PASSWORD })
    const [message] = mails.queued() as VerifyEmailNotification[]
    mail.restore()

    /* The same browser carries the session the sign-up answered with. */
    const response = await client
      .get(pathOf(message.link))
      .withSession({ [VERIFICATION_REQUESTED_KEY]: signup.session()[VERIFICATION_REQUESTED_KEY] })
      .redirects(0)
    assert.equal(locationOf(response), '/dashboard')
    const user = await User.findByOrFail('email', 'eva@exemplo.com.br')
    response.assertSession('auth_web', user.id)
  })
})
