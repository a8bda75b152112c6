import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import { UserFactory } from '#database/factories/course_factory'
import Profile from '#models/profile'

test.group('Community members directory', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a signed-out visitor is sent to /auth', async ({ client }) => {
    const response = await client.get('/comunidade/membros').redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/auth')
  })

  test('lists confirmed members with public fields only and finds them without accents', async ({
    client,
    assert,
  }) => {
    const viewer = await UserFactory.merge({ emailVerifiedAt: DateTime.now() }).create()
    const ana = await UserFactory.merge({
      fullName: 'Ana Conceição',
      email: 'ana@exemplo.com',
      emailVerifiedAt: DateTime.now(),
    }).create()
    await Profile.create({
      userId: ana.id,
      fullName: 'Ana Conceição',
      specialty: 'Farmacologia',
      location: 'Recife, PE',
      role: 'student',
    })
    const noProfile = await UserFactory.merge({
      fullName: null,
      emailVerifiedAt: DateTime.now(),
    }).create()
    await UserFactory.merge({ fullName: 'Conta não confirmada', emailVerifiedAt: null }).create()

    const all = await client.get('/comunidade/membros').loginAs(viewer).withInertia()
    all.assertInertiaComponent('community/members')
    const names = all.inertiaProps.members.map((member: { fullName: string }) => member.fullName)
    assert.include(names, 'Ana Conceição')
    assert.notInclude(names, 'Conta não confirmada')
    const fallback = all.inertiaProps.members.find(
      (member: { id: number }) => member.id === noProfile.id
    )
    assert.deepInclude(fallback, { fullName: 'Usuário', specialty: 'Membro da comunidade' })
    assert.notInclude(JSON.stringify(all.inertiaProps.members), 'ana@exemplo.com')

    const found = await client.get('/comunidade/membros?q=conceicao').loginAs(viewer).withInertia()
    assert.deepEqual(
      found.inertiaProps.members.map((member: { fullName: string }) => member.fullName),
      ['Ana Conceição']
    )
    assert.equal(found.inertiaProps.pagination.total, 1)
  })
})
