import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import { CourseFactory, LessonFactory, UserFactory } from '#database/factories/course_factory'
import { hydrated } from '../helpers.js'

/* Every violation the page reports, recorded from before its first script runs. */
const RECORD_VIOLATIONS = `
  window.__cspViolations = []
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__cspViolations.push(event.violatedDirective + ' ' + event.blockedURI)
  })
`

test.group('Content-Security-Policy in Chromium', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('public and signed-in pages work under the policy without a single violation', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const course = await CourseFactory.merge({ title: 'Curso sob a política' }).create()
    await LessonFactory.merge({
      courseId: course.id,
      title: 'Primeira aula',
      orderIndex: 1,
    }).create()
    const learner = await UserFactory.merge({
      fullName: 'Clara Política',
      emailVerifiedAt: DateTime.now(),
    }).create()

    await browserContext.addInitScript(RECORD_VIOLATIONS)
    for (const url of ['/', '/cursos', `/cursos/${course.slug}`, '/auth']) {
      const page = await visit(url)
      await hydrated(page)
      assert.deepEqual(await page.evaluate(() => (globalThis as any).__cspViolations), [], url)
      await page.close()
    }

    await browserContext.loginAs(learner)
    for (const url of ['/dashboard', `/cursos/${course.slug}/aula/1`, '/perfil']) {
      const page = await visit(url)
      await hydrated(page)
      assert.deepEqual(await page.evaluate(() => (globalThis as any).__cspViolations), [], url)
      await page.close()
    }
  })
})
