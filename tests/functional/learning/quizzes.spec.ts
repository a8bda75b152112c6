import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import app from '@adonisjs/core/services/app'
import QuizAttempt from '#models/quiz_attempt'
import QuizService from '#services/quiz_service'
import QuizTransformer from '#transformers/quiz_transformer'
import QuizQuestion from '#models/quiz_question'
import LessonProgress from '#models/lesson_progress'
import { QuizSetFactory } from '#database/factories/quiz_factory'
import { courseWithLessons, learner } from './helpers.js'

async function lessonQuiz() {
  const { course, lessons } = await courseWithLessons(2, ['text', 'quiz'])
  const set = await QuizSetFactory.merge({ courseId: course.id, kind: 'lesson' })
    .with('questions', 5)
    .create()
  const questions = await QuizQuestion.query().where('quiz_set_id', set.id).orderBy('position')
  return { course, lesson: lessons[1], set, questions }
}

test.group('Catalogue quiz props (Quiz Educativo tab)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a course shows its own set, others fall back to the default, and no answer is sent', async ({
    assert,
  }) => {
    const { course: withOwn } = await courseWithLessons(1)
    const { course: withoutOwn } = await courseWithLessons(1)
    await QuizSetFactory.apply('catalogue')
      .merge({ key: 'default', title: 'Padrão' })
      .with('questions', 3)
      .create()
    await QuizSetFactory.apply('catalogue')
      .merge({ courseId: withOwn.id, title: 'Do curso' })
      .with('questions', 3)
      .create()
    const quizzes = await app.container.make(QuizService)

    const ownSet = await quizzes.catalogueSetFor(withOwn.id)
    const fallbackSet = await quizzes.catalogueSetFor(withoutOwn.id)
    const ownJson = new QuizTransformer(ownSet!).toObject()
    const fallbackJson = new QuizTransformer(fallbackSet!).toObject()

    assert.equal(ownJson.title, 'Do curso')
    assert.equal(fallbackJson.title, 'Padrão')
    assert.lengthOf(ownJson.questions, 3)
    assert.isNull(ownJson.timeLimitSeconds)
    assert.notInclude(JSON.stringify(ownJson), 'correctIndex')
    assert.notInclude(JSON.stringify(ownJson), 'Explicação')
  })
})

