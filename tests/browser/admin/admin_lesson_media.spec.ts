import { readFile } from 'node:fs/promises'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import drive from '@adonisjs/drive/services/main'
import testUtils from '@adonisjs/core/services/test_utils'
import Lesson from '#models/lesson'
import { CourseFactory } from '#database/factories/course_factory'
import { lessonMediaKey } from '#services/platform/protected_media'
import { contentAdmin } from '#tests/helpers/premium'
import { hydrated } from '../helpers.js'

test.group('Admin lesson dialog: media lengths in Chromium', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an uploaded video shows the length read from it; a YouTube length is typed and checked next to its field', async ({
    visit,
    browserContext,
    assert,
    cleanup,
  }) => {
    const admin = await contentAdmin()
    const course = await CourseFactory.merge({ title: 'Curso de Mídia' }).create()
    await browserContext.loginAs(admin)
    const page = await hydrated(await visit(`/admin/cursos/${course.id}?aba=aulas`))

    /* An uploaded file: its length comes from the file, nothing to type. */
    await page.getByRole('button', { name: 'Nova Aula' }).first().click()
    let dialog = page.getByRole('dialog', { name: 'Nova Aula' })
    await dialog.getByLabel('Título da aula').fill('Aula enviada')
    assert.equal(await dialog.getByLabel('Duração (minutos)').count(), 0)
    await dialog.getByRole('tab', { name: 'Mídia' }).click()
    await dialog.getByLabel('Enviar vídeo (ou áudio de podcast)').setInputFiles({
      name: 'aula-curta.webm',
      mimeType: 'video/webm',
      buffer: await readFile(app.makePath('tests/fixtures/media/aula-curta.webm')),
    })
    await dialog.getByText('Duração lida do arquivo: 8 s.').waitFor()
    await dialog.getByRole('button', { name: 'Criar Aula' }).click()
    await page.getByText('Aula criada com sucesso!').first().waitFor()
    await dialog.waitFor({ state: 'hidden' })
    const uploaded = await Lesson.findByOrFail('title', 'Aula enviada')
    cleanup(() => drive.use().delete(lessonMediaKey(uploaded)!))
    assert.equal(uploaded.durationSeconds, 8)
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Aula enviada' })
      .getByText('8 s', { exact: true })
      .waitFor()

    /* A YouTube link asks for minutes and seconds; a wrong value is named next to its field. */
    await page.getByRole('button', { name: 'Nova Aula' }).first().click()
    dialog = page.getByRole('dialog', { name: 'Nova Aula' })
    await dialog.getByLabel('Título da aula').fill('Aula no YouTube')
    await dialog.getByRole('tab', { name: 'Mídia' }).click()
    await dialog
      .getByLabel('URL do vídeo ou link do YouTube')
      .fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ')
    await dialog.getByLabel('Minutos').fill('4')
    await dialog.getByLabel('Segundos').fill('75')
    await dialog.getByRole('button', { name: 'Criar Aula' }).click()
    await dialog
      .getByText('Informe os segundos do vídeo com um número inteiro de 0 a 59.')
      .waitFor()
    assert.equal(await dialog.getByLabel('Segundos').getAttribute('aria-invalid'), 'true')
    assert.isNull(await Lesson.findBy('title', 'Aula no YouTube'))

    await dialog.getByLabel('Segundos').fill('12')
    await dialog.getByRole('button', { name: 'Criar Aula' }).click()
    await page.getByText('Aula criada com sucesso!').first().waitFor()
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Aula no YouTube' })
      .getByText('4 min 12 s', { exact: true })
      .waitFor()
    const youtube = await Lesson.findByOrFail('title', 'Aula no YouTube')
    assert.equal(youtube.mediaSeconds, 252)
  })
})
