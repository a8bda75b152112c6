import { readFile } from 'node:fs/promises'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import drive from '@adonisjs/drive/services/main'
import testUtils from '@adonisjs/core/services/test_utils'
import { CourseFactory, LessonFactory } from '#database/factories/course_factory'
import { contentAdmin, premiumLearner } from '#tests/helpers/premium'
import { hydrated, switchMember, toastWith } from '../helpers.js'

const VIDEO_KEY = 'course-videos/1764000000000-captions-browser.webm'
const CAPTIONS_KEY = 'course-videos/1764000000000-captions-browser.vtt'

test.group('Admin lesson dialog: captions in Chromium', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an admin uploads a .vtt in the dialog, a subscriber’s player shows its cues, the admin removes it', async ({
    visit,
    browserContext,
    assert,
    cleanup,
  }) => {
    const course = await CourseFactory.merge({ title: 'Solo vivo', price: 37 }).create()
    const lesson = await LessonFactory.merge({
      courseId: course.id,
      title: 'Fungos do solo',
      lessonType: 'video',
      videoUrl: `/uploads/${VIDEO_KEY}`,
      mediaSeconds: 8,
      orderIndex: 1,
    }).create()
    await drive
      .use()
      .put(VIDEO_KEY, await readFile(app.makePath('tests/fixtures/media/aula-curta.webm')))
    cleanup(async () => {
      await drive.use().delete(VIDEO_KEY)
      await drive.use().delete(CAPTIONS_KEY)
    })

    const admin = await contentAdmin()
    await browserContext.loginAs(admin)
    const page = await hydrated(await visit(`/admin/cursos/${course.id}?aba=aulas`))
    await page.getByRole('button', { name: 'Editar a aula Fungos do solo' }).click()
    const dialog = page.getByRole('dialog', { name: 'Editar Aula' })
    /* Typed but not saved yet: uploading captions must not lose it. */
    await dialog.getByLabel('Título da aula').fill('Fungos do solo e micorrizas')
    await dialog.getByRole('tab', { name: 'Mídia' }).click()
    await dialog.getByText('Sem legendas').waitFor()

    const captions = dialog.getByLabel('Legendas (.vtt)', { exact: true })
    await captions.setInputFiles(app.makePath('tests/fixtures/legendas-tempo-invalido.vtt'))
    await dialog
      .getByText('Linha 7: tempo inválido. Use 00:00:01.000 --> 00:00:04.000 (horas opcionais).')
      .waitFor()
    assert.equal(await captions.getAttribute('aria-invalid'), 'true')

    await captions.setInputFiles(app.makePath('tests/fixtures/legendas-aula.vtt'))
    await toastWith(page, 'Legendas enviadas com sucesso!').waitFor()
    await dialog.getByText('Legendas em português enviadas').waitFor()
    await dialog.getByText('(2 legendas · legendas-aula.vtt)').waitFor()
    assert.equal(await dialog.getByRole('alert').count(), 0)
    await dialog.getByRole('tab', { name: 'Básico' }).click()
    assert.equal(
      await dialog.getByLabel('Título da aula').inputValue(),
      'Fungos do solo e micorrizas'
    )

    await switchMember(browserContext, await premiumLearner())
    const lessonPage = await hydrated(await visit(`/cursos/${course.slug}/aula/1`))
    const video = lessonPage.getByTestId('lesson-video')
    await video.waitFor()
    assert.equal(
      await video.locator('track[kind="captions"][srclang="pt-BR"]').getAttribute('src'),
      `/aulas/${lesson.id}/legendas`
    )
    /* The track loaded through the authorized route and holds the uploaded cues. */
    const cues = await lessonPage.waitForFunction(
      (node: any) => {
        const track = node.textTracks[0]
        return track?.cues?.length > 0 ? Array.from(track.cues, (cue: any) => cue.text) : null
      },
      await video.elementHandle()
    )
    assert.deepEqual(await cues.jsonValue(), [
      'Nesta aula falamos de micorrizas no substrato.',
      'Os fungos ajudam as raízes a absorver fósforo.',
    ])

    await switchMember(browserContext, admin)
    const again = await hydrated(await visit(`/admin/cursos/${course.id}?aba=aulas`))
    await again.getByRole('button', { name: 'Editar a aula Fungos do solo' }).click()
    const reopened = again.getByRole('dialog', { name: 'Editar Aula' })
    await reopened.getByRole('tab', { name: 'Mídia' }).click()
    await reopened.getByRole('button', { name: 'Remover legendas' }).click()
    await toastWith(again, 'Legendas removidas.').waitFor()
    await reopened.getByText('Sem legendas').waitFor()
    assert.isFalse(await drive.use().exists(CAPTIONS_KEY))
  })
})
