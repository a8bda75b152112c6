import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import HttpExceptionHandler from '#exceptions/handler'
import { CourseFactory } from '#database/factories/course_factory'
import { personWithRole, toastOf } from './_helpers.js'

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

    const response = await client
      .put(`/admin/cursos/${course.id}`)
      .json({
        title: 'Outro título',
        description: 'Um curso de teste.',
        level: 'beginner',
        category: 'science',
        durationHours: '2',
      })
      .loginAs(editor)
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(500)
    assert.isNull(toastOf(response))
    assert.lengthOf(reported, 1)
    assert.include(String(reported[0]), 'thumbnail_url')
    const row = await db.from('courses').where('id', course.id).select('title').firstOrFail()
    assert.equal(row.title, 'Meu curso')
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
