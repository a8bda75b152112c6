import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import app from '@adonisjs/core/services/app'
import QuizAttempt from '#models/quiz_attempt'
import QuizService from '#services/learning/quiz_service'
import QuizTransformer from '#transformers/quiz_transformer'
import QuizQuestion from '#models/quiz_question'
import QuizAttemptAnswer from '#models/quiz_attempt_answer'
import LessonProgress from '#models/lesson_progress'
import { QuizSetFactory } from '#database/factories/quiz_factory'
import type User from '#models/user'
import type { StartedAttempt } from '#services/learning/quiz_service'
import { courseWithLessons, learner } from './helpers.js'

async function lessonQuiz(count = 5) {
  const { course, lessons } = await courseWithLessons(2, ['text', 'quiz'])
  const set = await QuizSetFactory.merge({ courseId: course.id, kind: 'lesson' })
    .with('questions', count)
    .create()
  const questions = await QuizQuestion.query().where('quiz_set_id', set.id).orderBy('position')
  return { course, lesson: lessons[1], set, questions }
}

async function startAttempt(
  client: any,
  user: User,
  setId: number,
  body: { lessonId?: number; courseId?: number }
): Promise<StartedAttempt> {
  const started = await client
    .post(`/quizzes/${setId}/tentativas`)
    .json(body)
    .withCsrfToken()
    .loginAs(user)
  started.assertStatus(201)
  return started.body()
}

/** The index the attempt shows a question's option at: its right one, or a wrong one. */
function shownIndex(attempt: StartedAttempt, question: QuizQuestion, right: boolean) {
  const original = right ? question.correctIndexes[0] : (question.correctIndexes[0] + 1) % 4
  const shown = attempt.questions.find((item) => item.id === question.id)!
  return shown.options.indexOf(question.options[original])
}

function answer(client: any, user: User, attemptId: number, questionId: number, index: number) {
  return client
    .post(`/quizzes/tentativas/${attemptId}/respostas`)
    .json({ questionId, selectedIndex: index })
    .withCsrfToken()
    .loginAs(user)
}

function finish(client: any, user: User, attemptId: number) {
  return client.post(`/quizzes/tentativas/${attemptId}/finalizar`).withCsrfToken().loginAs(user)
}

/** Answers `right` of the questions correctly (in the attempt's order), the others wrong, and finishes. */
async function takeQuiz(
  client: any,
  user: User,
  attempt: StartedAttempt,
  questions: QuizQuestion[],
  right: number
) {
  for (const [index, shown] of attempt.questions.entries()) {
    const question = questions.find((item) => item.id === shown.id)!
    await answer(
      client,
      user,
      attempt.attemptId,
      question.id,
      shownIndex(attempt, question, index < right)
    )
  }
  const finished = await finish(client, user, attempt.attemptId)
  finished.assertStatus(200)
  return finished.body()
}

