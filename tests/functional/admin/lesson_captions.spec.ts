import { readFile } from 'node:fs/promises'
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import app from '@adonisjs/core/services/app'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import type Lesson from '#models/lesson'
import type User from '#models/user'
import { CourseFactory, LessonFactory } from '#database/factories/course_factory'
import { CAPTIONS_TEXTS } from '#domain/catalog/captions'
import { freeLearner, premiumLearner } from '#tests/helpers/premium'
import { toastOf } from '#tests/helpers/toast'
import { answerFor } from '../mentor/support.js'
import { personWithRole } from './_helpers.js'

const VIDEO_KEY = 'course-videos/1764000000000-fungos-do-solo.webm'
const CAPTIONS_KEY = 'course-videos/1764000000000-fungos-do-solo.vtt'
const fixture = (name: string) => readFile(app.makePath('tests/fixtures', name))

/** A published Premium course whose only lesson plays an uploaded 8-second video. */
async function lessonWithVideo(lesson: Partial<Lesson> = {}) {
  const course = await CourseFactory.merge({ price: 37, title: 'Solo vivo' }).create()
  const created = await LessonFactory.merge({
    courseId: course.id,
    title: 'Fungos do solo',
    lessonType: 'video',
    videoUrl: `/uploads/${VIDEO_KEY}`,
    mediaSeconds: 8,
    orderIndex: 1,
    ...lesson,
  }).create()
  await drive.use().put(VIDEO_KEY, Buffer.from('vídeo'))
  return { course, lesson: created }
}

/** 'Legendas (.vtt)' as the lesson dialog sends it; the redirect lands on the course's admin page. */
function sendCaptions(
  client: ApiClient,
  lesson: Lesson,
  user: User,
  file: Buffer,
  filename = 'legendas-aula.vtt',
  contentType = 'text/vtt'
) {
  return client
    .post(`/admin/aulas/${lesson.id}/legendas`)
    .file('captions', file, { filename, contentType })
    .loginAs(user)
    .withCsrfToken()
    .withInertia()
    .header('referer', `/admin/cursos/${lesson.courseId}`)
}

