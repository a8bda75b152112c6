import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Course from '#models/course'
import CourseModule from '#models/course_module'
import Lesson from '#models/lesson'
import { CourseFactory } from '#database/factories/course_factory'
import { countRows, personWithRole } from './_helpers.js'
import { renderScreen } from './_render.js'

const COURSE = {
  title: 'Extração de Óleos',
  description: 'Métodos seguros.',
  level: 'advanced',
  category: 'science',
}

const COVER = '/uploads/course-thumbnails/1700000000000-capa.png'
const PREVIEW = '/uploads/course-thumbnails/1700000000001-previa.webm'

/** The course as the public catalogue (/cursos) hands it to learners. */
async function catalogueCard(client: any, slug: string) {
  const learner = await personWithRole(null)
  const response = await client.get('/cursos').loginAs(learner).withInertia()
  return response.inertiaProps.courses.find((course: any) => course.slug === slug)
}

test.group('Admin course offer: price, Premium, preview video and cover', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a Premium course keeps its reference price (typed 49,90) for the admin; learners see it as Premium, with its cover and preview video', async ({
    client,
    assert,
  }) => {
    const editor = await personWithRole('editor')
    await client
      .post('/admin/cursos')
      .json({
        ...COURSE,
        premium: true,
        price: '49,90',
        thumbnailUrl: COVER,
        previewVideoUrl: PREVIEW,
      })
      .loginAs(editor)
      .withCsrfToken()
      .redirects(0)
    const course = await Course.findByOrFail('title', COURSE.title)
    assert.equal(course.price, 49.9)
    await course.merge({ isPublished: true }).save()

    const edit = await client.get(`/admin/cursos/${course.id}/editar`).loginAs(editor).withInertia()
    assert.include(edit.inertiaProps.course, {
      premium: true,
      price: 49.9,
      thumbnailUrl: COVER,
      previewVideoUrl: PREVIEW,
    })

    const card = await catalogueCard(client, course.slug)
    assert.include(card, { free: false, thumbnailUrl: COVER, previewVideoUrl: PREVIEW })
    /* No course is sold on its own: its reference price never reaches a learner. */
    assert.notProperty(card, 'price')
  })

  test('a course that is not Premium is free for every learner; without the flag the price stays', async ({
    client,
    assert,
  }) => {
    const editor = await personWithRole('editor')
    const course = await CourseFactory.merge({
      price: 37,
      isPublished: true,
      previewVideoUrl: PREVIEW,
      previewCaptionsUrl: '/uploads/course-thumbnails/previa.vtt',
    }).create()

    await client
      .put(`/admin/cursos/${course.id}`)
      .json({ ...COURSE, title: 'Renomeado' })
      .loginAs(editor)
      .withCsrfToken()
      .redirects(0)
    await course.refresh()
    assert.equal(course.price, 37)
    /* The preview was not sent: it is removed, and its captions with it. */
    assert.isNull(course.previewVideoUrl)
    assert.isNull(course.previewCaptionsUrl)

    await client
      .put(`/admin/cursos/${course.id}`)
      .json({ ...COURSE, premium: false, price: '99' })
      .loginAs(editor)
      .withCsrfToken()
      .redirects(0)
    await course.refresh()
    assert.equal(course.price, 0)
    const card = await catalogueCard(client, course.slug)
    assert.isTrue(card.free)
  })

  test('a Premium course without a valid price comes back with a pt-BR message next to the price', async ({
    client,
    assert,
  }) => {
    const editor = await personWithRole('editor')
    for (const [price, message] of [
      [null, 'O campo preço é obrigatório.'],
      ['abc', 'Informe o preço em reais, por exemplo 37,00.'],
      ['0', 'Um curso Premium precisa de um preço de referência maior que zero.'],
    ] as const) {
      const response = await client
        .post('/admin/cursos')
        .json({ ...COURSE, premium: true, price, previewVideoUrl: 'javascript:alert(1)' })
        .loginAs(editor)
        .withCsrfToken()
        .withInertia()
        .header('referer', '/admin/cursos/novo')
      response.assertInertiaComponent('admin/courses/form')
      assert.equal(response.inertiaProps.errors.price, message)
      assert.equal(
        response.inertiaProps.errors.previewVideoUrl,
        'Informe um endereço começando com http:// ou https://, ou envie um vídeo.'
      )
    }
    assert.isNull(await Course.findBy('title', COURSE.title))
  })
})

