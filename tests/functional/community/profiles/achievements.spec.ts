import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import app from '@adonisjs/core/services/app'
import Profile from '#models/profile'
import AchievementService from '#services/community/achievement_service'
import { UserFactory } from '#database/factories/course_factory'
import { confirmedAt } from '../../accounts/support.js'

async function member(fullName: string) {
  const user = await UserFactory.merge({ fullName, ...confirmedAt() }).create()
  await Profile.create({ userId: user.id, fullName, role: 'student' })
  return user
}

test.group('Profile Conquistas tab', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("a member's earned achievements are listed, newest first, with their earned date", async ({
    client,
    assert,
  }) => {
    const earner = await member('Lia Campos')
    const viewer = await member('Marcos Teixeira')
    const achievements = await app.container.make(AchievementService)
    await achievements.award(
      earner.id,
      ['first_lesson'],
      DateTime.fromISO('2026-03-02T15:00:00', { zone: 'America/Sao_Paulo' })
    )
    await achievements.award(
      earner.id,
      ['quiz_perfect'],
      DateTime.fromISO('2026-03-10T09:30:00', { zone: 'America/Sao_Paulo' })
    )

    const response = await client.get(`/perfil/${earner.id}`).loginAs(viewer).withInertia()

    response.assertInertiaComponent('profiles/show')
    const listed = response.inertiaProps.achievements as Array<Record<string, unknown>>
    assert.deepEqual(
      listed.map(({ title, description, icon, earnedAt }) => ({
        title,
        description,
        icon,
        earnedAt,
      })),
      [
        {
          title: 'Gabaritou!',
          description: 'Acertou todas as perguntas de um quiz.',
          icon: 'trophy',
          earnedAt: '2026-03-10T12:30:00.000Z',
        },
        {
          title: 'Primeiro Passo',
          description: 'Concluiu a primeira aula.',
          icon: 'sprout',
          earnedAt: '2026-03-02T18:00:00.000Z',
        },
      ]
    )
  })

  test('a member without achievements gets an empty list (the tab shows its empty state)', async ({
    client,
    assert,
  }) => {
    const newcomer = await member('Nina Souza')
    const earner = await member('Lia Campos')
    const achievements = await app.container.make(AchievementService)
    await achievements.award(earner.id, ['first_lesson'])

    const own = await client.get('/perfil').loginAs(newcomer).withInertia()
    assert.deepEqual(own.inertiaProps.achievements, [])
  })
})
