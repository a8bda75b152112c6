import { test } from '@japa/runner'
import ace from '@adonisjs/core/services/ace'
import hash from '@adonisjs/core/services/hash'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#models/user'
import Profile from '#models/profile'
import AdminUser from '#models/admin_user'
import UsersCreate from '../../../commands/users_create.js'
import { UserFactory } from '#database/factories/course_factory'

test.group('users:create command', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    ace.ui.switchMode('raw')
    return () => ace.ui.switchMode('normal')
  })

  test('creates a confirmed account with a profile and an admin role', async ({ assert }) => {
    const command = await ace.create(UsersCreate, [
      '--email=Chefe@Exemplo.com.br',
      '--name=Helena Prado',
      '--password=admin12345',
      '--admin=super_admin',
    ])
    await command.exec()
    command.assertSucceeded()

    const user = await User.findByOrFail('email', 'chefe@exemplo.com.br')
    assert.isNotNull(user.emailVerifiedAt)
    assert.equal(user.fullName, 'Helena Prado')
    assert.isTrue(await hash.verify(user.password, 'admin12345'))
    const profile = await Profile.findByOrFail('userId', user.id)
    const admin = await AdminUser.findByOrFail('userId', user.id)
    assert.equal(profile.fullName, 'Helena Prado')
    assert.equal(admin.role, 'super_admin')
  })

  test('without --password it asks for one without echoing it', async ({ assert }) => {
    const command = await ace.create(UsersCreate, [
      '--email=aluna@exemplo.com.br',
      '--name=Iris Melo',
    ])
    command.prompt.trap('Senha (mínimo 6 caracteres)').replyWith('segredo123')
    await command.exec()
    command.assertSucceeded()

    const user = await User.findByOrFail('email', 'aluna@exemplo.com.br')
    assert.isTrue(await hash.verify(user.password, 'segredo123'))
    assert.isNull(await AdminUser.findBy('userId', user.id))
  })

  test('running it again for an existing e-mail updates that account instead of failing', async ({
    assert,
  }) => {
    const existing = await UserFactory.merge({
      email: 'joao@exemplo.com.br',
      password: 'antiga123',
      emailVerifiedAt: null,
    }).create()
    const command = await ace.create(UsersCreate, [
      '--email=JOAO@exemplo.com.br',
      '--name=João Atualizado',
      '--password=nova12345',
      '--admin=editor',
    ])
    await command.exec()
    command.assertSucceeded()

    const users = await User.query().where('email', 'joao@exemplo.com.br')
    assert.lengthOf(users, 1)
    await existing.refresh()
    assert.equal(existing.fullName, 'João Atualizado')
    assert.isNotNull(existing.emailVerifiedAt)
    assert.isTrue(await hash.verify(existing.password, 'nova12345'))
    const admin = await AdminUser.findByOrFail('userId', existing.id)
    assert.equal(admin.role, 'editor')
  })

  test('an empty answer keeps the password of an existing account', async ({ assert }) => {
    const existing = await UserFactory.merge({
      email: 'kaua@exemplo.com.br',
      password: 'mantida123',
    }).create()
    const command = await ace.create(UsersCreate, ['--email=kaua@exemplo.com.br'])
    command.prompt.trap('Nova senha (deixe em branco para manter a atual)').replyWith('')
    await command.exec()
    command.assertSucceeded()
    await existing.refresh()
    assert.isTrue(await hash.verify(existing.password, 'mantida123'))
  })

  test('rejects an unknown admin role, a short password and a new account without a name', async ({
    assert,
  }) => {
    const badRole = await ace.create(UsersCreate, [
      '--email=x@exemplo.com.br',
      '--name=X',
      '--password=segredo123',
      '--admin=dono',
    ])
    await badRole.exec()
    badRole.assertFailed()

    const shortPassword = await ace.create(UsersCreate, [
      '--email=x@exemplo.com.br',
      '--name=X',
      '--password=123',
    ])
    await shortPassword.exec()
    shortPassword.assertFailed()

    const noName = await ace.create(UsersCreate, [
      '--email=x@exemplo.com.br',
      '--password=segredo123',
    ])
    await noName.exec()
    noName.assertFailed()

    assert.isNull(await User.findBy('email', 'x@exemplo.com.br'))
  })
})