test.group('Admin modules and lessons', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("a module typed as 'Módulo 1: Fundamentos' is stored without the prefix and numbered once on the course page", async ({
    client,
    assert,
  }) => {
    const editor = await personWithRole('editor')
    const course = await CourseFactory.merge({ isPublished: true, price: 0 }).create()
    await client
      .post(`/admin/cursos/${course.id}/modulos`)
      .json({ title: 'Módulo 1: Fundamentos' })
      .loginAs(editor)
      .withCsrfToken()
      .redirects(0)
    const module = await CourseModule.findByOrFail('courseId', course.id)
    assert.equal(module.title, 'Fundamentos')

    /* A title saved with the prefix before the fix is not numbered twice either. */
    const legacy = await CourseModule.create({
      courseId: course.id,
      title: 'Módulo 2 - Prática',
      orderIndex: 2,
    })
    await Lesson.createMany([
      {
        courseId: course.id,
        moduleId: module.id,
        title: 'Aula A',
        lessonType: 'text',
        orderIndex: 1,
        isPublished: true,
      },
      {
        courseId: course.id,
        moduleId: legacy.id,
        title: 'Aula B',
        lessonType: 'text',
        orderIndex: 2,
        isPublished: true,
      },
    ])
    const coursePage = await client.get(`/cursos/${course.slug}`)
    const html = coursePage.text()
    assert.include(html, 'Módulo 1: Fundamentos')
    assert.include(html, 'Módulo 2: Prática')
    assert.notInclude(html, 'Módulo 1: Módulo')
    assert.notInclude(html, 'Módulo 2: Módulo')
  })

  test("an 'Interativa' lesson runs the simulator the admin picked; other types keep none", async ({
    client,
    assert,
  }) => {
    const admin = await personWithRole('admin')
    const course = await CourseFactory.merge({
      simulators: ['grow_room'],
      isPublished: true,
    }).create()
    await client
      .post(`/admin/cursos/${course.id}/aulas`)
      .json({
        title: 'Plano financeiro',
        lessonType: 'interactive',
        simulator: 'financial',
        isPublished: true,
      })
      .loginAs(admin)
      .withCsrfToken()
      .redirects(0)
    const lesson = await Lesson.findByOrFail('title', 'Plano financeiro')
    assert.equal(lesson.simulator, 'financial')

    const show = await client.get(`/admin/cursos/${course.id}`).loginAs(admin).withInertia()
    assert.equal(show.inertiaProps.lessons[0].simulator, 'financial')

    const page = await client.get(`/cursos/${course.slug}/aula/1`).loginAs(admin).withInertia()
    assert.equal(page.inertiaProps.page.body.simulator, 'financial')
    const html = await renderScreen(client, admin, `/cursos/${course.slug}/aula/1`)
    assert.include(html, 'Simulador Financeiro')

    await client
      .put(`/admin/aulas/${lesson.id}`)
      .json({
        title: 'Plano financeiro',
        lessonType: 'text',
        simulator: 'financial',
      })
      .loginAs(admin)
      .withCsrfToken()
      .redirects(0)
    await lesson.refresh()
    assert.isNull(lesson.simulator)

    const refused = await client
      .post(`/admin/cursos/${course.id}/aulas`)
      .json({
        title: 'Outra',
        lessonType: 'interactive',
        simulator: 'rocket',
      })
      .loginAs(admin)
      .withCsrfToken()
      .withInertia()
      .header('referer', `/admin/cursos/${course.id}`)
    assert.equal(refused.inertiaProps.errors.simulator, 'Escolha um dos simuladores da lista.')
    assert.equal(await countRows('lessons', { title: 'Outra' }), 0)
  })
})
