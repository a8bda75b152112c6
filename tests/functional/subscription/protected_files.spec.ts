import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import drive from '@adonisjs/drive/services/main'
import env from '#start/env'
import type Course from '#models/course'
import Lesson from '#models/lesson'
import CourseMaterial from '#models/course_material'
import { CourseFactory } from '#database/factories/course_factory'
import { contentAdmin, freeLearner, premiumLearner } from '#tests/helpers/premium'
import { asBytes } from '#tests/helpers/bytes'

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'
)
/** 1000 distinct-ish bytes, so a range is checked against the right slice. */
const VIDEO = Buffer.from(Array.from({ length: 1000 }, (_, index) => (index * 7) % 256))
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64'
)

const KEYS = {
  premiumPdf: 'course-materials/1700000000001-apostila-premium.pdf',
  previewPdf: 'course-materials/1700000000002-apostila-aberta.pdf',
  coursePdf: 'course-materials/1700000000003-guia-do-curso.pdf',
  legacyPdf: 'course-materials/1700000000004-apostila-antiga.pdf',
  video: 'course-videos/1700000000005-aula.mp4',
  cover: 'course-thumbnails/1700000000006-capa.png',
  avatar: 'avatars/12-abcdef.png',
}

/** The Inertia page object a full HTML response carries. */
function pageData(html: string) {
  const match = /<script data-page="app" type="application\/json">([\s\S]*?)<\/script>/.exec(html)
  return JSON.parse(match?.[1] ?? '{}')
}

async function lesson(course: Course, attributes: Partial<Lesson>) {
  return Lesson.create({
    courseId: course.id,
    title: 'Aula',
    lessonType: 'video',
    orderIndex: 1,
    isPublished: true,
    isFreePreview: false,
    objectives: [],
    ...attributes,
  })
}

function material(attributes: Partial<CourseMaterial>) {
  return CourseMaterial.create({ title: 'Material', fileType: 'pdf', fileUrl: '', ...attributes })
}

async function stored() {
  const disk = drive.use()
  await disk.put(KEYS.premiumPdf, PDF)
  await disk.put(KEYS.previewPdf, PDF)
  await disk.put(KEYS.coursePdf, PDF)
  await disk.put(KEYS.legacyPdf, PDF)
  await disk.put(KEYS.video, VIDEO)
  await disk.put(KEYS.cover, PNG)
  await disk.put(KEYS.avatar, PNG)

  const paid = await CourseFactory.merge({ price: 37 }).create()
  const free = await CourseFactory.merge({ price: 0 }).create()
  const preview = await lesson(paid, { isFreePreview: true, title: 'Aula aberta' })
  const premium = await lesson(paid, {
    orderIndex: 2,
    title: 'Aula premium',
    videoUrl: `/uploads/${KEYS.video}`,
  })
  const draft = await lesson(paid, { orderIndex: 3, isPublished: false, title: 'Rascunho' })
  return {
    paid,
    free,
    preview,
    premium,
    draft,
    premiumPdf: await material({
      title: 'Apostila premium',
      courseId: paid.id,
      lessonId: premium.id,
      fileUrl: `/uploads/${KEYS.premiumPdf}`,
      storageKey: KEYS.premiumPdf,
    }),
    previewPdf: await material({
      title: 'Apostila aberta',
      courseId: paid.id,
      lessonId: preview.id,
      fileUrl: `/uploads/${KEYS.previewPdf}`,
      storageKey: KEYS.previewPdf,
    }),
    courseLevelPdf: await material({
      title: 'Guia do curso',
      courseId: paid.id,
      fileUrl: `/uploads/${KEYS.coursePdf}`,
      storageKey: KEYS.coursePdf,
    }),
    freeCoursePdf: await material({
      title: 'Guia do curso grátis',
      courseId: free.id,
      fileUrl: `/uploads/${KEYS.coursePdf}`,
      storageKey: KEYS.coursePdf,
    }),
    draftPdf: await material({
      title: 'Apostila do rascunho',
      courseId: paid.id,
      lessonId: draft.id,
      fileUrl: `/uploads/${KEYS.premiumPdf}`,
      storageKey: KEYS.premiumPdf,
    }),
    link: await material({
      title: 'Artigo externo',
      fileType: 'link',
      courseId: paid.id,
      lessonId: premium.id,
      fileUrl: 'https://exemplo.com/artigo',
    }),
  }
}

