import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { Page } from 'playwright'
import QuizQuestion from '#models/quiz_question'
import ReviewCard from '#models/review_card'
import { CourseFactory, LessonFactory } from '#database/factories/course_factory'
import { QuizSetFactory } from '#database/factories/quiz_factory'
import { premiumLearner } from '#tests/helpers/premium'
import { answerLessonQuiz, hydrated } from '../helpers.js'

/** Answers the review question on screen, right or wrong, picking the option by its text. */
async function answerShown(page: Page, questions: QuizQuestion[], right: boolean) {
  const group = page.getByRole('radiogroup')
  await group.waitFor()
  const shown = await group.getAttribute('aria-label')
  const question = questions.find((item) => item.question === shown)!
  const choice = right ? question.correctIndexes[0] : (question.correctIndexes[0] + 1) % 4
  await page.getByRole('radio', { name: question.options[choice], exact: true }).click()
  await page.getByRole('button', { name: 'Responder' }).click()
  await page.getByText(right ? 'Correto!' : 'Incorreto!', { exact: true }).waitFor()
  await page.getByText(question.explanation).waitFor()
  return question
}

test.group('Spaced review in Chromium', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('two questions missed in a quiz are due on the dashboard; the review session reschedules both', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const course = await CourseFactory.create()
    await LessonFactory.merge({
      courseId: course.id,
      title: 'Quiz final',
      lessonType: 'quiz',
      orderIndex: 1,
    }).create()
    const set = await QuizSetFactory.merge({
      courseId: course.id,
      kind: 'lesson',
      title: 'Quiz de avaliação',
    })
      .with('questions', 5)
      .create()
    const questions = await QuizQuestion.query().where('quiz_set_id', set.id).orderBy('position')
    const user = await premiumLearner()
    await browserContext.loginAs(user)

    const page = await hydrated(await visit(`/cursos/${course.slug}/aula/1`))
    await page.getByRole('button', { name: 'Iniciar Quiz' }).click()
    await answerLessonQuiz(page, questions, 3)
    await page.getByText('Você acertou 3 de 5 perguntas (60%).').waitFor()
    await page.getByText(/^As perguntas que você errou entraram na sua Revisão/).waitFor()

    await page.goto('/dashboard')
    await hydrated(page)
    await page.getByText('2 questões para revisar hoje').waitFor()
    await page.getByRole('link', { name: 'Revisar agora' }).click()

    await page.getByRole('heading', { name: 'Revisão', level: 1 }).waitFor()
    const first = await answerShown(page, questions, true)
    await page.getByText(/^Avaliação: (Fácil|Bom)\. Próxima revisão em \d+ dias/).waitFor()
    await page.getByRole('button', { name: 'Próxima questão' }).click()

    const second = await answerShown(page, questions, false)
    assert.notEqual(second.id, first.id)
    await page.getByText(/^Avaliação: Errou\. Próxima revisão amanhã/).waitFor()
    await page.getByRole('button', { name: 'Concluir revisão' }).click()
    await page.getByText('Revisão de hoje concluída!').waitFor()

    const cards = await ReviewCard.query().where('user_id', user.id)
    assert.lengthOf(cards, 2)
    for (const card of cards) assert.isAbove(card.due.toMillis(), Date.now())

    await page.getByRole('link', { name: 'Voltar ao painel' }).click()
    await page.getByText('Nenhuma questão para revisar hoje').waitFor()

    await page.goto('/analytics')
    await hydrated(page)
    const review = page.getByRole('region', { name: 'Revisão espaçada' })
    await review.getByText('50%').waitFor()
    await review.getByText('2 questões ainda na fila').waitFor()
  })
})
