import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import drive from '@adonisjs/drive/services/main'
import Profile from '#models/profile'
import { UserFactory } from '#database/factories/course_factory'
import { hydrated } from '../helpers.js'

test.group('Profile editing in Chromium', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => () => drive.restore())

  test('edit the profile and see the change after a reload', async ({ visit, browserContext }) => {
    const user = await UserFactory.merge({
      fullName: 'Duda Lopes',
      emailVerifiedAt: DateTime.now(),
    }).create()
    await Profile.create({ userId: user.id, fullName: 'Duda Lopes', role: 'student' })
    await browserContext.loginAs(user)

    const page = await hydrated(await visit('/perfil'))
    await page.assertTextContains('h1', 'Duda Lopes')
    await page.getByRole('button', { name: 'Editar Perfil' }).click()

    const dialog = page.getByRole('dialog', { name: 'Editar Perfil' })
    await dialog.getByLabel('Nome Completo').fill('Duda Lopes Ferraz')
    await dialog.getByLabel('Especialidade').fill('Cultivo orgânico')
    await dialog.getByLabel('Bio').fill('Cultivo em pequena escala há anos.')
    await dialog.getByLabel('Localização').fill('Porto Alegre, RS')
    await dialog.getByLabel('Anos de Experiência').fill('2.5')
    await dialog.getByLabel('LinkedIn').fill('https://www.linkedin.com/in/duda')
    await dialog.getByLabel('Site', { exact: true }).fill('duda.com.br')
    await dialog.getByRole('button', { name: 'Salvar Alterações' }).click()

    await page.assertVisible(
      dialog.getByText('Informe um número inteiro de anos, sem casas decimais.')
    )
    await page.assertVisible(
      dialog.getByText('Informe um endereço válido começando com http:// ou https://.')
    )
    await page.assertTextContains('body', 'Não foi possível atualizar o perfil')
    await page.assertInputValue('#specialty', 'Cultivo orgânico')

    await dialog.getByLabel('Anos de Experiência').fill('6')
    await dialog.getByLabel('Site', { exact: true }).fill('https://duda.com.br')
    await dialog.getByRole('button', { name: 'Salvar Alterações' }).click()

    await page.assertTextContains('body', 'Perfil atualizado com sucesso!')
    await page.assertNotExists(dialog)

    await page.reload()
    await page.assertTextContains('h1', 'Duda Lopes Ferraz')
    await page.assertTextContains('body', 'Cultivo orgânico')
    await page.assertTextContains('body', 'Porto Alegre, RS')
    await page.assertTextContains('body', '6 anos de experiência')
    await page.assertVisible(page.getByRole('link', { name: 'Site', exact: true }))
  })

  test('choose a photo in the modal and upload it', async ({ visit, browserContext, assert }) => {
    const disk = drive.fake()
    const user = await UserFactory.merge({
      fullName: 'Duda Lopes',
      emailVerifiedAt: DateTime.now(),
    }).create()
    await Profile.create({ userId: user.id, fullName: 'Duda Lopes', role: 'student' })
    await browserContext.loginAs(user)

    const page = await hydrated(await visit('/perfil'))
    await page.getByRole('button', { name: 'Editar Perfil' }).click()
    await page.locator('#avatar').setInputFiles({
      name: 'rosto.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
        'base64'
      ),
    })
    await page.assertTextContains('body', 'rosto.png')
    await page.getByRole('button', { name: 'Enviar foto' }).click()

    await page.assertTextContains('body', 'Perfil atualizado com sucesso!')
    await page.assertVisible(page.getByRole('button', { name: 'Remover foto' }))
    const profile = await Profile.findByOrFail('userId', user.id)
    disk.assertExists(profile.avatarUrl!.match(/avatars\/.+$/)![0])
    assert.match(profile.avatarUrl!, /avatars\/\d+-.+\.png$/)
  })

  test("another member's profile has no 'Editar Perfil'", async ({ visit, browserContext }) => {
    const viewer = await UserFactory.merge({ emailVerifiedAt: DateTime.now() }).create()
    const other = await UserFactory.merge({
      fullName: 'Enzo Prado',
      emailVerifiedAt: DateTime.now(),
    }).create()
    await Profile.create({ userId: other.id, fullName: 'Enzo Prado', role: 'student' })
    await browserContext.loginAs(viewer)

    const page = await visit(`/perfil/${other.id}`)
    await page.assertTextContains('h1', 'Enzo Prado')
    await page.assertNotExists(page.getByRole('button', { name: 'Editar Perfil' }))
  })
})
