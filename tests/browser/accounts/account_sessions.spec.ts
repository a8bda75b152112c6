import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import Profile from '#models/profile'
import { UserFactory } from '#database/factories/course_factory'
import { hydrated, toastWith } from '../helpers.js'

test.group('Account sessions in Chromium', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('"Sair de todas as sessões" on the profile signs this browser out too', async ({
    visit,
    browserContext,
  }) => {
    const user = await UserFactory.merge({
      fullName: 'Teo Sessões',
      emailVerifiedAt: DateTime.now(),
    }).create()
    await Profile.create({ userId: user.id, fullName: 'Teo Sessões', role: 'student' })
    await browserContext.loginAs(user)

    const page = await visit('/perfil')
    await hydrated(page)
    await page.getByRole('button', { name: 'Sair de todas as sessões' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Sair de todas as sessões?' })
    await dialog.getByRole('button', { name: 'Sair de todas' }).click()

    await page.waitForURL('**/auth?aba=login')
    await toastWith(page, 'Você saiu de todas as sessões').waitFor()
    await page.goto('/dashboard')
    await page.waitForURL('**/auth')
  })
})
