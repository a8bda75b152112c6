import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import app from '@adonisjs/core/services/app'
import Profile from '#models/profile'
import AchievementService from '#services/community/achievement_service'
import { UserFactory } from '#database/factories/course_factory'
import { hydrated } from '../helpers.js'

test.group('Profile Conquistas tab in Chromium', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("another member's Conquistas tab lists what they earned, with the pt-BR date", async ({
    visit,
    browserContext,
  }) => {
    const earner = await UserFactory.merge({ fullName: 'Lia Campos' }).create()
    await Profile.create({ userId: earner.id, fullName: 'Lia Campos', role: 'student' })
    const achievements = await app.container.make(AchievementService)
    await achievements.award(
      earner.id,
      ['first_lesson'],
      DateTime.fromISO('2026-03-02T15:00:00', { zone: 'America/Sao_Paulo' })
    )
    const viewer = await UserFactory.merge({ emailVerifiedAt: DateTime.now() }).create()
    await browserContext.loginAs(viewer)

    const page = await hydrated(await visit(`/perfil/${earner.id}`))
    await page.getByRole('tab', { name: 'Conquistas' }).click()
    const panel = page.getByRole('tabpanel')
    await panel.getByText('Primeiro Passo').waitFor()
    await panel.getByText('Concluiu a primeira aula.').waitFor()
    await panel.getByText('Conquistada em 02/03/2026').waitFor()

    await page.goto('/perfil')
    await hydrated(page)
    await page.getByRole('tab', { name: 'Conquistas' }).click()
    await page.getByRole('tabpanel').getByText('Nenhuma conquista ainda').waitFor()
  })
})