test.group('Protected files: guessing /uploads URLs', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    drive.fake()
    return () => drive.restore()
  })

  test('lesson videos and materials are 404 at /uploads, for anyone and however the path is written', async ({
    client,
  }) => {
    await stored()
    const subscriber = await premiumLearner()
    const admin = await contentAdmin()
    const guesses = [
      `/uploads/${KEYS.premiumPdf}`,
      `/uploads/${KEYS.video}`,
      `/uploads//${KEYS.premiumPdf}`,
      `/uploads/./${KEYS.premiumPdf}`,
      `/uploads/course-thumbnails/..%2F${KEYS.premiumPdf.replace('/', '%2F')}`,
      `/uploads/course-thumbnails/%2e%2e/${KEYS.video}`,
      `/uploads/avatars/../${KEYS.video}`,
      `/uploads/${KEYS.premiumPdf.replace('/', '%2F')}`,
    ]
    for (const url of guesses) {
      for (const user of [null, subscriber, admin]) {
        const request = asBytes(client.get(url).redirects(0))
        const response = await (user ? request.loginAs(user) : request)
        response.assertStatus(404)
      }
    }
  })

  test('course covers and profile photos stay public at /uploads', async ({ client, assert }) => {
    await stored()
    for (const key of [KEYS.cover, KEYS.avatar]) {
      const response = await asBytes(client.get(`/uploads/${key}`))
      response.assertStatus(200)
      assert.equal(response.header('content-type'), 'image/png')
      assert.deepEqual(response.body(), PNG)
    }
    const missing = await client.get('/uploads/course-thumbnails/nao-existe.png')
    missing.assertStatus(404)
  })
})

test.group('Protected files: /materiais/:id/arquivo', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    drive.fake()
    return () => drive.restore()
  })

  test('a subscriber downloads a premium material with its bytes, type and name', async ({
    client,
    assert,
  }) => {
    const { premiumPdf } = await stored()
    const subscriber = await premiumLearner()

    const response = await asBytes(
      client.get(`/materiais/${premiumPdf.id}/arquivo?download=1`).loginAs(subscriber)
    )

    response.assertStatus(200)
    assert.deepEqual(response.body(), PDF)
    assert.equal(response.header('content-type'), 'application/pdf')
    assert.equal(response.header('content-length'), String(PDF.length))
    assert.match(
      response.header('content-disposition') ?? '',
      /^attachment; filename="Apostila premium\.pdf"/
    )
    assert.match(response.header('cache-control') ?? '', /private/)
    const inline = await client.get(`/materiais/${premiumPdf.id}/arquivo`).loginAs(subscriber)
    assert.match(inline.header('content-disposition') ?? '', /^inline;/)
  })

  test("the lesson page's PDF viewer may embed the PDF: inline, same-origin object and frame allowed", async ({
    client,
    assert,
  }) => {
    const { premiumPdf } = await stored()
    const subscriber = await premiumLearner()

    const inline = await client.get(`/materiais/${premiumPdf.id}/arquivo`).loginAs(subscriber)

    inline.assertStatus(200)
    assert.equal(inline.header('content-type'), 'application/pdf')
    assert.match(inline.header('content-disposition') ?? '', /^inline;/)
    /* Chromium shows a PDF through an embedded viewer that the PDF's own CSP must allow. */
    const csp = String(inline.header('content-security-policy'))
    assert.include(csp, "object-src 'self'")
    assert.include(csp, "frame-ancestors 'self'")
    assert.match(csp, /frame-src [^;]*'self'/)
    assert.notInclude(csp, 'sandbox')
    assert.equal(inline.header('x-frame-options'), 'SAMEORIGIN')
  })

  test('a learner without premium gets 403 and no byte of a premium material; a visitor is sent to /auth', async ({
    client,
    assert,
  }) => {
    const { premiumPdf } = await stored()
    const learner = await freeLearner()

    const refused = await asBytes(
      client.get(`/materiais/${premiumPdf.id}/arquivo`).loginAs(learner).accept('json')
    )
    refused.assertStatus(403)
    assert.notInclude(refused.body().toString(), '%PDF')
    assert.include(refused.body().toString(), 'Conteúdo exclusivo do Plano Premium.')

    /* Opened in the browser: the upgrade page, still 403. */
    const page = await client.get(`/materiais/${premiumPdf.id}/arquivo`).loginAs(learner)
    page.assertStatus(403)
    assert.equal(pageData(page.text()).component, 'lessons/locked')
    assert.notInclude(page.text(), '%PDF')

    const visitor = await client.get(`/materiais/${premiumPdf.id}/arquivo`).redirects(0)
    visitor.assertStatus(302)
    visitor.assertHeader('location', '/auth')
  })

  test('text files come as UTF-8, so accents show right when opened in the browser', async ({
    client,
    assert,
  }) => {
    const { paid, preview } = await stored()
    await drive.use().put('course-materials/1700000000009-roteiro.txt', 'Irrigação e nutrição')
    const text = await material({
      title: 'Roteiro',
      fileType: 'text',
      courseId: paid.id,
      lessonId: preview.id,
      fileUrl: '/uploads/course-materials/1700000000009-roteiro.txt',
      storageKey: 'course-materials/1700000000009-roteiro.txt',
    })
    const learner = await freeLearner()

    const response = await client.get(`/materiais/${text.id}/arquivo`).loginAs(learner)

    response.assertStatus(200)
    assert.equal(response.header('content-type'), 'text/plain; charset=utf-8')
    assert.equal(response.text(), 'Irrigação e nutrição')
  })

  test('a material follows its lesson; a course-level one needs premium unless the course is free', async ({
    client,
    assert,
  }) => {
    const { previewPdf, courseLevelPdf, freeCoursePdf, premiumPdf } = await stored()
    const learner = await freeLearner()
    const status = async (id: number) => {
      const response = await asBytes(
        client.get(`/materiais/${id}/arquivo`).loginAs(learner).accept('json')
      )
      return response.status()
    }

    assert.equal(await status(previewPdf.id), 200, 'material of a free-preview lesson')
    assert.equal(await status(freeCoursePdf.id), 200, 'course-level material of a free course')
    assert.equal(await status(courseLevelPdf.id), 403, 'course-level material of a paid course')
    assert.equal(await status(premiumPdf.id), 403, 'material of a premium lesson')
  })

  test('stored rows without a storage key still download for authorized users, resolved to the protected file', async ({
    client,
    assert,
  }) => {
    const { paid, premium } = await stored()
    const subscriber = await premiumLearner()
    const learner = await freeLearner()
    const relative = await material({
      courseId: paid.id,
      lessonId: premium.id,
      fileUrl: `/uploads/${KEYS.legacyPdf}`,
    })
    const absolute = await material({
      courseId: paid.id,
      lessonId: premium.id,
      fileUrl: `${env.get('APP_URL')}/uploads/${KEYS.legacyPdf}`,
    })
    /* The storage key wins over whatever file_url says. */
    const mismatched = await material({
      courseId: paid.id,
      lessonId: premium.id,
      fileUrl: '/uploads/course-materials/outro-arquivo.pdf',
      storageKey: KEYS.legacyPdf,
    })

    for (const row of [relative, absolute, mismatched]) {
      const response = await asBytes(client.get(`/materiais/${row.id}/arquivo`).loginAs(subscriber))
      response.assertStatus(200)
      assert.deepEqual(response.body(), PDF)
      const refused = await client
        .get(`/materiais/${row.id}/arquivo`)
        .loginAs(learner)
        .accept('json')
      refused.assertStatus(403)
    }
  })

  test('external links have no file here; drafts are 404 for learners but open to the admin', async ({
    client,
    assert,
  }) => {
    const { link, draftPdf } = await stored()
    const subscriber = await premiumLearner()
    const admin = await contentAdmin()

    const external = await client.get(`/materiais/${link.id}/arquivo`).loginAs(subscriber)
    external.assertStatus(404)
    const draft = await client.get(`/materiais/${draftPdf.id}/arquivo`).loginAs(subscriber)
    draft.assertStatus(404)
    const preview = await asBytes(client.get(`/materiais/${draftPdf.id}/arquivo`).loginAs(admin))
    preview.assertStatus(200)
    assert.deepEqual(preview.body(), PDF)
    const unknown = await client.get('/materiais/999999/arquivo').loginAs(admin)
    unknown.assertStatus(404)
  })
})

