import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import type Lesson from '#models/lesson'
import QuizAttempt from '#models/quiz_attempt'
import QuizSet from '#models/quiz_set'
import QuizQuestion from '#models/quiz_question'
import LessonProgress from '#models/lesson_progress'
import type { StartedAttempt } from '#services/learning/quiz_service'
import { courseWithLessons, learner } from './helpers.js'
import { personWithRole } from '../admin/_helpers.js'

/**
 * Quizzes as an admin writes them (tests/functional/admin/quizzes.spec.ts
 * writes them through the editor): several correct options, the quiz's own
 * time limit and attempts allowed, read by the learner's side.
 */

const QUESTIONS = [
  {
    question: 'Qual receptor predomina no cérebro?',
    options: ['CB1', 'CB2', 'TRPV1'],
    correct: [0],
  },
  {
    question: 'Quais são fitocanabinoides?',
    options: ['THC', 'CBD', 'Anandamida', 'Glicose'],
    correct: [0, 1],
  },
  { question: 'O CBD é intoxicante?', options: ['Sim', 'Não'], correct: [1] },
]

/** A published quiz lesson with the admin's three questions, written through the editor. */
async function writtenQuiz(
  client: ApiClient,
  settings: { maxAttempts?: number | null; timeLimitSeconds?: number } = {}
) {
  const editor = await personWithRole('editor')
  const { course, lessons } = await courseWithLessons(1, ['quiz'])
  const lesson = lessons[0]
  const response = await client
    .put(`/admin/aulas/${lesson.id}/quiz`)
    .json({
      title: 'Quiz: Receptores',
      passPercent: 70,
      timeLimitSeconds: settings.timeLimitSeconds ?? 300,
      maxAttempts: settings.maxAttempts ?? null,
      shuffle: true,
      questions: QUESTIONS.map((question) => ({
        question: question.question,
        options: question.options,
        correctIndexes: question.correct,
        explanation: `Explicação: ${question.question}`,
      })),
    })
    .loginAs(editor)
    .withCsrfToken()
    .redirects(0)
  response.assertStatus(302)
  const set = await QuizSet.findByOrFail('lessonId', lesson.id)
  const questions = await QuizQuestion.query().where('quiz_set_id', set.id).orderBy('position')
  return { course, lesson, set, questions }
}

async function start(client: ApiClient, user: User, set: QuizSet, lesson: Lesson) {
  return client
    .post(`/quizzes/${set.id}/tentativas`)
    .json({ lessonId: lesson.id })
    .withCsrfToken()
    .loginAs(user)
}

/** A started attempt (201), as the browser receives it. */
async function started(
  client: ApiClient,
  user: User,
  set: QuizSet,
  lesson: Lesson
): Promise<StartedAttempt> {
  const response = await start(client, user, set, lesson)
  response.assertStatus(201)
  return response.body()
}

/** The options as `attempt` shows them of the question's own `indexes`. */
function shown(attempt: StartedAttempt, question: QuizQuestion, indexes: number[]) {
  const item = attempt.questions.find((candidate) => candidate.id === question.id)!
  return indexes.map((index) => item.options.indexOf(question.options[index])).sort()
}

function answer(client: ApiClient, user: User, attemptId: number, body: object) {
  return client
    .post(`/quizzes/tentativas/${attemptId}/respostas`)
    .json(body)
    .withCsrfToken()
    .loginAs(user)
}

function finish(client: ApiClient, user: User, attemptId: number) {
  return client
    .post(`/quizzes/tentativas/${attemptId}/finalizar`)
    .json({})
    .withCsrfToken()
    .loginAs(user)
}