test.group('Quizzes graded on the server', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an answer reveals whether it was right, the right option and the explanation', async ({
    client,
    assert,
  }) => {
    const { set, lesson, questions } = await lessonQuiz()
    const user = await learner()
    const start = await client
      .post(`/quizzes/${set.id}/tentativas`)
      .json({ lessonId: lesson.id })
      .withCsrfToken()
      .loginAs(user)
    start.assertStatus(201)
    assert.equal(start.body().timeLimitSeconds, 300)
    assert.equal(start.body().total, 5)
    const attemptId = start.body().attemptId

    const question = questions[0]
    const wrong = (question.correctIndex + 1) % 4
    const answer = await client
      .post(`/quizzes/tentativas/${attemptId}/respostas`)
      .json({ questionId: question.id, selectedIndex: wrong })
      .withCsrfToken()
      .loginAs(user)

    answer.assertStatus(200)
    assert.deepEqual(answer.body(), {
      questionId: question.id,
      selectedIndex: wrong,
      correct: false,
      correctIndex: question.correctIndex,
      explanation: question.explanation,
      reinforcement: question.reinforcement,
    })
  })

  test('an option is chosen once per question: answering again changes nothing', async ({
    client,
    assert,
  }) => {
    const { set, lesson, questions } = await lessonQuiz()
    const user = await learner()
    const started = await client
      .post(`/quizzes/${set.id}/tentativas`)
      .json({ lessonId: lesson.id })
      .withCsrfToken()
      .loginAs(user)
    const attempt = started.body()
    const question = questions[0]
    const wrong = (question.correctIndex + 1) % 4
    const url = `/quizzes/tentativas/${attempt.attemptId}/respostas`
    await client
      .post(url)
      .json({ questionId: question.id, selectedIndex: wrong })
      .withCsrfToken()
      .loginAs(user)
    const again = await client
      .post(url)
      .json({ questionId: question.id, selectedIndex: question.correctIndex })
      .withCsrfToken()
      .loginAs(user)
    assert.equal(again.body().selectedIndex, wrong)
    assert.isFalse(again.body().correct)
  })

  test('a crafted score is ignored: the score comes from the stored answers', async ({
    client,
    assert,
  }) => {
    const { set, lesson, questions } = await lessonQuiz()
    const user = await learner()
    const started = await client
      .post(`/quizzes/${set.id}/tentativas`)
      .json({ lessonId: lesson.id })
      .withCsrfToken()
      .loginAs(user)
    const { attemptId } = started.body()
    /* Two right, one wrong, two unanswered */
    for (const [index, question] of questions.slice(0, 3).entries()) {
      const selectedIndex = index < 2 ? question.correctIndex : (question.correctIndex + 1) % 4
      await client
        .post(`/quizzes/tentativas/${attemptId}/respostas`)
        .json({ questionId: question.id, selectedIndex })
        .withCsrfToken()
        .loginAs(user)
    }

    const finish = await client
      .post(`/quizzes/tentativas/${attemptId}/finalizar`)
      .json({ score: 5, total: 5, percent: 100 })
      .withCsrfToken()
      .loginAs(user)

    finish.assertStatus(200)
    const result = finish.body()
    assert.equal(result.score, 2)
    assert.equal(result.total, 5)
    assert.equal(result.percent, 40)
    assert.equal(result.tier.message, 'Recomendamos revisar o conteúdo antes de prosseguir.')
    assert.equal(result.band, 'Continue estudando!')
    /* Unanswered questions never reveal their answer */
    assert.isNull(result.review[4].selectedIndex)
    assert.isNull(result.review[4].correctIndex)
    assert.equal(result.review[0].correctIndex, questions[0].correctIndex)

    const stored = await QuizAttempt.findOrFail(attemptId)
    assert.equal(stored.score, 2)
    assert.isNotNull(stored.finishedAt)
    assert.isAtLeast(stored.durationSeconds!, 0)
    /* 40 % is below the pass mark (70 %): the attempt does not complete the lesson */
    assert.isFalse(stored.passed)
    assert.isFalse(result.lessonCompleted)
    const lessonProgress = await LessonProgress.findBy({ userId: user.id, lessonId: lesson.id })
    assert.isNull(lessonProgress?.completedAt ?? null)

    const late = await client
      .post(`/quizzes/tentativas/${attemptId}/respostas`)
      .json({ questionId: questions[4].id, selectedIndex: questions[4].correctIndex })
      .withCsrfToken()
      .loginAs(user)
    late.assertStatus(422)
    assert.equal(late.body().message, 'Este quiz já foi finalizado.')
  })

  test('after the 300-second countdown an answer is refused and the duration is capped', async ({
    client,
    assert,
  }) => {
    const { set, lesson, questions } = await lessonQuiz()
    const user = await learner()
    const started = await client
      .post(`/quizzes/${set.id}/tentativas`)
      .json({ lessonId: lesson.id })
      .withCsrfToken()
      .loginAs(user)
    const { attemptId } = started.body()
    await QuizAttempt.query()
      .where('id', attemptId)
      .update({ startedAt: DateTime.now().minus({ seconds: 320 }).toJSDate() })

    const answer = await client
      .post(`/quizzes/tentativas/${attemptId}/respostas`)
      .json({ questionId: questions[0].id, selectedIndex: questions[0].correctIndex })
      .withCsrfToken()
      .loginAs(user)
    answer.assertStatus(422)
    assert.equal(answer.body().message, 'Tempo esgotado! Esta resposta não foi registrada.')

    const finished = await client
      .post(`/quizzes/tentativas/${attemptId}/finalizar`)
      .withCsrfToken()
      .loginAs(user)
    const result = finished.body()
    assert.equal(result.score, 0)
    assert.isTrue(result.timedOut)
    assert.equal(result.durationSeconds, 300)
  })

  test("a learner cannot answer or finish another learner's attempt", async ({
    client,
    assert,
  }) => {
    const { set, lesson, questions } = await lessonQuiz()
    const owner = await learner()
    const intruder = await learner()
    const started = await client
      .post(`/quizzes/${set.id}/tentativas`)
      .json({ lessonId: lesson.id })
      .withCsrfToken()
      .loginAs(owner)
    const { attemptId } = started.body()

    const answer = await client
      .post(`/quizzes/tentativas/${attemptId}/respostas`)
      .json({ questionId: questions[0].id, selectedIndex: 0 })
      .withCsrfToken()
      .loginAs(intruder)
      .accept('json')
    answer.assertStatus(403)
    const finish = await client
      .post(`/quizzes/tentativas/${attemptId}/finalizar`)
      .withCsrfToken()
      .loginAs(intruder)
      .accept('json')
    finish.assertStatus(403)
    const untouched = await QuizAttempt.findOrFail(attemptId)
    assert.isNull(untouched.finishedAt)
  })

  test('a question of another set, or an option outside 0–3, is refused', async ({ client }) => {
    const { set, lesson } = await lessonQuiz()
    const other = await QuizSetFactory.with('questions', 1).create()
    const otherQuestion = await QuizQuestion.query().where('quiz_set_id', other.id).firstOrFail()
    const user = await learner()
    const started = await client
      .post(`/quizzes/${set.id}/tentativas`)
      .json({ lessonId: lesson.id })
      .withCsrfToken()
      .loginAs(user)
    const { attemptId } = started.body()
    const url = `/quizzes/tentativas/${attemptId}/respostas`

    const foreign = await client
      .post(url)
      .json({ questionId: otherQuestion.id, selectedIndex: 0 })
      .withCsrfToken()
      .loginAs(user)
    foreign.assertStatus(422)
    foreign.assertBodyContains({ message: 'Esta pergunta não faz parte deste quiz.' })

    const invalid = await client
      .post(url)
      .json({ questionId: otherQuestion.id, selectedIndex: 7 })
      .withCsrfToken()
      .loginAs(user)
      .accept('json')
    invalid.assertStatus(422)
  })

  test('a catalogue quiz taken on a course page is linked to that course and graded with the bands', async ({
    client,
    assert,
  }) => {
    const { course } = await courseWithLessons(1)
    const set = await QuizSetFactory.apply('catalogue')
      .merge({ key: 'default' })
      .with('questions', 3)
      .create()
    const questions = await QuizQuestion.query().where('quiz_set_id', set.id).orderBy('position')
    const user = await learner()
    const started = await client
      .post(`/quizzes/${set.id}/tentativas`)
      .json({ courseId: course.id })
      .withCsrfToken()
      .loginAs(user)
    const { attemptId, timeLimitSeconds } = started.body()
    assert.isNull(timeLimitSeconds)
    for (const [index, question] of questions.entries()) {
      await client
        .post(`/quizzes/tentativas/${attemptId}/respostas`)
        .json({
          questionId: question.id,
          selectedIndex: index < 2 ? question.correctIndex : (question.correctIndex + 1) % 4,
        })
        .withCsrfToken()
        .loginAs(user)
    }
    const finished = await client
      .post(`/quizzes/tentativas/${attemptId}/finalizar`)
      .withCsrfToken()
      .loginAs(user)
    const result = finished.body()
    assert.equal(result.percent, 67)
    assert.equal(result.band, 'Bom trabalho!')
    const stored = await QuizAttempt.findOrFail(attemptId)
    assert.equal(stored.courseId, course.id)
  })
})
