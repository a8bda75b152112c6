import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import Profile from '#models/profile'
import AdminUser from '#models/admin_user'
import { UserFactory } from '#database/factories/course_factory'
import {
  LAST_SUPER_ADMIN_MESSAGE,
  SUPER_ADMIN_ONLY_MESSAGE,
} from '#services/admin/user_admin_service'
import { countRows, panelRoleOf, personWithRole } from './_helpers.js'
import { toastOf } from '#tests/helpers/toast'

test.group('Admin users and roles', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('lists people newest first with profile role and panel access', async ({
    client,
    assert,
  }) => {
    const admin = await personWithRole('admin', 'Ana Admin')
    const older = await UserFactory.merge({
      fullName: 'Bruno Antigo',
      createdAt: DateTime.now().minus({ days: 5 }),
    })
      .with('profile', 1, (profile) =>
        profile.merge({ fullName: 'Bruno Antigo', role: 'instructor' })
      )
      .create()
    /* A member without a profile row still shows (as a student). */
    await UserFactory.merge({
      fullName: 'Sem Perfil',
      createdAt: DateTime.now().minus({ days: 2 }),
    }).create()

    const response = await client
      .get('/admin/usuarios')
      .loginAs(admin)
      .withInertiaPartialReload('admin/users/index', ['users', 'pagination'])
    response.assertInertiaComponent('admin/users/index')
    const rows = response.inertiaProps.users
    assert.deepEqual(
      rows.map((row: any) => [row.fullName, row.profileRole, row.adminRole]),
      [
        ['Ana Admin', 'student', 'admin'],
        ['Sem Perfil', 'student', null],
        ['Bruno Antigo', 'instructor', null],
      ]
    )
    assert.equal(rows[2].id, older.id)
    assert.deepEqual(response.inertiaProps.pagination, {
      total: 3,
      perPage: 20,
      currentPage: 1,
      lastPage: 1,
    })
  })

  test('search finds by name (accents ignored) or e-mail, and the role filter narrows', async ({
    client,
    assert,
  }) => {
    const admin = await personWithRole('super_admin', 'Ana Admin')
    await UserFactory.merge({ fullName: 'José Conceição', email: 'jose@exemplo.com' })
      .with('profile', 1, (profile) =>
        profile.merge({ fullName: 'José Conceição', role: 'instructor' })
      )
      .create()
    await UserFactory.merge({ fullName: 'Maria Souza', email: 'maria.cultivo@exemplo.com' })
      .with('profile', 1, (profile) => profile.merge({ fullName: 'Maria Souza', role: 'student' }))
      .create()
    const names = async (query: string) => {
      const response = await client
        .get(`/admin/usuarios${query}`)
        .loginAs(admin)
        .withInertiaPartialReload('admin/users/index', ['users', 'pagination'])
      return response.inertiaProps.users.map((row: any) => row.fullName)
    }
    assert.deepEqual(await names('?q=conceicao'), ['José Conceição'])
    assert.deepEqual(await names('?q=CULTIVO'), ['Maria Souza'])
    assert.deepEqual(await names('?role=instructor'), ['José Conceição'])
    assert.deepEqual(await names('?q=maria&role=instructor'), [])
  })

  test('the list is paginated 20 per page', async ({ client, assert }) => {
    const admin = await personWithRole('admin')
    await UserFactory.with('profile').createMany(24)
    const second = await client
      .get('/admin/usuarios?pagina=2')
      .loginAs(admin)
      .withInertiaPartialReload('admin/users/index', ['users', 'pagination'])
    assert.lengthOf(second.inertiaProps.users, 5)
    assert.deepEqual(second.inertiaProps.pagination, {
      total: 25,
      perPage: 20,
      currentPage: 2,
      lastPage: 2,
    })
  })

  test('changing the profile role answers "Papel atualizado com sucesso!"', async ({
    client,
    assert,
  }) => {
    const admin = await personWithRole('admin')
    const member = await personWithRole(null)
    const response = await client
      .patch(`/admin/usuarios/${member.id}/role`)
      .json({ role: 'instructor' })
      .loginAs(admin)
      .withCsrfToken()
      .redirects(0)
    assert.equal(toastOf(response)?.title, 'Papel atualizado com sucesso!')
    const profile = await Profile.findByOrFail('userId', member.id)
    assert.equal(profile.role, 'instructor')
  })

  test('a profile is created when the member has none', async ({ client, assert }) => {
    const admin = await personWithRole('admin')
    const member = await UserFactory.merge({ fullName: 'Sem Perfil' }).create()
    await client
      .patch(`/admin/usuarios/${member.id}/role`)
      .json({ role: 'admin' })
      .loginAs(admin)
      .withCsrfToken()
      .redirects(0)
    const profile = await Profile.findByOrFail('userId', member.id)
    assert.equal(profile.role, 'admin')
    assert.equal(profile.fullName, 'Sem Perfil')
  })

  test('an invalid role is refused and an unknown member answers "Erro ao atualizar papel"', async ({
    client,
    assert,
  }) => {
    const admin = await personWithRole('admin')
    const member = await personWithRole(null)
    const invalid = await client
      .patch(`/admin/usuarios/${member.id}/role`)
      .json({ role: 'root' })
      .loginAs(admin)
      .withCsrfToken()
      .withInertia()
      .header('referer', '/admin/usuarios')
    assert.equal(invalid.inertiaProps.errors.role, 'Escolha uma opção válida para papel.')
    const unknown = await client
      .patch('/admin/usuarios/999999/role')
      .json({ role: 'student' })
      .loginAs(admin)
      .withCsrfToken()
      .redirects(0)
    assert.equal(toastOf(unknown)?.title, 'Erro ao atualizar papel')
  })

  test('panel access is granted, changed and removed', async ({ client, assert }) => {
    const admin = await personWithRole('admin')
    const member = await personWithRole(null)
    const grant = async (adminRole: string) =>
      client
        .patch(`/admin/usuarios/${member.id}/acesso`)
        .json({ adminRole })
        .loginAs(admin)
        .withCsrfToken()
        .redirects(0)
    assert.equal(toastOf(await grant('editor'))?.title, 'Acesso ao painel atualizado com sucesso!')
    assert.equal(await panelRoleOf(member.id), 'editor')
    await grant('admin')
    assert.equal(await panelRoleOf(member.id), 'admin')
    await grant('none')
    assert.isNull(await AdminUser.findBy('userId', member.id))
  })

  test('nobody can remove or demote the last super admin, not even themselves', async ({
    client,
    assert,
  }) => {
    const only = await personWithRole('super_admin')
    for (const adminRole of ['admin', 'editor', 'none']) {
      const response = await client
        .patch(`/admin/usuarios/${only.id}/acesso`)
        .json({ adminRole })
        .loginAs(only)
        .withCsrfToken()
        .redirects(0)
      assert.deepEqual(toastOf(response), {
        title: 'Erro ao atualizar acesso ao painel',
        description: LAST_SUPER_ADMIN_MESSAGE,
        variant: 'destructive',
      })
    }
    assert.equal(await panelRoleOf(only.id), 'super_admin')
  })

  test('an admin can neither promote itself to super admin nor demote a super admin', async ({
    client,
    assert,
  }) => {
    const owner = await personWithRole('super_admin')
    await personWithRole('super_admin')
    const admin = await personWithRole('admin')
    for (const [target, adminRole] of [
      [admin, 'super_admin'],
      [owner, 'admin'],
      [owner, 'none'],
    ] as const) {
      const response = await client
        .patch(`/admin/usuarios/${target.id}/acesso`)
        .json({ adminRole })
        .loginAs(admin)
        .withCsrfToken()
        .redirects(0)
      assert.deepEqual(toastOf(response), {
        title: 'Erro ao atualizar acesso ao painel',
        description: SUPER_ADMIN_ONLY_MESSAGE,
        variant: 'destructive',
      })
    }
    assert.equal(await panelRoleOf(admin.id), 'admin')
    assert.equal(await panelRoleOf(owner.id), 'super_admin')
  })

  test('a super admin grants super admin; an admin still manages editors', async ({
    client,
    assert,
  }) => {
    const owner = await personWithRole('super_admin')
    const admin = await personWithRole('admin')
    const editor = await personWithRole('editor')
    await client
      .patch(`/admin/usuarios/${editor.id}/acesso`)
      .json({ adminRole: 'admin' })
      .loginAs(admin)
      .withCsrfToken()
      .redirects(0)
    assert.equal(await panelRoleOf(editor.id), 'admin')
    await client
      .patch(`/admin/usuarios/${admin.id}/acesso`)
      .json({ adminRole: 'super_admin' })
      .loginAs(owner)
      .withCsrfToken()
      .redirects(0)
    assert.equal(await panelRoleOf(admin.id), 'super_admin')
  })

  test('with a second super admin, one of them can step down', async ({ client, assert }) => {
    const first = await personWithRole('super_admin')
    await personWithRole('super_admin')
    const response = await client
      .patch(`/admin/usuarios/${first.id}/acesso`)
      .json({ adminRole: 'admin' })
      .loginAs(first)
      .withCsrfToken()
      .redirects(0)
    assert.equal(toastOf(response)?.title, 'Acesso ao painel atualizado com sucesso!')
    assert.equal(await panelRoleOf(first.id), 'admin')
    assert.equal(await countRows('admin_users', { role: 'super_admin' }), 1)
  })
})
