import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Lesson from '#models/lesson'
import CourseModule from '#models/course_module'
import { CourseFactory } from '#database/factories/course_factory'
import { contentAdmin, freeLearner } from '#tests/helpers/premium'
import { availableMessage, releaseDate } from '#domain/catalog/pacing'
import { hydrated, switchMember, toastWith } from '../helpers.js'

/** A published Premium course: 'Fundamentos' (Aulas 1 and 2) and 'Prática' (Aula 3), no preview yet. */
async function premiumCourse() {
  const course = await CourseFactory.merge({ price: 37, title: 'Cultivo em ritmo' }).create()
  const lessons: Lesson[] = []
  for (const [index, [title, size]] of (
    [
      ['Fundamentos', 2],
      ['Prática', 1],
    ] as const
  ).entries()) {
    const module = await CourseModule.create({
      courseId: course.id,
      title,
      orderIndex: index + 1,
    })
    for (let i = 0; i < size; i++) {
      const order = lessons.length + 1
      lessons.push(
        await Lesson.create({
          courseId: course.id,
          moduleId: module.id,
          title: `Aula ${order}`,
          lessonType: 'text',
          content: `Texto da aula ${order}.`,
          objectives: [],
          orderIndex: order,
          isPublished: true,
          isFreePreview: false,
        })
      )
    }
  }
  return course
}

test.group('Admin sets the free preview and the pacing; the learner sees the lock', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("module 2 released 7 days after enrolment: the learner sees 'Disponível em' with the date", async ({
    visit,
    browserContext,
    assert,
  }) => {
    const course = await premiumCourse()
    const editor = await contentAdmin()
    await browserContext.loginAs(editor)

    /* 'Ritmo do curso' → 'Liberação programada'. */
    const form = await hydrated(await visit(`/admin/cursos/${course.id}/editar`))
    await form.getByLabel('Ritmo do curso').selectOption({ label: 'Liberação programada' })
    await form.getByRole('button', { name: 'Salvar Alterações' }).click()
    await toastWith(form, 'Curso atualizado com sucesso!').waitFor()

    /* Module 2 opens 7 days after the enrolment. */
    const show = await hydrated(await visit(`/admin/cursos/${course.id}?aba=aulas`))
    const days = show.locator('#module-' + (await secondModuleId(course.id)) + '-release')
    await days.fill('7')
    await show.getByRole('button', { name: 'Salvar prazo' }).nth(1).click()
    await toastWith(show, 'Módulo atualizado com sucesso!').waitFor()

    /* 'Prévia gratuita' on the first lesson of module 2. */
    await show.getByRole('button', { name: 'Editar a aula Aula 3' }).click()
    const dialog = show.getByRole('dialog', { name: 'Editar Aula' })
    const toggle = dialog.getByRole('switch', { name: 'Prévia gratuita' })
    assert.equal(await toggle.getAttribute('aria-checked'), 'false')
    await toggle.click()
    await dialog.getByRole('button', { name: 'Salvar Alterações' }).click()
    await toastWith(show, 'Aula atualizada com sucesso!').waitFor()

    /* A free member enrols (first visit) and meets the date on Aula 3. */
    const member = await freeLearner()
    await switchMember(browserContext, member)
    const expected = availableMessage(releaseDate(new Date(), 7))
    const first = await hydrated(await visit(`/cursos/${course.slug}/aula/3`))
    const lock = first.getByTestId('pacing-lock-panel')
    await lock.getByText('Aula ainda bloqueada').waitFor()
    await lock.getByText(expected).waitFor()

    /* The course page shows the same date on the row, and Premium on Aula 2. */
    const coursePage = await hydrated(await visit(`/cursos/${course.slug}`))
    await coursePage.getByRole('button', { name: /Prática/ }).click()
    const row = coursePage.locator('li[data-paced="true"]').filter({ hasText: 'Aula 3' })
    await row.getByText(expected).waitFor()
    const premiumRow = coursePage.locator('li[data-locked="true"]').filter({ hasText: 'Aula 2' })
    await premiumRow.waitFor()
  })
})

async function secondModuleId(courseId: number) {
  const modules = await CourseModule.query().where('course_id', courseId).orderBy('order_index')
  return modules[1].id
}
