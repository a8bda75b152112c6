import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import Course from '#models/course'
import CourseMaterial from '#models/course_material'
import Lesson from '#models/lesson'
import { SEED_COURSES } from '#database/data/catalog/index'
import { seedCatalog } from '#database/seeding/catalog'
import { seedDemoMedia } from '#database/seeding/demo_media'
import type { LessonType } from '#domain/catalog/catalog'
import { freeLearner, premiumLearner } from '#tests/helpers/premium'
import { asBytes } from '#tests/helpers/bytes'

/** A paid course with a video lesson (not a module's open first lesson), a podcast and a PDF. */
const SLUG = 'cultivo-indoor-avancado'
const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3])

/** The seeded lesson of the course of this type; `premium` skips the open first lesson of a module. */
async function seededLesson(type: LessonType, premium = true) {
  const catalog = SEED_COURSES.find((course) => course.slug === SLUG)!
  let position = 0
  for (const module of catalog.modules) {
    for (const [index, lesson] of module.lessons.entries()) {
      position += 1
      if (lesson.type === type && (!premium || index > 0)) {
        const course = await Course.findByOrFail('slug', SLUG)
        return Lesson.query()
          .where('course_id', course.id)
          .where('order_index', position)
          .firstOrFail()
      }
    }
  }
  throw new Error(`no ${type} lesson in ${SLUG}`)
}

async function seed(slugs?: string[]) {
  await db.transaction(async (trx) => {
    await seedCatalog(trx)
    await seedDemoMedia(trx, slugs)
  })
}

