import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import CourseMaterial from '#models/course_material'
import type Course from '#models/course'
import { freeLearner, premiumLearner } from '#tests/helpers/premium'
import { createCourse } from './helpers.js'
import { renderEveryPageOnServer } from '#tests/helpers/server_rendering'

/** A course-level guide (stored file) and a lesson's own handout, which stays on the lesson page. */
async function materialsOf(course: Course, lessonId: number) {
  const guide = await CourseMaterial.create({
    title: 'Guia de cultivo (PDF)',
    fileType: 'pdf',
    fileUrl: '',
    storageKey: `course-materials/tests/guia-${course.id}.pdf`,
    fileSizeBytes: 2048,
    courseId: course.id,
    lessonId: null,
  })
  await CourseMaterial.create({
    title: 'Apostila da aula 1',
    fileType: 'pdf',
    fileUrl: '',
    storageKey: `course-materials/tests/aula-${course.id}.pdf`,
    courseId: course.id,
    lessonId,
  })
  return guide
}

test.group('Course page: Materiais do curso (materials attached to no lesson)', (group) => {
  /* What a member's page shows, read in its HTML: rendered on the server for the test (members' pages render in the browser). */
  group.setup(renderEveryPageOnServer)
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('everyone sees the titles; only a subscriber gets the files of a premium course', async ({
    client,
    assert,
  }) => {
    const { course, lessons } = await createCourse({ price: 37 })
    const guide = await materialsOf(course, lessons[0].id)

    const visitor = await client.get(`/cursos/${course.slug}`).withInertia()
    assert.equal(visitor.inertiaProps.materials.access, 'sign_in_required')
    assert.deepEqual(
      visitor.inertiaProps.materials.items.map((item: { title: string }) => item.title),
      ['Guia de cultivo (PDF)']
    )
    assert.isNull(visitor.inertiaProps.materials.items[0].url)
    assert.isNull(visitor.inertiaProps.materials.items[0].downloadUrl)

    const free = await freeLearner()
    const locked = await client.get(`/cursos/${course.slug}`).loginAs(free).withInertia()
    assert.equal(locked.inertiaProps.materials.access, 'premium_required')
    assert.isNull(locked.inertiaProps.materials.items[0].url)
    const refused = await client.get(`/materiais/${guide.id}/arquivo`).loginAs(free).redirects(0)
    assert.equal(refused.status(), 403)

    const premium = await premiumLearner()
    const open = await client.get(`/cursos/${course.slug}`).loginAs(premium).withInertia()
    assert.equal(open.inertiaProps.materials.access, 'allowed')
    assert.deepInclude(open.inertiaProps.materials.items[0], {
      id: guide.id,
      title: 'Guia de cultivo (PDF)',
      fileType: 'pdf',
      sizeBytes: 2048,
      url: `/materiais/${guide.id}/arquivo`,
      downloadUrl: `/materiais/${guide.id}/arquivo?download=1`,
    })
  })

  test('in a free course every signed-in learner gets the files', async ({ client, assert }) => {
    const { course, lessons } = await createCourse({ price: 0 })
    const guide = await materialsOf(course, lessons[0].id)
    const free = await freeLearner()

    const response = await client.get(`/cursos/${course.slug}`).loginAs(free).withInertia()

    assert.equal(response.inertiaProps.materials.access, 'allowed')
    assert.equal(response.inertiaProps.materials.items[0].url, `/materiais/${guide.id}/arquivo`)
  })

  test('the section is in the server-rendered page, with its locked state, and absent when there is nothing', async ({
    client,
    assert,
  }) => {
    const withMaterials = await createCourse({ price: 37 })
    await materialsOf(withMaterials.course, withMaterials.lessons[0].id)
    const without = await createCourse({ price: 37 })
    const free = await freeLearner()

    const page = await client.get(`/cursos/${withMaterials.course.slug}`).loginAs(free)
    page.assertTextIncludes('Materiais do curso')
    page.assertTextIncludes('Guia de cultivo (PDF)')
    page.assertTextIncludes('Os materiais deste curso fazem parte do Plano Premium.')
    assert.notInclude(page.text(), 'Apostila da aula 1')
    assert.notInclude(page.text(), `/materiais/`)

    const empty = await client.get(`/cursos/${without.course.slug}`).loginAs(free).withInertia()
    assert.deepEqual(empty.inertiaProps.materials.items, [])
  })
})
