import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { Page } from 'playwright'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import QuizAttempt from '#models/quiz_attempt'
import QuizQuestion from '#models/quiz_question'
import { CourseFactory, LessonFactory } from '#database/factories/course_factory'
import { QuizSetFactory } from '#database/factories/quiz_factory'
import { premiumLearner } from '#tests/helpers/premium'
import { lastWeekStarts, shortDay } from '#domain/learning/analytics'
import { dayKey } from '#domain/learning/streaks'
import { answerLessonQuiz, hydrated } from '../helpers.js'

/** The 'Progresso semanal' chart, its 'Ver dados' table opened, and the row of one week. */
async function weekRow(page: Page, weekLabel: string) {
  const figure = page.locator('figure').filter({ has: page.getByRole('img', { name: /semanal/ }) })
  const details = figure.locator('details')
  if ((await details.getAttribute('open')) === null) await figure.getByText('Ver dados').click()
  return figure.getByRole('row', { name: `Semana de ${weekLabel}` })
}

/** The big number of a summary card ('Média geral', 'Quizzes concluídos'…), once it reads `value`. */
function cardValue(page: Page, label: string, value: string) {
  return page
    .getByRole('region', { name: 'Resumo' })
    .locator('div.p-5', { has: page.getByText(label, { exact: true }) })
    .locator('p.text-3xl')
    .filter({ hasText: new RegExp(`^${value}$`) })
}

test.group('Learner analytics in Chromium', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a learner finishes a quiz and sees the average and the weekly chart change', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const course = await CourseFactory.merge({ title: 'Curso de Análises' }).create()
    const lesson = await LessonFactory.merge({
      courseId: course.id,
      title: 'Quiz final',
      lessonType: 'quiz',
      orderIndex: 1,
    }).create()
    const set = await QuizSetFactory.merge({ courseId: course.id, kind: 'lesson' })
      .with('questions', 5)
      .create()
    const questions = await QuizQuestion.query().where('quiz_set_id', set.id).orderBy('position')
    const user = await premiumLearner()

    /* Last week: the same quiz, all right (100 %) */
    const lastWeek = DateTime.now().minus({ weeks: 1 })
    const previous = await QuizAttempt.create({
      userId: user.id,
      quizSetId: set.id,
      courseId: course.id,
      lessonId: lesson.id,
      timeLimitSeconds: 300,
      startedAt: lastWeek.minus({ minutes: 4 }),
      finishedAt: lastWeek,
      score: 5,
      total: 5,
      durationSeconds: 240,
      timedOut: false,
    })
    await db.table('quiz_attempt_answers').multiInsert(
      questions.map((question) => ({
        quiz_attempt_id: previous.id,
        quiz_question_id: question.id,
        selected_indexes: JSON.stringify(question.correctIndexes),
        is_correct: true,
        answered_at: lastWeek.toJSDate(),
      }))
    )
    const [lastWeekLabel, thisWeekLabel] = lastWeekStarts(dayKey(new Date()), 2).map(shortDay)
    await browserContext.loginAs(user)

    const page = await visit('/analytics')
    await page.getByRole('heading', { name: 'Análises de Performance' }).waitFor()
    await cardValue(page, 'Média geral', '100%').waitFor()
    await page.getByText('Faixa verde: 90% ou mais').waitFor()
    await cardValue(page, 'Quizzes concluídos', '1 de 1').waitFor()
    const lastWeekRow = await weekRow(page, lastWeekLabel)
    await lastWeekRow.getByText('100%').waitFor()
    assert.equal(await lastWeekRow.getByRole('cell').first().innerText(), '1')
    const thisWeekRow = await weekRow(page, thisWeekLabel)
    await thisWeekRow.getByText('sem quiz').waitFor()

    /* Takes the quiz again: one answer right out of five (20 %) */
    const lessonPage = await hydrated(await visit(`/cursos/${course.slug}/aula/1`))
    await lessonPage.getByRole('button', { name: 'Iniciar Quiz' }).click()
    await answerLessonQuiz(lessonPage, questions, 1)
    await lessonPage.getByText('Você acertou 1 de 5 perguntas (20%).').waitFor()

    /* (100 + 20) / 2 = 60 %: the average turns red and this week gets its point on the chart */
    const after = await visit('/analytics')
    await cardValue(after, 'Média geral', '60%').waitFor()
    await after.getByText('Faixa vermelho: abaixo de 70%').waitFor()
    await after.getByText('2 quizzes finalizados · melhor: 100%').waitFor()
    const thisWeekAfter = await weekRow(after, thisWeekLabel)
    await thisWeekAfter.getByText('20%').waitFor()
    assert.equal(await thisWeekAfter.getByRole('cell').first().innerText(), '1')
  })
  test('a new learner sees helpful empty states on every tab, each tab with its own address', async ({
    visit,
    browserContext,
  }) => {
    await CourseFactory.create()
    const user = await premiumLearner()
    await browserContext.loginAs(user)

    const page = await visit('/analytics')
    await cardValue(page, 'Média geral', '—').waitFor()
    await page.getByText('Faça seu primeiro quiz para ver sua média.').waitFor()
    await page
      .getByText('Conclua aulas ou participe da comunidade para entrar no ranking.')
      .waitFor()
    await page.getByText('Nenhum quiz ainda').waitFor()
    await page.getByText('Nenhum quiz nas últimas 8 semanas').waitFor()

    await page.getByRole('tab', { name: 'Progresso' }).click()
    await page.waitForURL('**/analytics?aba=progresso')
    await page.getByText('Nenhum tempo de estudo nas últimas 8 semanas').waitFor()
    await page.getByText('Nenhum curso começado').waitFor()

    await page.getByRole('tab', { name: 'Pontos Fortes' }).click()
    await page.waitForURL('**/analytics?aba=pontos-fortes')
    await page.getByText('Ainda sem matérias avaliadas').waitFor()

    await page.getByRole('tab', { name: 'Conquistas' }).click()
    await page.waitForURL('**/analytics?aba=conquistas')
    await page.getByText('0 de 8 conquistadas').waitFor()
    await page.getByText('Bloqueado', { exact: true }).first().waitFor()

    /* The address opens the same tab */
    const again = await visit('/analytics?aba=conquistas')
    await again.getByRole('tab', { name: 'Conquistas', selected: true }).waitFor()
  })
})
