import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { UserFactory } from '#database/factories/course_factory'
import { hydrated } from '../helpers.js'

const PASSWORD = 'segredo123'

test.group('Sign-in and sign-out in Chromium', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('a wrong password shows "Credenciais inválidas" and keeps the e-mail', async ({ visit }) => {
    await UserFactory.merge({
      email: 'caio@exemplo.com.br',
      password: PASSWORD,
      emailVerifiedAt: DateTime.now(),
    }).create()
    const page = await hydrated(await visit('/auth?aba=login'))

    await page.getByLabel('E-mail').fill('caio@exemplo.com.br')
    await page.getByLabel('Senha').fill('senha-errada')
    await page.getByRole('button', { name: 'Entrar', exact: true }).click()

    await page.assertTextContains('body', 'Credenciais inválidas')
    await page.assertTextContains('body', 'E-mail ou senha incorretos.')
    await page.assertInputValue('#login-email', 'caio@exemplo.com.br')
    await page.assertInputValue('#login-password', '')
    await page.assertPath('/auth')
  })

  test('the header "Entrar" opens the login tab; signing in goes to the dashboard, signing out home with a toast', async ({
    visit,
  }) => {
    await UserFactory.merge({
      email: 'caio@exemplo.com.br',
      password: PASSWORD,
      fullName: 'Caio Ribeiro',
      emailVerifiedAt: DateTime.now(),
    }).create()
    const page = await visit('/')
    await page.getByRole('link', { name: 'Entrar' }).first().click()
    await page.waitForURL('**/auth?aba=login')

    await page.getByLabel('E-mail').fill('caio@exemplo.com.br')
    await page.getByLabel('Senha').fill(PASSWORD)
    await page.getByRole('button', { name: 'Entrar', exact: true }).click()

    await page.waitForURL('**/dashboard')
    await page.assertTextContains('h1', 'Bem-vindo de volta, Caio!')
    await page.assertTextContains('body', 'Você entrou na sua conta!')
    await page.assertVisible(page.getByText('Aluno', { exact: true }).first())

    await page.getByRole('button', { name: 'Menu da conta' }).click()
    await page.getByRole('menuitem', { name: 'Sair da conta' }).click()

    await page.waitForURL((url) => url.pathname === '/')
    await page.assertTextContains('body', 'Você saiu da conta')
    await page.assertTextContains('body', 'Até logo!')
    await page.assertVisible(page.getByRole('link', { name: 'Entrar' }).first())
  })

  test('a page that needs a session sends the visitor to /auth and back to it after signing in', async ({
    visit,
  }) => {
    await UserFactory.merge({
      email: 'caio@exemplo.com.br',
      password: PASSWORD,
      emailVerifiedAt: DateTime.now(),
    }).create()
    const page = await visit('/perfil')
    await page.waitForURL('**/auth')
    /* Before React takes the sign-in page over, a click on the tab does nothing. */
    await hydrated(page)

    await page.getByRole('tab', { name: 'Entrar' }).click()
    await page.getByLabel('E-mail').fill('caio@exemplo.com.br')
    await page.getByLabel('Senha').fill(PASSWORD)
    await page.getByRole('button', { name: 'Entrar', exact: true }).click()

    await page.waitForURL('**/perfil')
  })
})
