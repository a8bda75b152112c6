import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import QuizQuestion from '#models/quiz_question'
import QuizAttempt from '#models/quiz_attempt'
import LessonProgress from '#models/lesson_progress'
import { CourseFactory, LessonFactory } from '#database/factories/course_factory'
import { premiumLearner } from '#tests/helpers/premium'
import { lessonBadge } from './helpers.js'
import { QuizSetFactory } from '#database/factories/quiz_factory'

const LETTERS = ['Alternativa A', 'Alternativa B', 'Alternativa C', 'Alternativa D']

test.group('Lesson quiz in Chromium', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a learner takes the lesson quiz against the countdown and reaches the results', async ({
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

    const page = await visit(`/cursos/${course.slug}/aula/1`)
    await page.getByRole('button', { name: 'Iniciar Quiz' }).click()
    await page.getByRole('timer').waitFor()
    const countdown = await page.getByRole('timer').innerText()
    assert.match(countdown, /0[45]:\d\d/)

    for (const [index, question] of questions.entries()) {
      await page.getByText(`Pergunta ${index + 1} de 5`).waitFor()
      /* First answer right, the others wrong */
      const choice = index === 0 ? question.correctIndex : (question.correctIndex + 1) % 4
      await page.getByRole('radio', { name: LETTERS[choice] }).click()
      await page.getByRole('button', { name: 'Ver Resultado' }).click()
      await page.getByText(index === 0 ? 'Correto!' : 'Incorreto!', { exact: true }).waitFor()
      await page.getByText(question.explanation).waitFor()
      if (index < 4) await page.getByRole('button', { name: 'Próxima Pergunta' }).click()
    }
    await page.getByRole('button', { name: 'Finalizar Quiz' }).click()

    await page.getByText('Você acertou 1 de 5 perguntas (20%).').waitFor()
    await page.getByText('Recomendamos revisar o conteúdo antes de prosseguir.').waitFor()
    await page.getByRole('list', { name: 'Revisão das respostas' }).waitFor()
    await page.getByRole('button', { name: 'Tentar Novamente' }).waitFor()
    /* 20 % is below the pass mark: the lesson waits for a passing attempt. */
    await page
      .getByText('Seja aprovado no quiz (nota mínima 70%) para concluir esta aula.')
      .waitFor()
    await lessonBadge(page, 'Em andamento').waitFor()

    const attempt = await QuizAttempt.query().where('user_id', user.id).firstOrFail()
    assert.equal(attempt.score, 1)
    assert.isFalse(attempt.passed)
    const lessonProgress = await LessonProgress.findBy({ userId: user.id, lessonId: lesson.id })
    assert.isNull(lessonProgress?.completedAt ?? null)

    await page.getByRole('button', { name: 'Tentar Novamente' }).click()
    await page.getByRole('button', { name: 'Iniciar Quiz' }).waitFor()
  })
})