test.group('Demo media of the seeded courses', (group) => {
  /*
   * The real test disk, not drive.fake(): the stored links must be the ones
   * production stores ('/uploads/…'). The files copied are the committed demo
   * files, the same ones a development seed puts there.
   */
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a subscriber streams a seeded video lesson with byte ranges (206)', async ({
    client,
    assert,
  }) => {
    await seed([SLUG])
    const lesson = await seededLesson('video')
    const subscriber = await premiumLearner()

    const response = await asBytes(
      client.get(`/aulas/${lesson.id}/video`).header('range', 'bytes=0-1023').loginAs(subscriber)
    )

    response.assertStatus(206)
    assert.equal(response.header('content-type'), 'video/webm')
    assert.match(response.header('content-range') ?? '', /^bytes 0-1023\/\d{5,}$/)
    assert.equal(response.body().length, 1024)
    assert.deepEqual(response.body().subarray(0, 4), EBML_MAGIC)
    assert.include(response.body().toString('latin1'), 'webm')
  })

  test('a learner without premium and a visitor get no byte of it', async ({ client, assert }) => {
    await seed([SLUG])
    const lesson = await seededLesson('video')
    const learner = await freeLearner()

    const refused = await asBytes(
      client
        .get(`/aulas/${lesson.id}/video`)
        .header('range', 'bytes=0-1023')
        .loginAs(learner)
        .accept('json')
    )
    refused.assertStatus(403)
    assert.notDeepEqual(refused.body().subarray(0, 4), EBML_MAGIC)

    const visitor = await client.get(`/aulas/${lesson.id}/video`).redirects(0)
    assert.include([302, 303], visitor.status())

    const captions = await client
      .get(`/aulas/${lesson.id}/legendas`)
      .loginAs(learner)
      .accept('json')
    captions.assertStatus(403)
  })

  test('the video’s pt-BR captions are served and offered by the lesson page', async ({
    client,
    assert,
  }) => {
    await seed([SLUG])
    const lesson = await seededLesson('video')
    const subscriber = await premiumLearner()

    const captions = await asBytes(client.get(`/aulas/${lesson.id}/legendas`).loginAs(subscriber))
    captions.assertStatus(200)
    assert.match(captions.header('content-type') ?? '', /^text\/vtt/)
    const vtt = captions.body().toString('utf8')
    assert.isTrue(vtt.startsWith('WEBVTT'))
    assert.include(vtt, lesson.title)
    assert.include(lesson.captionsText ?? '', lesson.title)

    const page = await client
      .get(`/cursos/${SLUG}/aula/${lesson.orderIndex}`)
      .withInertia()
      .loginAs(subscriber)
    page.assertInertiaComponent('lessons/show')
    const { body } = page.inertiaProps.page
    assert.deepEqual(body.video, { kind: 'file', url: `/aulas/${lesson.id}/video` })
    assert.equal(body.captionsUrl, `/aulas/${lesson.id}/legendas`)
  })

  test('a PDF lesson’s PDF is a real PDF of the lesson’s text', async ({ client, assert }) => {
    await seed([SLUG])
    const lesson = await seededLesson('pdf', false)
    const subscriber = await premiumLearner()
    const material = await CourseMaterial.query().where('lesson_id', lesson.id).firstOrFail()

    const response = await asBytes(
      client.get(`/materiais/${material.id}/arquivo?download=1`).loginAs(subscriber)
    )
    response.assertStatus(200)
    assert.equal(response.header('content-type'), 'application/pdf')
    assert.match(response.header('content-disposition') ?? '', /^attachment;/)
    const document = await getDocument({
      data: new Uint8Array(response.body()),
      useSystemFonts: false,
    }).promise
    assert.isAtLeast(document.numPages, 1)
    const firstPage = await document.getPage(1)
    const content = await firstPage.getTextContent()
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ')
    assert.include(text, lesson.title)

    const page = await client
      .get(`/cursos/${SLUG}/aula/${lesson.orderIndex}`)
      .withInertia()
      .loginAs(subscriber)
    const { body } = page.inertiaProps.page
    assert.equal(body.renderer, 'pdf')
    assert.equal(body.pdf.url, `/materiais/${material.id}/arquivo`)
    assert.equal(body.pdf.downloadUrl, `/materiais/${material.id}/arquivo?download=1`)
  })

  test('a podcast episode plays a real Opus audio file', async ({ client, assert }) => {
    await seed([SLUG])
    const lesson = await seededLesson('podcast', false)
    const subscriber = await premiumLearner()

    const page = await client
      .get(`/cursos/${SLUG}/aula/${lesson.orderIndex}`)
      .withInertia()
      .loginAs(subscriber)
    assert.equal(page.inertiaProps.page.body.audioUrl, `/aulas/${lesson.id}/video`)

    const response = await asBytes(
      client.get(`/aulas/${lesson.id}/video`).header('range', 'bytes=0-').loginAs(subscriber)
    )
    response.assertStatus(206)
    assert.deepEqual(response.body().subarray(0, 4), EBML_MAGIC)
    assert.include(response.body().subarray(0, 4096).toString('latin1'), 'OpusHead')
    assert.isAbove(response.body().length, 20_000)
  })

  test('the speed is stored with the position and the lesson page starts there', async ({
    client,
    assert,
  }) => {
    await seed([SLUG])
    const lesson = await seededLesson('video')
    const subscriber = await premiumLearner()

    const saved = await client
      .post(`/aulas/${lesson.id}/posicao`)
      .json({ seconds: 12, rate: 1.5 })
      .loginAs(subscriber)
      .withCsrfToken()
    saved.assertStatus(200)
    assert.deepInclude(saved.body(), { seconds: 12, rate: 1.5 })

    /* A position report without a speed keeps the chosen one. */
    await client
      .post(`/aulas/${lesson.id}/posicao`)
      .json({ seconds: 20 })
      .loginAs(subscriber)
      .withCsrfToken()
    const refused = await client
      .post(`/aulas/${lesson.id}/posicao`)
      .json({ seconds: 20, rate: 3 })
      .loginAs(subscriber)
      .withCsrfToken()
      .accept('json')
    refused.assertStatus(422)

    const page = await client
      .get(`/cursos/${SLUG}/aula/${lesson.orderIndex}`)
      .withInertia()
      .loginAs(subscriber)
    const { progress } = page.inertiaProps.page
    assert.equal(progress.lastPositionSeconds, 20)
    assert.equal(progress.playbackRate, 1.5)

    /* Another video lesson starts at the speed the learner used last. */
    const other = await Lesson.query()
      .where('course_id', lesson.courseId)
      .where('lesson_type', 'video')
      .whereNot('id', lesson.id)
      .orderBy('order_index')
      .firstOrFail()
    const otherPage = await client
      .get(`/cursos/${SLUG}/aula/${other.orderIndex}`)
      .withInertia()
      .loginAs(subscriber)
    assert.equal(otherPage.inertiaProps.page.progress.playbackRate, 1.5)
  })

  test('every seeded video lesson, podcast, PDF lesson, preview and cover gets its media, once', async ({
    assert,
  }) => {
    await seed()
    await seed()
    const [videos] = await db
      .from('lessons')
      .where('lesson_type', 'video')
      .whereNotNull('video_url')
      .whereNotNull('captions_text')
      .count('* as total')
    assert.equal(Number(videos.total), 46)
    const [withoutMedia] = await db
      .from('lessons')
      .whereIn('lesson_type', ['video', 'podcast'])
      .whereNull('video_url')
      .count('* as total')
    assert.equal(Number(withoutMedia.total), 0)
    const [pdfs] = await db.from('course_materials').where('file_type', 'pdf').count('* as total')
    assert.equal(Number(pdfs.total), 3)
    const courses = await Course.all()
    assert.lengthOf(courses, 6)
    for (const course of courses) {
      assert.match(course.thumbnailUrl ?? '', /^\/uploads\/course-thumbnails\/demo\/.+\.svg$/)
      assert.match(course.previewVideoUrl ?? '', /^\/uploads\/course-thumbnails\/demo\/.+\.webm$/)
      assert.match(course.previewCaptionsUrl ?? '', /\.vtt$/)
    }
  })

  test('a course preview video and its captions are public, with ranges', async ({
    client,
    assert,
  }) => {
    await seed([SLUG])
    const course = await Course.findByOrFail('slug', SLUG)
    const video = await asBytes(
      client.get(course.previewVideoUrl!).header('range', 'bytes=0-99').redirects(0)
    )
    video.assertStatus(206)
    assert.deepEqual(video.body().subarray(0, 4), EBML_MAGIC)
    const captions = await client.get(course.previewCaptionsUrl!)
    captions.assertStatus(200)
    assert.include(captions.text(), course.title)
    const cover = await client.get(course.thumbnailUrl!)
    cover.assertStatus(200)
    assert.equal(cover.header('content-type'), 'image/svg+xml')
  })

  test('an admin’s own media are never replaced by the demo', async ({ assert }) => {
    await seed([])
    const lesson = await seededLesson('video')
    lesson.videoUrl = 'https://www.youtube.com/watch?v=abcdefghijk'
    await lesson.save()
    await seed([SLUG])
    await lesson.refresh()
    assert.equal(lesson.videoUrl, 'https://www.youtube.com/watch?v=abcdefghijk')
  })
})
