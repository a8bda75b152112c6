import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import Lesson from '#models/lesson'
import CourseMaterial from '#models/course_material'
import LessonNote from '#models/lesson_note'
import CourseModule from '#models/course_module'
import type Course from '#models/course'
import { CourseFactory } from '#database/factories/course_factory'
import { freeLearner, premiumLearner } from '#tests/helpers/premium'

/** A paid course with a module: a free preview text lesson (image, PDF), a premium one and a video. */
async function paidModule() {
  const course = await CourseFactory.merge({ price: 37 }).create()
  const module = await CourseModule.create({
    courseId: course.id,
    title: 'Módulo Germinação',
    orderIndex: 1,
    releaseAfterDays: 0,
  })
  const text = await lesson(course, module, {
    title: 'Sementes viáveis',
    content:
      '## Teste da água\n\nTexto da aula.\n\n![Semente](/uploads/course-thumbnails/semente.png)\n\n<script>alert(1)</script>',
    lessonType: 'text',
    orderIndex: 1,
    isFreePreview: true,
  })
  await CourseMaterial.create({
    courseId: course.id,
    lessonId: text.id,
    title: 'Apostila de germinação',
    fileType: 'pdf',
    fileUrl: '/uploads/course-materials/apostila.pdf',
    storageKey: 'course-materials/apostila.pdf',
    fileSizeBytes: 1234,
  })
  const premium = await lesson(course, module, {
    title: 'Substratos',
    content: 'Texto-exclusivo-premium',
    lessonType: 'pdf',
    orderIndex: 2,
    isFreePreview: false,
  })
  const video = await lesson(course, module, {
    title: 'Vídeo da germinação',
    content: 'Roteiro',
    lessonType: 'video',
    orderIndex: 3,
    isFreePreview: true,
  })
  return { course, module, text, premium, video }
}

function lesson(course: Course, module: CourseModule, fields: Partial<Lesson>) {
  return Lesson.create({
    courseId: course.id,
    moduleId: module.id,
    isPublished: true,
    objectives: [],
    ...fields,
  })
}

test.group('Offline lessons', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a member gets the copy of a lesson they may read: text, image, PDF and their note', async ({
    client,
    assert,
  }) => {
    const { course, text } = await paidModule()
    const member = await freeLearner()
    await LessonNote.create({ userId: member.id, lessonId: text.id, body: 'Minha nota' })

    const response = await client.get(`/aulas/${text.id}/offline`).loginAs(member)
    response.assertStatus(200)
    const copy = response.body()
    assert.equal(copy.lesson.title, 'Sementes viáveis')
    assert.equal(copy.lesson.url, `/cursos/${course.slug}/aula/1`)
    assert.equal(copy.moduleTitle, 'Módulo Germinação')
    assert.include(copy.html, '<h2>Teste da água</h2>')
    assert.notInclude(copy.html, '<script')
    assert.notInclude(copy.html, '<link')
    assert.deepEqual(copy.images, ['/uploads/course-thumbnails/semente.png'])
    assert.lengthOf(copy.pdfs, 1)
    assert.equal(copy.pdfs[0].title, 'Apostila de germinação')
    assert.match(copy.pdfs[0].url, /^\/materiais\/\d+\/arquivo$/)
    assert.equal(copy.note.body, 'Minha nota')
    assert.include(response.header('cache-control'), 'no-store')
  })

  test('premium content is refused without the subscription, visitors must sign in', async ({
    client,
    assert,
  }) => {
    const { premium, video } = await paidModule()
    const refused = await client
      .get(`/aulas/${premium.id}/offline`)
      .accept('json')
      .loginAs(await freeLearner())
    refused.assertStatus(403)
    assert.equal(refused.body().message, 'Conteúdo exclusivo do Plano Premium.')
    assert.notInclude(refused.text(), 'Texto-exclusivo-premium')

    const visitor = await client.get(`/aulas/${premium.id}/offline`).accept('json')
    visitor.assertStatus(401)

    const subscriber = await premiumLearner()
    const allowed = await client.get(`/aulas/${premium.id}/offline`).loginAs(subscriber)
    allowed.assertStatus(200)
    assert.include(allowed.body().html, 'Texto-exclusivo-premium')

    const notReadable = await client
      .get(`/aulas/${video.id}/offline`)
      .accept('json')
      .loginAs(subscriber)
    notReadable.assertStatus(404)
    assert.equal(
      notReadable.body().message,
      'Só aulas de texto ou PDF podem ser salvas para ler offline.'
    )
    const unknown = await client.get('/aulas/abc/offline').loginAs(subscriber)
    unknown.assertStatus(404)
  })

  test('a module lists only the text and PDF lessons the member may read', async ({
    client,
    assert,
  }) => {
    const { module } = await paidModule()
    const free = await client.get(`/modulos/${module.id}/offline`).loginAs(await freeLearner())
    free.assertStatus(200)
    assert.equal(free.body().module.title, 'Módulo Germinação')
    assert.deepEqual(
      free.body().lessons.map((copy: any) => copy.lesson.title),
      ['Sementes viáveis']
    )

    const paid = await client.get(`/modulos/${module.id}/offline`).loginAs(await premiumLearner())
    assert.deepEqual(
      paid.body().lessons.map((copy: any) => copy.lesson.title),
      ['Sementes viáveis', 'Substratos']
    )

    const missing = await client
      .get('/modulos/999999/offline')
      .accept('json')
      .loginAs(await freeLearner())
    missing.assertStatus(404)
    assert.equal(missing.body().message, 'Módulo não encontrado')
    const visitor = await client.get(`/modulos/${module.id}/offline`).accept('json')
    visitor.assertStatus(401)
  })

  test('a note typed offline is kept unless a newer one was saved since (last write wins)', async ({
    client,
    assert,
  }) => {
    const { text } = await paidModule()
    const member = await freeLearner()
    const save = (body: string, typedAt?: string) =>
      client
        .put(`/aulas/${text.id}/anotacoes`)
        .json(typedAt ? { body, typedAt } : { body })
        .withCsrfToken()
        .accept('json')
        .loginAs(member)

    const offline = await save('Digitada offline', DateTime.now().minus({ minutes: 10 }).toISO()!)
    offline.assertStatus(200)
    assert.equal(offline.body().body, 'Digitada offline')

    /* Edited online afterwards: an older offline copy arriving later does not overwrite it. */
    const online = await save('Editada online')
    online.assertStatus(200)
    const stale = await save('Cópia velha', DateTime.now().minus({ minutes: 5 }).toISO()!)
    stale.assertStatus(200)
    assert.equal(stale.body().body, 'Editada online')

    const newer = await save('Mais nova', DateTime.now().toISO()!)
    assert.equal(newer.body().body, 'Mais nova')
    const stored = await LessonNote.query().where({ userId: member.id, lessonId: text.id })
    assert.lengthOf(stored, 1)
    assert.equal(stored[0].body, 'Mais nova')

    const invalid = await save('x', 'ontem')
    invalid.assertStatus(422)
    const kept = await LessonNote.findOrFail(stored[0].id)
    assert.equal(kept.body, 'Mais nova')
  })
})
