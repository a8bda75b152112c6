import { readFile } from 'node:fs/promises'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import LessonNote from '#models/lesson_note'
import Profile from '#models/profile'
import { DiscussionFactory } from '#database/factories/forum_factory'
import { freeLearner } from '#tests/helpers/premium'
import { formatDate } from '#domain/platform/format'
import { deletionDate } from '#domain/accounts/privacy'
import { certificateCourse } from '../../functional/certificates/helpers.js'
import { hydrated, toastWith } from '../helpers.js'

test.group('Privacidade e dados in Chromium', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a member asks for their data, sees it is ready and downloads their note and forum post', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const member = await freeLearner({ fullName: 'Lia Exporta' })
    await Profile.create({ userId: member.id, fullName: 'Lia Exporta', role: 'student' })
    const { lessons } = await certificateCourse(1)
    await LessonNote.create({ userId: member.id, lessonId: lessons[0].id, body: 'Nota da Lia' })
    await DiscussionFactory.merge({ userId: member.id, title: 'Pergunta da Lia' }).create()
    await browserContext.loginAs(member)

    const page = await visit('/perfil')
    await hydrated(page)
    await page.getByRole('link', { name: 'Privacidade e dados' }).click()
    await page.waitForURL('**/perfil/privacidade')
    await hydrated(page)
    await page.getByRole('button', { name: 'Baixar meus dados' }).click()
    await toastWith(page, 'Estamos preparando seus dados').waitFor()

    await page.getByText('Seus dados estão prontos para baixar').waitFor()
    const link = page.getByRole('link', { name: 'Baixar arquivo' })
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
    const data = JSON.parse(await readFile((await download.path())!, 'utf8'))
    assert.equal(data.notes[0].body, 'Nota da Lia')
    assert.equal(data.forumDiscussions[0].title, 'Pergunta da Lia')
  })

  test('a member asks to delete their account with their password and sees the pending state', async ({
    visit,
    browserContext,
  }) => {
    const member = await freeLearner({ fullName: 'Rui Sai' })
    await Profile.create({ userId: member.id, fullName: 'Rui Sai', role: 'student' })
    await browserContext.loginAs(member)

    const page = await visit('/perfil/privacidade')
    await hydrated(page)
    const password = page.getByLabel('Confirme com sua senha')
    await password.fill('errada123')
    await page.getByRole('button', { name: 'Excluir minha conta' }).click()
    await page.getByText('Senha incorreta.').waitFor()

    await password.fill('segredo123')
    await page.getByRole('button', { name: 'Excluir minha conta' }).click()
    const expected = `Sua conta será excluída em ${formatDate(deletionDate(new Date()))}.`
    await page.getByRole('status').filter({ hasText: expected }).waitFor()
    await page.getByRole('button', { name: 'Cancelar exclusão' }).click()
    await toastWith(page, 'Exclusão cancelada').waitFor()
    await page.getByLabel('Confirme com sua senha').waitFor()
  })
})