test.group('Catalogue quiz props (Quiz Educativo tab)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a course shows its own set, others fall back to the default, and no question nor answer is sent', async ({
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
    /* The questions come with an attempt, in its own order */
    assert.equal(ownJson.questionCount, 3)
    assert.notProperty(ownJson, 'questions')
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
    const attempt = await startAttempt(client, user, set.id, { lessonId: lesson.id })
    assert.equal(attempt.timeLimitSeconds, 300)
    assert.equal(attempt.total, 5)
    assert.equal(attempt.passPercent, 70)
    assert.sameMembers(
      attempt.questions.map((question) => question.id),
      questions.map((question) => question.id)
    )
    assert.notInclude(JSON.stringify(attempt), 'correctIndex')
    assert.notInclude(JSON.stringify(attempt), 'Explicação')

    const question = questions[0]
    const wrong = shownIndex(attempt, question, false)
    const response = await answer(client, user, attempt.attemptId, question.id, wrong)

    response.assertStatus(200)
    /* Both indexes in the attempt's terms: the options as shown */
    assert.deepEqual(response.body(), {
      questionId: question.id,
      selectedIndex: wrong,
      selectedIndexes: [wrong],
      correct: false,
      correctIndex: shownIndex(attempt, question, true),
      correctIndexes: [shownIndex(attempt, question, true)],
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
    const attempt = await startAttempt(client, user, set.id, { lessonId: lesson.id })
    const question = questions[0]
    const wrong = shownIndex(attempt, question, false)
    await answer(client, user, attempt.attemptId, question.id, wrong)
    const again = await answer(
      client,
      user,
      attempt.attemptId,
      question.id,
      shownIndex(attempt, question, true)
    )
    assert.equal(again.body().selectedIndex, wrong)
    assert.isFalse(again.body().correct)
  })

  test('a crafted score is ignored: the score comes from the stored answers', async ({
    client,
    assert,
  }) => {
    const { set, lesson, questions } = await lessonQuiz()
    const user = await learner()
    const attempt = await startAttempt(client, user, set.id, { lessonId: lesson.id })
    const { attemptId } = attempt
    /* In the attempt's order: two right, one wrong, two unanswered */
    const shown = attempt.questions.map((item) => questions.find((q) => q.id === item.id)!)
    for (const [index, question] of shown.slice(0, 3).entries()) {
      await answer(client, user, attemptId, question.id, shownIndex(attempt, question, index < 2))
    }

    const finished = await client
      .post(`/quizzes/tentativas/${attemptId}/finalizar`)
      .json({ score: 5, total: 5, percent: 100 })
      .withCsrfToken()
      .loginAs(user)

    finished.assertStatus(200)
    const result = finished.body()
    assert.equal(result.score, 2)
    assert.equal(result.total, 5)
    assert.equal(result.percent, 40)
    assert.equal(result.tier.message, 'Recomendamos revisar o conteúdo antes de prosseguir.')
    assert.equal(result.band, 'Continue estudando!')
    /* The review follows the attempt's order, options as shown */
    assert.deepEqual(
      result.review.map((item: { questionId: number }) => item.questionId),
      attempt.questions.map((item) => item.id)
    )
    assert.deepEqual(result.review[0].options, attempt.questions[0].options)
    assert.equal(result.review[0].correctIndex, shownIndex(attempt, shown[0], true))
    /* Unanswered questions never reveal their answer */
    assert.isNull(result.review[4].selectedIndex)
    assert.isNull(result.review[4].correctIndex)

    const stored = await QuizAttempt.findOrFail(attemptId)
    assert.equal(stored.score, 2)
    assert.isFalse(stored.passed)
    assert.isNotNull(stored.finishedAt)
    assert.isAtLeast(stored.durationSeconds!, 0)
    /* 40 % is below the pass mark (70 %): the attempt does not complete the lesson */
    assert.isFalse(result.lessonCompleted)
    const lessonProgress = await LessonProgress.findBy({ userId: user.id, lessonId: lesson.id })
    assert.isNull(lessonProgress?.completedAt ?? null)

    const late = await answer(
      client,
      user,
      attemptId,
      shown[4].id,
      shownIndex(attempt, shown[4], true)
    )
    late.assertStatus(422)
    assert.equal(late.body().message, 'Este quiz já foi finalizado.')
  })

  test('after the 300-second countdown an answer is refused and the duration is capped', async ({
    client,
    assert,
  }) => {
    const { set, lesson, questions } = await lessonQuiz()
    const user = await learner()
    const attempt = await startAttempt(client, user, set.id, { lessonId: lesson.id })
    const { attemptId } = attempt
    await QuizAttempt.query()
      .where('id', attemptId)
      .update({ startedAt: DateTime.now().minus({ seconds: 320 }).toJSDate() })

    const late = await answer(
      client,
      user,
      attemptId,
      questions[0].id,
      shownIndex(attempt, questions[0], true)
    )
    late.assertStatus(422)
    assert.equal(late.body().message, 'Tempo esgotado! Esta resposta não foi registrada.')

    const finished = await finish(client, user, attemptId)
    const result = finished.body()
    assert.equal(result.score, 0)
    assert.isTrue(result.timedOut)
    assert.isFalse(result.passed)
    assert.equal(result.durationSeconds, 300)
  })

  test("a learner cannot answer or finish another learner's attempt", async ({
    client,
    assert,
  }) => {
    const { set, lesson, questions } = await lessonQuiz()
    const owner = await learner()
    const intruder = await learner()
    const { attemptId } = await startAttempt(client, owner, set.id, { lessonId: lesson.id })

    const answered = await client
      .post(`/quizzes/tentativas/${attemptId}/respostas`)
      .json({ questionId: questions[0].id, selectedIndex: 0 })
      .withCsrfToken()
      .loginAs(intruder)
      .accept('json')
    answered.assertStatus(403)
    const finished = await client
      .post(`/quizzes/tentativas/${attemptId}/finalizar`)
      .withCsrfToken()
      .loginAs(intruder)
      .accept('json')
    finished.assertStatus(403)
    const untouched = await QuizAttempt.findOrFail(attemptId)
    assert.isNull(untouched.finishedAt)
  })

  test('a question of another set, or an option outside 0–3, is refused', async ({ client }) => {
    const { set, lesson } = await lessonQuiz()
    const other = await QuizSetFactory.with('questions', 1).create()
    const otherQuestion = await QuizQuestion.query().where('quiz_set_id', other.id).firstOrFail()
    const user = await learner()
    const { attemptId } = await startAttempt(client, user, set.id, { lessonId: lesson.id })
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
    const attempt = await startAttempt(client, user, set.id, { courseId: course.id })
    assert.isNull(attempt.timeLimitSeconds)
    assert.lengthOf(attempt.questions, 3)
    const result = await takeQuiz(client, user, attempt, questions, 2)
    assert.equal(result.percent, 67)
    assert.equal(result.band, 'Bom trabalho!')
    assert.isFalse(result.lessonCompleted)
    const stored = await QuizAttempt.findOrFail(attempt.attemptId)
    assert.equal(stored.courseId, course.id)
    assert.lengthOf(stored.questionOrder!, 3)
  })
})

test.group('Graded lesson quizzes: pass mark and shuffling', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a lesson quiz at 20 % is "Não aprovado": stored as failed, the lesson stays to be done', async ({
    client,
    assert,
  }) => {
    const { set, lesson, questions } = await lessonQuiz()
    const user = await learner()
    const attempt = await startAttempt(client, user, set.id, { lessonId: lesson.id })

    const result = await takeQuiz(client, user, attempt, questions, 1)

    assert.equal(result.percent, 20)
    assert.isFalse(result.passed)
    assert.equal(result.passPercent, 70)
    assert.isFalse(result.lessonCompleted)
    const stored = await QuizAttempt.findOrFail(attempt.attemptId)
    assert.isFalse(stored.passed)
    const progress = await LessonProgress.findBy({ userId: user.id, lessonId: lesson.id })
    assert.isNull(progress?.completedAt ?? null)

    /* Finishing again changes nothing */
    const again = await finish(client, user, attempt.attemptId)
    assert.isFalse(again.body().passed)
    const still = await LessonProgress.findBy({ userId: user.id, lessonId: lesson.id })
    assert.isNull(still?.completedAt ?? null)
  })

  test('a retry at 80 % passes: stored as passed before the lesson completes', async ({
    client,
    assert,
  }) => {
    const { set, lesson, questions } = await lessonQuiz()
    const user = await learner()
    await takeQuiz(
      client,
      user,
      await startAttempt(client, user, set.id, { lessonId: lesson.id }),
      questions,
      1
    )

    const retry = await startAttempt(client, user, set.id, { lessonId: lesson.id })
    const result = await takeQuiz(client, user, retry, questions, 4)

    assert.equal(result.percent, 80)
    assert.isTrue(result.passed)
    assert.isTrue(result.lessonCompleted)
    const stored = await QuizAttempt.findOrFail(retry.attemptId)
    assert.isTrue(stored.passed)
    const progress = await LessonProgress.findByOrFail({ userId: user.id, lessonId: lesson.id })
    assert.isNotNull(progress.completedAt)
    /* The lesson completed after the attempt was graded passed */
    assert.isTrue(progress.completedAt! >= stored.finishedAt!)
  })

  test('the course page’s row of a quiz failed on every attempt reads "Não aprovado" until a pass completes it', async ({
    client,
    assert,
  }) => {
    const { course, set, lesson, questions } = await lessonQuiz()
    const user = await learner()
    const row = async () => {
      const page = await client.get(`/cursos/${course.slug}`).withInertia().loginAs(user)
      const rows = Object.values(page.inertiaProps.lessons as Record<string, any[]>).flat()
      return rows.find((item) => item.id === lesson.id)
    }
    assert.include(await row(), { failed: false, mark: 'pending' })

    await takeQuiz(
      client,
      user,
      await startAttempt(client, user, set.id, { lessonId: lesson.id }),
      questions,
      2
    )
    assert.include(await row(), { failed: true })

    await takeQuiz(
      client,
      user,
      await startAttempt(client, user, set.id, { lessonId: lesson.id }),
      questions,
      5
    )
    assert.include(await row(), { failed: false, mark: 'completed' })
  })

  test('the set’s own pass mark decides: 60 % passes a set at 60', async ({ client, assert }) => {
    const { set, lesson, questions } = await lessonQuiz()
    set.passPercent = 60
    await set.save()
    const user = await learner()
    const result = await takeQuiz(
      client,
      user,
      await startAttempt(client, user, set.id, { lessonId: lesson.id }),
      questions,
      3
    )
    assert.equal(result.percent, 60)
    assert.isTrue(result.passed)
    assert.equal(result.passPercent, 60)
  })

  test('answers by the index shown are graded right under shuffling; two attempts get different orders', async ({
    client,
    assert,
  }) => {
    /* 12 questions: two attempts in the same order would be a 1 in 479,001,600 chance */
    const { set, lesson, questions } = await lessonQuiz(12)
    const user = await learner()
    const first = await startAttempt(client, user, set.id, { lessonId: lesson.id })
    const second = await startAttempt(client, user, set.id, { lessonId: lesson.id })

    const order = (attempt: StartedAttempt) => attempt.questions.map((question) => question.id)
    assert.notDeepEqual(order(first), order(second))
    assert.sameMembers(order(first), order(second))
    const firstStored = await QuizAttempt.findOrFail(first.attemptId)
    assert.deepEqual(firstStored.questionOrder, order(first))
    for (const shown of first.questions) {
      const question = questions.find((item) => item.id === shown.id)!
      assert.sameMembers(shown.options, question.options)
      assert.deepEqual(
        firstStored.optionOrders![String(question.id)].map((index) => question.options[index]),
        shown.options
      )
    }

    /* A question whose right option is shown elsewhere than its own index (1 − ¼¹² sure) */
    const moved = questions.find(
      (question) => shownIndex(first, question, true) !== question.correctIndexes[0]
    )!
    const byOwnIndex = await answer(
      client,
      user,
      first.attemptId,
      moved.id,
      moved.correctIndexes[0]
    )
    assert.isFalse(byOwnIndex.body().correct)
    const stored = await QuizAttemptAnswer.query()
      .where('quiz_attempt_id', first.attemptId)
      .where('quiz_question_id', moved.id)
      .firstOrFail()
    /* Stored as the question's own index of the option the learner saw */
    assert.deepEqual(stored.selectedIndexes, [
      questions
        .find((question) => question.id === moved.id)!
        .options.indexOf(
          first.questions.find((item) => item.id === moved.id)!.options[moved.correctIndexes[0]]
        ),
    ])

    const result = await takeQuiz(client, user, second, questions, 12)
    assert.equal(result.score, 12)
    assert.isTrue(result.passed)
    for (const item of result.review) {
      const shown = second.questions.find((question) => question.id === item.questionId)!
      assert.deepEqual(item.options, shown.options)
      assert.equal(item.selectedIndex, item.correctIndex)
    }
  })

  test('a set that does not shuffle shows its own order', async ({ client, assert }) => {
    const { set, lesson, questions } = await lessonQuiz()
    set.shuffle = false
    await set.save()
    const user = await learner()
    const attempt = await startAttempt(client, user, set.id, { lessonId: lesson.id })
    assert.deepEqual(
      attempt.questions.map((question) => question.id),
      questions.map((question) => question.id)
    )
    assert.deepEqual(attempt.questions[0].options, questions[0].options)
  })

  test('the Quiz Educativo is shuffled per attempt too', async ({ client, assert }) => {
    const { course } = await courseWithLessons(1)
    const set = await QuizSetFactory.apply('catalogue')
      .merge({ courseId: course.id })
      .with('questions', 12)
      .create()
    const user = await learner()
    const first = await startAttempt(client, user, set.id, { courseId: course.id })
    const second = await startAttempt(client, user, set.id, { courseId: course.id })
    assert.notDeepEqual(
      first.questions.map((question) => question.id),
      second.questions.map((question) => question.id)
    )
  })
})
