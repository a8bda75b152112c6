import { readFile } from 'node:fs/promises'
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import ace from '@adonisjs/core/services/ace'
import app from '@adonisjs/core/services/app'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import Lesson from '#models/lesson'
import type User from '#models/user'
import { CourseFactory } from '#database/factories/course_factory'
import { premiumLearner } from '#tests/helpers/premium'
import { renderEveryPageOnServer } from '#tests/helpers/server_rendering'
import { durationBadgesIn, secondsIn } from '#tests/helpers/durations'
import LessonsMediaDurations from '../../../commands/lessons_media_durations.js'
import { personWithRole } from './_helpers.js'

/*
| Small real media files (tests/fixtures/media), made once with ffmpeg at a
| known length: a 7.5 s WebM (VP9 + Opus), a 12.3 s MP4 (H.264 + AAC) and a
| 4.2 s MP3.
*/
const FIXTURES = {
  webm: { file: 'aula-curta.webm', type: 'video/webm', seconds: 7.5 },
  mp4: { file: 'aula-curta.mp4', type: 'video/mp4', seconds: 12.3 },
  mp3: { file: 'episodio-curto.mp3', type: 'audio/mpeg', seconds: 4.2 },
}
const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'

/** Uploads a fixture as the lesson dialog's 'Mídia' tab does, on the real test disk. */
async function upload(client: ApiClient, editor: User, fixture: keyof typeof FIXTURES) {
  const { file, type } = FIXTURES[fixture]
  const response = await client
    .post('/admin/uploads/aulas')
    .file('file', await readFile(app.makePath('tests/fixtures/media', file)), {
      filename: file,
      contentType: type,
    })
    .loginAs(editor)
    .withCsrfToken()
    .accept('json')
  response.assertStatus(201)
  return response.body().file as { key: string; url: string; durationSeconds: number | null }
}

async function createLesson(
  client: ApiClient,
  editor: User,
  courseId: number,
  fields: Record<string, unknown>
) {
  return client
    .post(`/admin/cursos/${courseId}/aulas`)
    .json({ title: 'Aula de teste', lessonType: 'video', isPublished: true, ...fields })
    .loginAs(editor)
    .withCsrfToken()
    .withInertia()
    .header('referer', `/admin/cursos/${courseId}`)
}

