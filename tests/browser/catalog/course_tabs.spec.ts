import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { CourseTab } from '#domain/catalog/catalog'
import QuizQuestion from '#models/quiz_question'
import QuizAttempt from '#models/quiz_attempt'
import StudyGoal from '#models/study_goal'
import { QuizSetFactory } from '#database/factories/quiz_factory'
import { hydrated, toastWith } from '../helpers.js'
import { completeLessons, createCourse, createLearner } from '../../functional/catalog/helpers.js'

const TABS: CourseTab[] = ['conteudo', 'progresso', 'simulador', 'mentor', 'objetivos', 'quiz']

test.group('Course page tabs in Chromium', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a learner opens Progresso, shows and hides the details and changes the weekly goal', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const { course, lessons } = await createCourse(
      { title: 'Cultivo Indoor Avançado', tabs: TABS },
      { modules: [2, 2] }
    )
    const learner = await createLearner()
    await completeLessons(learner, course, lessons.slice(0, 1))
    await browserContext.loginAs(learner)

    const page = await hydrated(await visit(`/cursos/${course.slug}`))
    await page.getByRole('tab', { name: 'Progresso' }).click()
    await page.waitForURL(`**/cursos/${course.slug}?aba=progresso`)
    const panel = page.getByRole('tabpanel')
    await panel.getByText('1 de 4 aulas concluídas').waitFor()
    await panel.getByText('25%', { exact: true }).waitFor()

    await panel.getByRole('button', { name: 'Ver Mais' }).click()
    await panel.getByText('Estudo na semana').waitFor()
    await panel.getByText('Mantendo a meta de 5 h por semana', { exact: false }).waitFor()

    await panel.getByLabel('Meta semanal (horas)').fill('7')
    await panel.getByRole('button', { name: 'Salvar meta' }).click()
    await toastWith(page, 'Meta semanal atualizada!').waitFor()
    await page
      .getByRole('tabpanel')
      .getByText('Mantendo a meta de 7 h por semana (60 min por dia)', { exact: false })
      .waitFor()
    assert.equal(new URL(page.url()).search, '?aba=progresso')
    const goal = await StudyGoal.findByOrFail('userId', learner.id)
    assert.equal(goal.weeklyHours, 7)

    await page.getByRole('tabpanel').getByRole('button', { name: 'Ocultar' }).click()
    await page.getByRole('tabpanel').getByRole('button', { name: 'Ver Mais' }).waitFor()
    await page.assertNotExists(page.getByText('Estudo na semana'))
  })

  test('a visitor opening Progresso is invited to sign in', async ({ visit }) => {
    const { course } = await createCourse({ tabs: TABS })
    const page = await hydrated(await visit(`/cursos/${course.slug}`))
    await page.getByRole('tab', { name: 'Progresso' }).click()
    await page.getByText('Acompanhe seu progresso').waitFor()
    await page.getByRole('tabpanel').getByRole('link', { name: 'Entrar' }).click()
    await page.waitForURL('**/auth')
  })

  test('a learner takes the Quiz Educativo to its result band', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const { course } = await createCourse({ title: 'Farmacologia Canabinóide', tabs: TABS })
    const set = await QuizSetFactory.apply('catalogue')
      .merge({ key: 'farmacologia-teste', courseId: course.id, title: 'Quiz de Farmacologia' })
      .with('questions', 3)
      .create()
    const questions = await QuizQuestion.query().where('quiz_set_id', set.id).orderBy('position')
    const learner = await createLearner()
    await browserContext.loginAs(learner)

    const page = await hydrated(await visit(`/cursos/${course.slug}`))
    await page.getByRole('tab', { name: 'Quiz Educativo' }).click()
    await page.getByRole('button', { name: 'Iniciar Quiz' }).click()

    for (let index = 0; index < 3; index++) {
      await page.getByText(`Pergunta ${index + 1} de 3`).waitFor()
      /* The attempt's own order: the question is read from the screen, its option picked by text */
      const shown = await page.getByRole('radiogroup').getAttribute('aria-label')
      const question = questions.find((item) => item.question === shown)!
      /* Two right answers, the last one wrong: 67 % */
      const choice = index < 2 ? question.correctIndexes[0] : (question.correctIndexes[0] + 1) % 4
      await page.getByRole('radio', { name: question.options[choice], exact: true }).click()
      await page
        .getByText(index < 2 ? 'Parabéns! Resposta correta.' : 'Ops! Vamos aprender juntos:')
        .waitFor()
      await page.getByText(question.explanation).waitFor()
      if (index < 2) await page.getByRole('button', { name: 'Próxima Pergunta' }).click()
    }
    await page.getByRole('button', { name: 'Finalizar Quiz' }).click()

    await page.getByRole('status').filter({ hasText: 'Bom trabalho!' }).waitFor()
    await page.getByText('Você acertou 2 de 3 perguntas (67%).').waitFor()
    const attempt = await QuizAttempt.query().where('user_id', learner.id).firstOrFail()
    assert.equal(attempt.courseId, course.id)
    assert.equal(attempt.score, 2)

    await page.getByRole('button', { name: 'Refazer Quiz' }).click()
    await page.getByText('Pergunta 1 de 3').waitFor()
  })

  test('a learner runs the simulator from the Simulador tab and sees the results', async ({
    visit,
    browserContext,
  }) => {
    const { course } = await createCourse({ tabs: TABS, simulators: ['grow_room'] })
    const learner = await createLearner()
    await browserContext.loginAs(learner)

    const page = await hydrated(await visit(`/cursos/${course.slug}`))
    await page.getByRole('tab', { name: 'Simulador' }).click()
    await page.getByRole('button', { name: 'Executar Simulação' }).click()
    await page.getByRole('button', { name: 'Processando...' }).waitFor()
    /* Defaults: 450 × 1.1 × 1.05 × 1.15 = 597.5 g/m² */
    await page.getByText('597,5 g/m²').waitFor({ timeout: 5000 })
    await page.getByText('100/100').waitFor()
  })
})