test.group('Admin lesson captions', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    drive.fake()
    return () => drive.restore()
  })

  test('an editor uploads a .vtt: stored next to the video, counted in the dialog, logged', async ({
    client,
    assert,
  }) => {
    const editor = await personWithRole('editor')
    const { lesson } = await lessonWithVideo()
    const vtt = await fixture('legendas-aula.vtt')

    const response = await sendCaptions(client, lesson, editor, vtt).redirects(0)
    assert.equal(toastOf(response)?.title, 'Legendas enviadas com sucesso!')
    assert.deepEqual(await drive.use().getBytes(CAPTIONS_KEY), new Uint8Array(vtt))
    await lesson.refresh()
    assert.equal(
      lesson.captionsText,
      'Nesta aula falamos de micorrizas no substrato. Os fungos ajudam as raízes a absorver fósforo.'
    )

    const page = await client.get(`/admin/cursos/${lesson.courseId}`).loginAs(editor).withInertia()
    const shown = (page.inertiaProps.lessons as Array<{ id: number; captions: unknown }>).find(
      (row) => row.id === lesson.id
    )
    assert.deepEqual(shown?.captions, { fileName: 'legendas-aula.vtt', cueCount: 2 })
    const activity = await db.from('admin_activities').where('kind', 'captions_uploaded').first()
    assert.equal(activity?.subject_title, 'Fungos do solo')
    assert.equal(activity?.context_title, 'legendas-aula.vtt')
  })

  test('a file with a malformed timing is refused with its line, and nothing is stored', async ({
    client,
    assert,
  }) => {
    const editor = await personWithRole('editor')
    const { lesson } = await lessonWithVideo()
    const response = await sendCaptions(
      client,
      lesson,
      editor,
      await fixture('legendas-tempo-invalido.vtt')
    )
    response.assertInertiaComponent('admin/courses/show')
    assert.equal(
      response.inertiaProps.errors.captions,
      'Linha 7: tempo inválido. Use 00:00:01.000 --> 00:00:04.000 (horas opcionais).'
    )
    assert.isFalse(await drive.use().exists(CAPTIONS_KEY))
    await lesson.refresh()
    assert.isNull(lesson.captionsText)
  })

  test('each broken WebVTT gets its own message next to the field: {name}')
    .with([
      {
        name: 'no WEBVTT first line',
        file: '1\n00:00:01,000 --> 00:00:02,000\nOi\n',
        message: 'O arquivo não é um WebVTT válido: a primeira linha deve ser WEBVTT.',
      },
      { name: 'no cue', file: 'WEBVTT\n\nNOTE rascunho\n', message: CAPTIONS_TEXTS.noCues },
      {
        name: 'end before start',
        file: 'WEBVTT\n\n00:00:04.000 --> 00:00:03.000\nAo contrário\n',
        message: 'Linha 3: o fim (00:00:03.000) deve vir depois do início (00:00:04.000).',
      },
      {
        name: 'a cue after the end of the 8 s video',
        file: 'WEBVTT\n\n00:00:05.000 --> 00:00:12.000\nDepois do fim\n',
        message:
          'Linha 3: a legenda termina em 00:00:12.000, depois do fim do vídeo (00:00:08.000).',
      },
      {
        name: 'not UTF-8',
        file: Buffer.from('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nCanção\n', 'latin1'),
        message: CAPTIONS_TEXTS.notUtf8,
      },
    ])
    .run(async ({ client, assert }, { file, message }) => {
      const editor = await personWithRole('editor')
      const { lesson } = await lessonWithVideo()
      const response = await sendCaptions(client, lesson, editor, Buffer.from(file))
      assert.equal(response.inertiaProps.errors.captions, message)
      assert.isFalse(await drive.use().exists(CAPTIONS_KEY))
    })

  test('a file of another type, an empty request and a file over 512 KB are refused', async ({
    client,
    assert,
  }) => {
    const editor = await personWithRole('editor')
    const { lesson } = await lessonWithVideo()

    const srt = await sendCaptions(
      client,
      lesson,
      editor,
      Buffer.from('1\n00:00:01,000 --> 00:00:02,000\nOi\n'),
      'legendas.srt',
      'application/x-subrip'
    )
    assert.equal(
      srt.inertiaProps.errors.captions,
      'Tipo de arquivo não aceito. Envie um arquivo .vtt (WebVTT).'
    )

    const nothing = await client
      .post(`/admin/aulas/${lesson.id}/legendas`)
      .field('outro', '1')
      .loginAs(editor)
      .withCsrfToken()
      .withInertia()
      .header('referer', `/admin/cursos/${lesson.courseId}`)
    assert.equal(nothing.inertiaProps.errors.captions, 'Escolha um arquivo .vtt para enviar.')

    const cue =
      '00:00:01.000 --> 00:00:02.000\nUma legenda longa o bastante para encher o arquivo.\n\n'
    for (const size of [600 * 1024, 2 * 1024 * 1024]) {
      const big = Buffer.from(`WEBVTT\n\n${cue.repeat(Math.ceil(size / cue.length))}`)
      const response = await sendCaptions(client, lesson, editor, big)
      assert.equal(
        response.inertiaProps.errors.captions,
        'O arquivo de legendas pode ter no máximo 512 KB.',
        `${size} bytes`
      )
    }
    assert.isFalse(await drive.use().exists(CAPTIONS_KEY))
  })

  test('a YouTube lesson cannot have uploaded captions', async ({ client, assert }) => {
    const editor = await personWithRole('editor')
    const { lesson } = await lessonWithVideo({
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    })
    const response = await sendCaptions(client, lesson, editor, await fixture('legendas-aula.vtt'))
    assert.equal(response.inertiaProps.errors.captions, CAPTIONS_TEXTS.onlyUploadedVideo)
    await lesson.refresh()
    assert.isNull(lesson.captionsText)
  })

  test('a learner is refused before the file is read, and nothing changes', async ({
    client,
    assert,
  }) => {
    const learner = await premiumLearner()
    const { lesson } = await lessonWithVideo()
    const response = await client
      .post(`/admin/aulas/${lesson.id}/legendas`)
      .file('captions', await fixture('legendas-aula.vtt'), { filename: 'legendas-aula.vtt' })
      .loginAs(learner)
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(403)
    assert.isFalse(await drive.use().exists(CAPTIONS_KEY))
    const removal = await client
      .delete(`/admin/aulas/${lesson.id}/legendas`)
      .loginAs(learner)
      .withCsrfToken()
      .redirects(0)
    removal.assertStatus(403)
  })

  test('a member who may watch gets the captions with the video; one who may not gets 403', async ({
    client,
    assert,
  }) => {
    const editor = await personWithRole('editor')
    const { course, lesson } = await lessonWithVideo()
    await sendCaptions(client, lesson, editor, await fixture('legendas-aula.vtt')).redirects(0)

    const subscriber = await premiumLearner()
    const served = await client.get(`/aulas/${lesson.id}/legendas`).loginAs(subscriber)
    served.assertStatus(200)
    assert.match(served.header('content-type') ?? '', /^text\/vtt/)
    assert.include(served.text(), 'micorrizas no substrato')

    const page = await client.get(`/cursos/${course.slug}/aula/1`).loginAs(subscriber).withInertia()
    assert.equal(page.inertiaProps.page.body.captionsUrl, `/aulas/${lesson.id}/legendas`)

    const learner = await freeLearner()
    const refused = await client.get(`/aulas/${lesson.id}/legendas`).loginAs(learner).accept('json')
    refused.assertStatus(403)
    assert.notInclude(refused.text(), 'micorrizas')
  })

  test('a word only the captions say finds the course and is quoted by the mentor', async ({
    client,
    assert,
  }) => {
    const editor = await personWithRole('editor')
    const { course, lesson } = await lessonWithVideo()

    const before = await client.get('/cursos?q=micorrizas').withInertia()
    assert.lengthOf(before.inertiaProps.courses as unknown[], 0)

    await sendCaptions(client, lesson, editor, await fixture('legendas-aula.vtt')).redirects(0)

    const found = await client.get('/cursos?q=micorrizas').withInertia()
    assert.deepEqual(
      (found.inertiaProps.courses as Array<{ title: string }>).map((row) => row.title),
      ['Solo vivo']
    )
    const passages = await db
      .from('mentor_passages')
      .where('lesson_id', lesson.id)
      .orderBy('position')
      .select('heading', 'body')
    assert.deepEqual(passages.at(-1), {
      heading: 'Fungos do solo › Legendas do vídeo',
      body: 'Nesta aula falamos de micorrizas no substrato. Os fungos ajudam as raízes a absorver fósforo.',
    })

    const answer = await answerFor(client, course.slug, 'O que são micorrizas?', {
      user: await premiumLearner(),
    })
    assert.include(answer.content, 'micorrizas no substrato')
    assert.equal(answer.citations[0].title, 'Fungos do solo')
  })

  test('removing the captions deletes the file, the words and the passages', async ({
    client,
    assert,
  }) => {
    const editor = await personWithRole('editor')
    const { lesson } = await lessonWithVideo()
    await sendCaptions(client, lesson, editor, await fixture('legendas-aula.vtt')).redirects(0)

    const response = await client
      .delete(`/admin/aulas/${lesson.id}/legendas`)
      .loginAs(editor)
      .withCsrfToken()
      .redirects(0)
    assert.equal(toastOf(response)?.title, 'Legendas removidas.')
    assert.isFalse(await drive.use().exists(CAPTIONS_KEY))
    await lesson.refresh()
    assert.isNull(lesson.captionsText)
    assert.isNull(lesson.captionsCueCount)
    const passages = await db.from('mentor_passages').where('lesson_id', lesson.id)
    assert.notInclude(JSON.stringify(passages), 'micorrizas')
    const activity = await db.from('admin_activities').where('kind', 'captions_removed').first()
    assert.equal(activity?.subject_title, 'Fungos do solo')

    const learnerPage = await client
      .get(`/aulas/${lesson.id}/legendas`)
      .loginAs(await premiumLearner())
    learnerPage.assertStatus(404)
  })

  test('replacing the lesson’s video drops the captions timed for the old one', async ({
    client,
    assert,
  }) => {
    const editor = await personWithRole('editor')
    const { lesson } = await lessonWithVideo()
    await sendCaptions(client, lesson, editor, await fixture('legendas-aula.vtt')).redirects(0)

    await client
      .put(`/admin/aulas/${lesson.id}`)
      .json({
        title: lesson.title,
        lessonType: 'video',
        videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      })
      .loginAs(editor)
      .withCsrfToken()
      .redirects(0)
    await lesson.refresh()
    assert.isNull(lesson.captionsText)
    assert.isNull(lesson.captionsFileName)
    assert.isFalse(await drive.use().exists(CAPTIONS_KEY))
    const activity = await db.from('admin_activities').where('kind', 'lesson_updated').first()
    assert.equal(activity?.context_title, 'legendas removidas com o vídeo anterior')
    const found = await client.get('/cursos?q=micorrizas').withInertia()
    assert.lengthOf(found.inertiaProps.courses as unknown[], 0)
  })

  test('saving the lesson with the same video keeps its captions', async ({ client, assert }) => {
    const editor = await personWithRole('editor')
    const { lesson } = await lessonWithVideo()
    await sendCaptions(client, lesson, editor, await fixture('legendas-aula.vtt')).redirects(0)
    await client
      .put(`/admin/aulas/${lesson.id}`)
      .json({ title: 'Fungos do solo (revisada)', lessonType: 'video', videoUrl: lesson.videoUrl })
      .loginAs(editor)
      .withCsrfToken()
      .redirects(0)
    await lesson.refresh()
    assert.equal(lesson.title, 'Fungos do solo (revisada)')
    assert.equal(lesson.captionsCueCount, 2)
    assert.isTrue(await drive.use().exists(CAPTIONS_KEY))
  })

  test('the media library keeps a lesson’s captions while the lesson has them, and deletes them with their video', async ({
    client,
    assert,
  }) => {
    const editor = await personWithRole('editor')
    const { lesson } = await lessonWithVideo()
    await sendCaptions(client, lesson, editor, await fixture('legendas-aula.vtt')).redirects(0)
    const deleteFromLibrary = (key: string) =>
      client.delete('/admin/biblioteca').json({ key }).loginAs(editor).withCsrfToken().redirects(0)

    const refused = await deleteFromLibrary(CAPTIONS_KEY)
    assert.equal(
      toastOf(refused)?.description,
      'O arquivo são as legendas da aula "Fungos do solo". Remova as legendas na aba Mídia da aula primeiro.'
    )
    assert.isTrue(await drive.use().exists(CAPTIONS_KEY))

    /* Deleting the lesson leaves its files to the library; deleting the video takes its captions along. */
    await client.delete(`/admin/aulas/${lesson.id}`).loginAs(editor).withCsrfToken().redirects(0)
    assert.isTrue(await drive.use().exists(CAPTIONS_KEY))
    const deleted = await deleteFromLibrary(VIDEO_KEY)
    assert.equal(toastOf(deleted)?.title, 'Arquivo excluído com sucesso!')
    assert.isFalse(await drive.use().exists(VIDEO_KEY))
    assert.isFalse(await drive.use().exists(CAPTIONS_KEY))
  })
})