test.group('Admin lessons: real media lengths', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.setup(renderEveryPageOnServer)

  test('an uploaded video or audio keeps the length its file plays', async ({
    client,
    assert,
    cleanup,
  }) => {
    const editor = await personWithRole('editor')
    const course = await CourseFactory.merge({ price: 0 }).create()
    const learner = await premiumLearner()

    let position = 0
    for (const fixture of ['webm', 'mp4', 'mp3'] as const) {
      const known = FIXTURES[fixture].seconds
      const file = await upload(client, editor, fixture)
      cleanup(() => drive.use().delete(file.key))
      /* The dialog tells the admin what was read before the lesson is saved. */
      assert.isAtMost(Math.abs(file.durationSeconds! - known), known * 0.1, fixture)

      await createLesson(client, editor, course.id, {
        title: `Aula ${fixture}`,
        lessonType: fixture === 'mp3' ? 'podcast' : 'video',
        videoUrl: file.url,
      })
      const lesson = await Lesson.findByOrFail('title', `Aula ${fixture}`)
      assert.equal(lesson.mediaSeconds, file.durationSeconds, fixture)
      assert.equal(lesson.durationSeconds, file.durationSeconds, fixture)

      position += 1
      const page = await client.get(`/cursos/${course.slug}/aula/${position}`).loginAs(learner)
      const [badge] = durationBadgesIn(page.text())
      assert.isAtMost(Math.abs(secondsIn(badge) - known), known * 0.1, `${fixture}: '${badge}'`)
    }

    /* The course lasts what its three files play. */
    await course.refresh()
    const lessons = await Lesson.query().where('course_id', course.id)
    assert.equal(
      course.durationSeconds,
      lessons.reduce((sum, lesson) => sum + lesson.durationSeconds, 0)
    )
    assert.isAtMost(Math.abs(course.durationSeconds - 24), 2.4)
  })

  test('a YouTube video lasts what the admin types; nothing typed leaves it to the player', async ({
    client,
    assert,
  }) => {
    const editor = await personWithRole('editor')
    const course = await CourseFactory.create()

    await createLesson(client, editor, course.id, {
      videoUrl: YOUTUBE,
      youtubeMinutes: 4,
      youtubeSeconds: 12,
    })
    const lesson = await Lesson.findByOrFail('courseId', course.id)
    assert.equal(lesson.durationSeconds, 252)

    /* Saved again without the fields (e.g. another tab of the dialog): the length stays. */
    await client
      .put(`/admin/aulas/${lesson.id}`)
      .json({ title: 'Aula de teste', lessonType: 'video', videoUrl: YOUTUBE })
      .loginAs(editor)
      .withCsrfToken()
      .redirects(0)
    await lesson.refresh()
    assert.equal(lesson.durationSeconds, 252)

    /* Another video, nothing typed: unknown until its player reports it. */
    await client
      .put(`/admin/aulas/${lesson.id}`)
      .json({
        title: 'Aula de teste',
        lessonType: 'video',
        videoUrl: 'https://youtu.be/9bZkp7q19f0',
        youtubeMinutes: null,
        youtubeSeconds: null,
      })
      .loginAs(editor)
      .withCsrfToken()
      .redirects(0)
    await lesson.refresh()
    assert.isNull(lesson.mediaSeconds)
    assert.equal(lesson.durationSeconds, 0)
  })

  test('a YouTube length that is not minutes and seconds is refused in pt-BR, next to its field', async ({
    client,
    assert,
  }) => {
    const editor = await personWithRole('editor')
    const course = await CourseFactory.create()

    const response = await createLesson(client, editor, course.id, {
      videoUrl: YOUTUBE,
      youtubeMinutes: 'quatro',
      youtubeSeconds: 75,
    })
    assert.deepInclude(response.inertiaProps.errors, {
      youtubeMinutes: 'Informe os minutos do vídeo com um número inteiro de 0 a 600.',
      youtubeSeconds: 'Informe os segundos do vídeo com um número inteiro de 0 a 59.',
    })
    assert.isNull(await Lesson.findBy('courseId', course.id))
  })

  test('an external file link cannot be measured: no length, no badge', async ({
    client,
    assert,
  }) => {
    const editor = await personWithRole('editor')
    const course = await CourseFactory.merge({ price: 0 }).create()
    await createLesson(client, editor, course.id, {
      videoUrl: 'https://videos.exemplo.com.br/aula.mp4',
      content: 'Uma transcrição longa da aula que não diz quanto o vídeo dura.',
    })
    const lesson = await Lesson.findByOrFail('courseId', course.id)
    assert.isNull(lesson.mediaSeconds)
    assert.equal(lesson.durationSeconds, 0)

    const learner = await premiumLearner()
    const page = await client.get(`/cursos/${course.slug}/aula/1`).loginAs(learner)
    const html = page.text()
    assert.include(html, 'Aula de teste')
    assert.deepEqual(durationBadgesIn(html), [])
  })

  test('lessons:media-durations reads the files uploaded before lengths were read', async ({
    assert,
    cleanup,
  }) => {
    ace.ui.switchMode('raw')
    cleanup(() => ace.ui.switchMode('normal'))
    const key = `course-videos/${Date.now()}-antiga.webm`
    await drive.use().put(key, await readFile(app.makePath('tests/fixtures/media/aula-curta.webm')))
    cleanup(() => drive.use().delete(key))
    const course = await CourseFactory.create()
    const [lesson] = await db
      .table('lessons')
      .insert({
        course_id: course.id,
        title: 'Aula enviada antes',
        lesson_type: 'video',
        video_url: `/uploads/${key}`,
        order_index: 1,
        is_published: true,
        objectives: JSON.stringify([]),
        created_at: new Date(),
      })
      .returning('id')

    const command = await ace.create(LessonsMediaDurations, [])
    await command.exec()

    const measured = await Lesson.findOrFail(lesson.id)
    assert.equal(measured.mediaSeconds, 8)
    assert.equal(measured.durationSeconds, 8)
    command.assertLog('[ green(success) ] 1 aula com a duração lida do arquivo.')
  })
})
