import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { CourseFactory, LessonFactory } from '#database/factories/course_factory'
import { premiumLearner } from '#tests/helpers/premium'
import { lessonBadge } from '../helpers.js'

test.group('Grow room simulator in Chromium', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('running the simulator shows Processando..., then the yield and a heat warning', async ({
    visit,
    browserContext,
  }) => {
    const course = await CourseFactory.merge({ simulators: ['grow_room', 'nutrition'] }).create()
    await LessonFactory.merge({
      courseId: course.id,
      title: 'Simulador: monte seu grow room',
      lessonType: 'interactive',
      simulator: 'grow_room',
      orderIndex: 1,
      /* No text to read first: running the simulation is all the lesson asks. */
      content: null,
    }).create()
    const user = await premiumLearner()
    await browserContext.loginAs(user)
    const page = await visit(`/cursos/${course.slug}/aula/1`)

    /* 24 °C → 32 °C with the keyboard */
    await page.getByRole('slider', { name: 'Temperatura' }).focus()
    for (let i = 0; i < 8; i++) await page.keyboard.press('ArrowRight')
    await page.getByText('32 °C').first().waitFor()

    await page.getByRole('button', { name: 'Executar Simulação' }).click()
    await page.getByRole('button', { name: 'Processando...' }).waitFor()

    /* 450 × 0.7 × 1.05 × 1.15 = 380.4 → 380,5 g/m² */
    await page.getByText('380,5 g/m²').waitFor({ timeout: 5000 })
    await page.getByText('Temperatura muito alta - risco de stress térmico').waitFor()
    await page.getByText('75/100').waitFor()
    /* A simulation completing completes the interactive lesson */
    await lessonBadge(page, 'Concluída').waitFor()

    await page.getByRole('button', { name: 'Redefinir' }).click()
    await page.getByText('24 °C').first().waitFor()
    await page.assertNotExists('text=380,5 g/m²')
  })
})
