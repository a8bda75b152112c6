import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { Page } from 'playwright'
import QuizQuestion from '#models/quiz_question'
import QuizAttempt from '#models/quiz_attempt'
import LessonProgress from '#models/lesson_progress'
import { CourseFactory, LessonFactory } from '#database/factories/course_factory'
import { premiumLearner } from '#tests/helpers/premium'
import { answerLessonQuiz, hydrated, lessonBadge } from '../helpers.js'
import { QuizSetFactory } from '#database/factories/quiz_factory'

/** The result's verdict, next to the pass mark. */
function verdict(page: Page, text: 'Aprovado' | 'Não aprovado') {
  return page
    .getByRole('status')
    .filter({ hasText: 'Nota mínima: 70%' })
    .getByText(text, { exact: true })
}

test.group('Lesson quiz in Chromium', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a quiz failed at 20 % is "Não aprovado" and leaves the lesson to do; a retry at 80 % is "Aprovado" and completes it', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const course = await CourseFactory.create()
    const lesson = await LessonFactory.merge({
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
    await page.getByText('Nota mínima: 70%').waitFor()
    await page.getByRole('button', { name: 'Iniciar Quiz' }).click()
    await page.getByRole('timer').waitFor()
    const countdown = await page.getByRole('timer').innerText()
    assert.match(countdown, /0[45]:\d\d/)

    await answerLessonQuiz(page, questions, 1)

    await page.getByText('Você acertou 1 de 5 perguntas (20%).').waitFor()
    await verdict(page, 'Não aprovado').waitFor()
    await page
      .getByText('Esta tentativa não atingiu a nota mínima e não conclui a aula. Tente novamente.')
      .waitFor()
    await page.getByText('Recomendamos revisar o conteúdo antes de prosseguir.').waitFor()
    await page.getByRole('list', { name: 'Revisão das respostas' }).waitFor()
    const failed = await QuizAttempt.query().where('user_id', user.id).firstOrFail()
    assert.equal(failed.score, 1)
    assert.isFalse(failed.passed)

    /* Back to the quiz: the standing says 'Não aprovado', and so does the lesson's badge */
    await page.getByRole('button', { name: 'Tentar Novamente' }).click()
    await page.getByText('Melhor tentativa: 20%').waitFor()
    await page.getByText('Última tentativa: 20% (Não aprovado)').waitFor()
    await lessonBadge(page, 'Não aprovado').waitFor()
    const notDone = await LessonProgress.findBy({ userId: user.id, lessonId: lesson.id })
    assert.isNull(notDone?.completedAt ?? null)

    await page.getByRole('button', { name: 'Iniciar Quiz' }).click()
    await answerLessonQuiz(page, questions, 4)

    await page.getByText('Você acertou 4 de 5 perguntas (80%).').waitFor()
    await verdict(page, 'Aprovado').waitFor()
    await page.getByText('Parabéns! Você atingiu a nota mínima e concluiu esta aula.').waitFor()
    await lessonBadge(page, 'Concluída').waitFor()
    const lessonProgress = await LessonProgress.findByOrFail({
      userId: user.id,
      lessonId: lesson.id,
    })
    assert.isNotNull(lessonProgress.completedAt)

    await page.getByRole('button', { name: 'Tentar Novamente' }).click()
    await page.getByText('Melhor tentativa: 80%').waitFor()
    await page.getByRole('button', { name: 'Iniciar Quiz' }).waitFor()
  })
})