test.group('Quizzes written by admins, taken by learners', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('only the question with several correct options asks for several, and no answer key is sent', async ({
    client,
    assert,
  }) => {
    const { set, lesson, questions } = await writtenQuiz(client)
    const user = await learner()
    const response = await start(client, user, set, lesson)
    response.assertStatus(201)
    const attempt: StartedAttempt = response.body()
    assert.deepEqual(
      Object.fromEntries(attempt.questions.map((question) => [question.id, question.multiple])),
      { [questions[0].id]: false, [questions[1].id]: true, [questions[2].id]: false }
    )
    assert.equal(attempt.timeLimitSeconds, 300)
    const raw = JSON.stringify(attempt)
    assert.notInclude(raw, 'correctIndex')
    assert.notInclude(raw, 'Explicação')
  })

  test('a question with several correct options is right only with exactly those options', async ({
    client,
    assert,
  }) => {
    const { set, lesson, questions } = await writtenQuiz(client)
    const several = questions[1]
    const user = await learner()
    const tryWith = async (indexes: number[]) => {
      const attempt: StartedAttempt = await started(client, user, set, lesson)
      const response = await answer(client, user, attempt.attemptId, {
        questionId: several.id,
        selectedIndexes: shown(attempt, several, indexes),
      })
      response.assertStatus(200)
      assert.deepEqual(response.body().correctIndexes, shown(attempt, several, [0, 1]))
      assert.equal(response.body().explanation, `Explicação: ${several.question}`)
      return response.body().correct as boolean
    }
    assert.isFalse(await tryWith([0]))
    assert.isFalse(await tryWith([0, 1, 2]))
    assert.isFalse(await tryWith([1, 3]))
    assert.isTrue(await tryWith([1, 0]))
  })

  test('several options on a question with one correct option are refused, nothing is stored', async ({
    client,
    assert,
  }) => {
    const { set, lesson, questions } = await writtenQuiz(client)
    const user = await learner()
    const attempt: StartedAttempt = await started(client, user, set, lesson)
    const response = await answer(client, user, attempt.attemptId, {
      questionId: questions[0].id,
      selectedIndexes: [0, 1],
    })
    response.assertStatus(422)
    const fresh = await QuizAttempt.query().where('id', attempt.attemptId).preload('answers')
    assert.lengthOf(fresh[0].answers, 0)
  })

  test('an admin-written 3-question quiz at 70 %: 1 of 3 fails at 33 %, 3 of 3 passes at 100 % and completes the lesson', async ({
    client,
    assert,
  }) => {
    const { set, lesson, questions } = await writtenQuiz(client)
    const user = await learner()
    const take = async (right: number) => {
      const attempt: StartedAttempt = await started(client, user, set, lesson)
      for (const [index, question] of questions.entries()) {
        const wrong = question.options.findIndex((_, at) => !question.correctIndexes.includes(at))
        const indexes = index < right ? question.correctIndexes : [wrong]
        const response = await answer(client, user, attempt.attemptId, {
          questionId: question.id,
          selectedIndexes: shown(attempt, question, indexes),
        })
        response.assertStatus(200)
      }
      const finished = await finish(client, user, attempt.attemptId)
      return finished.body()
    }

    const failed = await take(1)
    assert.include(failed, { score: 1, total: 3, percent: 33, passPercent: 70, passed: false })
    const completed = () =>
      LessonProgress.query()
        .where({ userId: user.id, lessonId: lesson.id })
        .whereNotNull('completed_at')
        .first()
    assert.isNull(await completed())

    const passed = await take(3)
    assert.include(passed, {
      score: 3,
      total: 3,
      percent: 100,
      passed: true,
      lessonCompleted: true,
    })
    assert.isNotNull(await completed())
    const stored = await QuizAttempt.query()
      .where('user_id', user.id)
      .where('lesson_id', lesson.id)
      .orderBy('id')
    assert.deepEqual(
      stored.map((attempt) => [attempt.score, attempt.total, attempt.passed]),
      [
        [1, 3, false],
        [3, 3, true],
      ]
    )
  })

  test('attempts allowed: once used up the server refuses another and the lesson page says why', async ({
    client,
    assert,
  }) => {
    const { course, set, lesson } = await writtenQuiz(client, { maxAttempts: 2 })
    const user = await learner()
    const page = async () => {
      const response = await client.get(`/cursos/${course.slug}/aula/1`).withInertia().loginAs(user)
      return (response.inertiaProps as any).page.body.quiz
    }
    assert.include(await page(), { maxAttempts: 2, attemptsLeft: 2 })

    await started(client, user, set, lesson)
    assert.include(await page(), { attemptsLeft: 1 })
    await started(client, user, set, lesson)
    const refused = await start(client, user, set, lesson)
    refused.assertStatus(422)
    assert.equal(refused.body().message, 'Você já usou as 2 tentativas deste quiz.')
    assert.include(await page(), { attemptsLeft: 0 })
    const stored = await QuizAttempt.query().where('user_id', user.id).where('lesson_id', lesson.id)
    assert.lengthOf(stored, 2)

    /* Another learner has attempts of their own. */
    const other = await learner()
    await started(client, other, set, lesson)
  })

  test("the quiz's own time limit runs the countdown: an answer after 120 s (+5 s) is refused", async ({
    client,
    assert,
  }) => {
    const { set, lesson, questions } = await writtenQuiz(client, { timeLimitSeconds: 120 })
    const user = await learner()
    const attempt: StartedAttempt = await started(client, user, set, lesson)
    assert.equal(attempt.timeLimitSeconds, 120)
    await QuizAttempt.query()
      .where('id', attempt.attemptId)
      .update({ startedAt: DateTime.now().minus({ seconds: 130 }).toJSDate() })
    const late = await answer(client, user, attempt.attemptId, {
      questionId: questions[0].id,
      selectedIndexes: shown(attempt, questions[0], [0]),
    })
    late.assertStatus(422)
    const finished = await finish(client, user, attempt.attemptId)
    const result = finished.body()
    assert.include(result, { durationSeconds: 120, timedOut: true, passed: false })
  })

  test("the Certificado tab's pass mark is the final exam's own quiz's", async ({
    client,
    assert,
  }) => {
    const editor = await personWithRole('editor')
    const { course, lessons } = await courseWithLessons(2, ['quiz', 'exam'])
    course.merge({ tabs: ['conteudo', 'certificado'] })
    await course.save()
    const write = (lessonId: number, passPercent: number) =>
      client
        .put(`/admin/aulas/${lessonId}/quiz`)
        .json({
          title: 'Avaliação',
          passPercent,
          timeLimitSeconds: 300,
          shuffle: true,
          questions: [{ question: 'Quanto é 1 + 1?', options: ['1', '2'], correctIndexes: [1] }],
        })
        .loginAs(editor)
        .withCsrfToken()
        .redirects(0)
    await write(lessons[0].id, 60)
    await write(lessons[1].id, 85)
    const user = await learner()
    const tab = await client
      .get(`/cursos/${course.slug}?aba=certificado`)
      .withInertia()
      .loginAs(user)
    assert.equal((tab.inertiaProps as any).certificate.passPercent, 85)
  })
})
