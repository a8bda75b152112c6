import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import HttpExceptionHandler, { SERVER_ERROR_MESSAGE } from '#exceptions/handler'
import { CourseFactory } from '#database/factories/course_factory'
import { personWithRole } from './_helpers.js'
import { toastOf } from '#tests/helpers/toast'

/** Records what the exception handler reports while a test runs. */
function reportedErrors(cleanup: (fn: () => void) => void) {
  const reported: unknown[] = []
  const report = HttpExceptionHandler.prototype.report
  HttpExceptionHandler.prototype.report = function (error, ctx) {
    reported.push(error)
    return report.call(this, error, ctx)
  }
  cleanup(() => (HttpExceptionHandler.prototype.report = report))
  return reported
}

/** The course form's save, as the admin page sends it. */
function saveCourse(client: ApiClient, course: { id: number }, editor: User) {
  return client
    .put(`/admin/cursos/${course.id}`)
    .json({
      title: 'Outro título',
      description: 'Um curso de teste.',
      level: 'beginner',
      category: 'science',
    })
    .loginAs(editor)
    .withCsrfToken()
    .redirects(0)
}

test.group('Admin: unexpected errors', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a database failure while saving a course is a reported 500, never a success toast', async ({
    client,
    assert,
    cleanup,
  }) => {
    const editor = await personWithRole('editor')
    const course = await CourseFactory.merge({ title: 'Meu curso' }).create()
    const reported = reportedErrors(cleanup)
    /* Rolled back with the test's transaction: the save now fails inside PostgreSQL. */
    await db.rawQuery('ALTER TABLE courses DROP COLUMN thumbnail_url')

    const response = await saveCourse(client, course, editor)

    response.assertStatus(500)
    assert.isNull(toastOf(response))
    assert.lengthOf(reported, 1)
    assert.include(String(reported[0]), 'thumbnail_url')
    const row = await db.from('courses').where('id', course.id).select('title').firstOrFail()
    assert.equal(row.title, 'Meu curso')
  })

  test('a server error tells the user a pt-BR message and a request id, never the SQL', async ({
    client,
    assert,
  }) => {
    const editor = await personWithRole('editor')
    const course = await CourseFactory.merge({ title: 'Meu curso' }).create()
    await db.rawQuery('ALTER TABLE courses DROP COLUMN thumbnail_url')
    const asJson = await saveCourse(client, course, editor).header('accept', 'application/json')
    asJson.assertStatus(500)
    assert.equal(asJson.body().message, SERVER_ERROR_MESSAGE)
    assert.isString(asJson.body().requestId)
    assert.notInclude(asJson.text(), 'thumbnail_url')
    assert.notInclude(asJson.text().toLowerCase(), 'update "courses"')

    const asPage = await saveCourse(client, course, editor)
      .header('accept', 'text/html')
      .withInertia()
    asPage.assertStatus(500)
    asPage.assertInertiaComponent('errors/server_error')
    assert.isString(asPage.body().props.requestId)
    assert.notInclude(asPage.text(), 'thumbnail_url')
  })

  test('a database failure while changing a role is a reported 500, never a success toast', async ({
    client,
    assert,
    cleanup,
  }) => {
    const admin = await personWithRole('admin')
    const member = await personWithRole(null)
    const reported = reportedErrors(cleanup)
    await db.rawQuery('ALTER TABLE profiles RENAME COLUMN role TO papel')

    const response = await client
      .patch(`/admin/usuarios/${member.id}/role`)
      .json({ role: 'instructor' })
      .loginAs(admin)
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(500)
    assert.isNull(toastOf(response))
    assert.lengthOf(reported, 1)
  })
})

test.group('Admin: a list that fails to load', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the page opens and the list answers as rescued, so the page says "Erro ao carregar cursos"', async ({
    client,
    assert,
  }) => {
    const editor = await personWithRole('editor')
    await CourseFactory.create()
    const page = await client.get('/admin/cursos').loginAs(editor).withInertia()
    page.assertStatus(200)
    page.assertInertiaComponent('admin/courses/index')

    await db.rawQuery('ALTER TABLE courses RENAME TO courses_fora_do_ar')
    const list = await client
      .get('/admin/cursos')
      .loginAs(editor)
      .withInertiaPartialReload('admin/courses/index', ['courses', 'archivedCount'])
    list.assertStatus(200)
    assert.includeMembers(list.body().rescuedProps, ['courses'])
    assert.notProperty(list.inertiaProps, 'courses')
  })
})