test.group('Protected files: /aulas/:id/video', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    drive.fake()
    return () => drive.restore()
  })

  test('a subscriber streams the lesson video and can seek with HTTP ranges (206)', async ({
    client,
    assert,
  }) => {
    const { premium } = await stored()
    const subscriber = await premiumLearner()
    const url = `/aulas/${premium.id}/video`

    const whole = await asBytes(client.get(url).loginAs(subscriber))
    whole.assertStatus(200)
    assert.equal(whole.header('accept-ranges'), 'bytes')
    assert.equal(whole.header('content-type'), 'video/mp4')
    assert.deepEqual(whole.body(), VIDEO)

    const cases: [string, number, number][] = [
      ['bytes=0-99', 0, 99],
      ['bytes=500-', 500, 999],
      ['bytes=-200', 800, 999],
      ['bytes=900-5000', 900, 999],
    ]
    for (const [range, start, end] of cases) {
      const part = await asBytes(client.get(url).header('range', range).loginAs(subscriber))
      part.assertStatus(206)
      assert.equal(part.header('content-range'), `bytes ${start}-${end}/1000`, range)
      assert.equal(part.header('content-length'), String(end - start + 1), range)
      assert.deepEqual(part.body(), VIDEO.subarray(start, end + 1), range)
    }

    const past = await client.get(url).header('range', 'bytes=1000-').loginAs(subscriber)
    past.assertStatus(416)
    assert.equal(past.header('content-range'), 'bytes */1000')
  })

  test('a learner without premium gets 403 for the video of a premium lesson; a visitor goes to /auth', async ({
    client,
    assert,
  }) => {
    const { premium } = await stored()
    const learner = await freeLearner()

    const refused = await asBytes(
      client.get(`/aulas/${premium.id}/video`).header('range', 'bytes=0-99').loginAs(learner)
    )
    refused.assertStatus(403)
    assert.isUndefined(refused.header('content-range'))

    const visitor = await client.get(`/aulas/${premium.id}/video`).redirects(0)
    visitor.assertStatus(302)
    visitor.assertHeader('location', '/auth')
  })

  test('a lesson whose video is a YouTube link or external URL has no file here', async ({
    client,
  }) => {
    const { paid } = await stored()
    const subscriber = await premiumLearner()
    const youtube = await lesson(paid, {
      orderIndex: 4,
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    })
    const response = await client.get(`/aulas/${youtube.id}/video`).loginAs(subscriber)
    response.assertStatus(404)
  })
})
