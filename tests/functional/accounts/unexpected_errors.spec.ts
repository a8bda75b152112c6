import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#models/user'
import AccountService from '#services/accounts/account_service'
import AccountSession from '#services/accounts/account_session'
import AuthThrottle from '#services/accounts/auth_throttle'
import { UserFactory } from '#database/factories/course_factory'
import { clearRateLimits, confirmedAt, locationOf } from './support.js'
import { toastOf } from '#tests/helpers/toast'

/** Stand-ins that fail the way a database or session store outage would. */
class FailingAccounts extends AccountService {
  async register(): Promise<never> {
    throw new Error('conexão com o banco perdida')
  }
}
class FailingThrottle extends AuthThrottle {
  async blockedFor(): Promise<never> {
    throw new Error('armazenamento de limites indisponível')
  }
}
class FailingSessions extends AccountSession {
  async end(): Promise<never> {
    throw new Error('armazenamento de sessões indisponível')
  }
}

test.group('When something unexpected fails', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())
  group.each.setup(() => () => {
    app.container.restore(AccountService)
    app.container.restore(AuthThrottle)
    app.container.restore(AccountSession)
  })

  test('sign-up answers "Erro no cadastro" and keeps the visitor on /auth', async ({
    client,
    assert,
  }) => {
    app.container.swap(AccountService, () => new FailingAccounts())
    const response = await client
      .post('/auth/cadastro')
      .withCsrfToken()
      .withInertia()
      .form({ fullName: 'Gil Souza', email: 'gil@exemplo.com.br', password: 'segredo123' })
      .redirects(0)

    assert.equal(locationOf(response), '/auth')
    assert.deepInclude(toastOf(response), {
      title: 'Erro no cadastro',
      description: 'Não foi possível criar sua conta agora. Tente novamente.',
      variant: 'destructive',
    })
    assert.isNull(await User.findBy('email', 'gil@exemplo.com.br'))
  })

  test('sign-in answers "Erro inesperado" / "Tente novamente em alguns instantes."', async ({
    client,
    assert,
  }) => {
    app.container.swap(AuthThrottle, () => new FailingThrottle())
    await UserFactory.merge({
      email: 'gil@exemplo.com.br',
      password: 'segredo123',
      ...confirmedAt(),
    }).create()
    const response = await client
      .post('/auth/entrar')
      .withCsrfToken()
      .withInertia()
      .form({ email: 'gil@exemplo.com.br', password: 'segredo123' })
      .redirects(0)

    assert.equal(locationOf(response), '/auth?aba=login')
    assert.deepInclude(toastOf(response), {
      title: 'Erro inesperado',
      description: 'Tente novamente em alguns instantes.',
      variant: 'destructive',
    })
    response.assertSessionMissing('auth_web')
  })

  test('sign-out answers "Erro ao sair" with the reason', async ({ client, assert }) => {
    app.container.swap(AccountSession, () => new FailingSessions())
    const user = await UserFactory.merge(confirmedAt()).create()
    const response = await client
      .post('/logout')
      .loginAs(user)
      .withCsrfToken()
      .withInertia()
      .redirects(0)

    assert.deepInclude(toastOf(response), {
      title: 'Erro ao sair',
      description: 'Não foi possível encerrar a sessão. Tente novamente.',
      variant: 'destructive',
    })
  })
})
