import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { createEmptyCard, fsrs, Rating, type Grade } from 'ts-fsrs'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import type Lesson from '#models/lesson'
import QuizAttempt from '#models/quiz_attempt'
import QuizSet from '#models/quiz_set'
import QuizQuestion from '#models/quiz_question'
import ReviewCard from '#models/review_card'
import type { StartedAttempt } from '#services/learning/quiz_service'
import { courseWithLessons, learner } from './helpers.js'

/**
 * Spaced review ('Revisão', issue 30): questions missed (or slow) in a quiz
 * enter the learner's queue, the dashboard counts the ones due today, the
 * review session at /revisao grades each answer on the server and FSRS
 * (ts-fsrs) schedules the next review; the analytics shows streak and retention.
 */

const QUESTIONS = [
  {
    question: 'Qual receptor predomina no cérebro?',
    options: ['CB1', 'CB2', 'TRPV1'],
    correct: [0],
  },
  { question: 'O CBD é intoxicante?', options: ['Sim', 'Não'], correct: [1] },
  {
    question: 'Quais são fitocanabinoides?',
    options: ['THC', 'CBD', 'Anandamida', 'Glicose'],
    correct: [0, 1],
  },
]

/** The scheduler the server uses: FSRS in whole days, without fuzz. */
const scheduler = fsrs({ enable_short_term: false, enable_fuzz: false })

/** A published quiz lesson with the three questions, shuffled. */
async function quizLesson() {
  const { course, lessons } = await courseWithLessons(1, ['quiz'])
  const lesson = lessons[0]
  const set = await QuizSet.create({
    kind: 'lesson',
    key: `lesson-${lesson.id}`,
    courseId: course.id,
    lessonId: lesson.id,
    title: 'Quiz: Receptores',
    passPercent: 70,
    timeLimitSeconds: 300,
    maxAttempts: null,
    shuffle: true,
  })
  const questions: QuizQuestion[] = []
  for (const [index, item] of QUESTIONS.entries()) {
    questions.push(
      await QuizQuestion.create({
        quizSetId: set.id,
        position: index + 1,
        question: item.question,
        options: item.options,
        correctIndexes: item.correct,
        explanation: `Porque sim: ${item.question}`,
        reinforcement: '',
        category: 'Ciência',
        difficulty: 'easy',
      })
    )
  }
  return { course, lesson, set, questions }
}

/** Takes the quiz: `right` says which questions (by their own order) get their right answer. */
async function takeQuiz(
  client: ApiClient,
  user: User,
  quiz: { set: QuizSet; lesson: Lesson; questions: QuizQuestion[] },
  right: boolean[]
) {
  const startResponse = await client
    .post(`/quizzes/${quiz.set.id}/tentativas`)
    .json({ lessonId: quiz.lesson.id })
    .withCsrfToken()
    .loginAs(user)
  startResponse.assertStatus(201)
  const attempt: StartedAttempt = startResponse.body()
  for (const [index, question] of quiz.questions.entries()) {
    const shownOptions = attempt.questions.find((item) => item.id === question.id)!.options
    const own = right[index]
      ? QUESTIONS[index].correct
      : [
          QUESTIONS[index].options.findIndex(
            (_, option) => !QUESTIONS[index].correct.includes(option)
          ),
        ]
    const selectedIndexes = own.map((option) => shownOptions.indexOf(question.options[option]))
    const response = await client
      .post(`/quizzes/tentativas/${attempt.attemptId}/respostas`)
      .json({ questionId: question.id, selectedIndexes })
      .withCsrfToken()
      .loginAs(user)
    response.assertStatus(200)
  }
  await client
    .post(`/quizzes/tentativas/${attempt.attemptId}/finalizar`)
    .json({})
    .withCsrfToken()
    .loginAs(user)
  return attempt
}

async function reviewPage(client: ApiClient, user: User) {
  const response = await client.get('/revisao').withInertia().loginAs(user)
  response.assertStatus(200)
  response.assertInertiaComponent('review/show')
  return response.inertiaProps.review as {
    question: {
      cardId: number
      question: { id: number; question: string; options: string[]; multiple: boolean }
      course: { title: string; slug: string } | null
      lesson: { title: string; position: number } | null
    } | null
    reveal: {
      cardId: number
      correct: boolean
      selectedIndexes: number[]
      correctIndexes: number[]
      explanation: string
      gradeLabel: string
      due: string
      nextReview: string
      mastered: boolean
    } | null
    summary: {
      dueToday: number
      inQueue: number
      mastered: number
      streakDays: number
      reviewedToday: boolean
      reviewsRecent: number
      retention: number | null
    }
  }
}

/** The shown indexes of the right options (or a wrong one) of the question on the page. */
function choice(shown: { question: { id: number; options: string[] } }, right: boolean) {
  const index = QUESTIONS.findIndex((item) => item.question === (shown as any).question.question)
  const item = QUESTIONS[index]
  const own = right
    ? item.correct
    : [item.options.findIndex((_, option) => !item.correct.includes(option))]
  return own.map((option) => shown.question.options.indexOf(item.options[option]))
}

type Reveal = NonNullable<Awaited<ReturnType<typeof reviewPage>>['reveal']>

/** The graded answer the redirect hands to the next /revisao (a session flash). */
function revealOf(response: { flashMessages(): Record<string, unknown> }) {
  return response.flashMessages().reviewReveal as Reveal
}

function answer(client: ApiClient, user: User, cardId: number, selectedIndexes: unknown) {
  return client
    .post(`/revisao/${cardId}/resposta`)
    .json({ selectedIndexes })
    .withCsrfToken()
    .loginAs(user)
    .redirects(0)
}

async function dueOnDashboard(client: ApiClient, user: User) {
  const response = await client.get('/dashboard').withInertia().loginAs(user)
  return response.inertiaProps.dashboard.stats.reviewsDue as number
}

test.group('Spaced review (Revisão)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('two missed questions are due today; answering them reschedules both to the dates FSRS computes', async ({
    client,
    assert,
  }) => {
    const quiz = await quizLesson()
    const user = await learner()
    await takeQuiz(client, user, quiz, [false, false, true])

    assert.equal(await dueOnDashboard(client, user), 2)
    const cards = await ReviewCard.query().where('user_id', user.id).orderBy('id')
    assert.deepEqual(
      cards.map((card) => [card.quizQuestionId, card.reason]),
      [
        [quiz.questions[0].id, 'missed'],
        [quiz.questions[1].id, 'missed'],
      ]
    )

    /* The first: answered right (at once: 'Fácil'). */
    let page = await reviewPage(client, user)
    assert.equal(page.summary.dueToday, 2)
    assert.isNull(page.reveal)
    const first = page.question!
    assert.deepEqual(first.course, { title: quiz.course.title, slug: quiz.course.slug })
    assert.deepEqual(first.lesson, { title: quiz.lesson.title, position: 1 })
    assert.notProperty(first.question, 'correctIndexes')
    let response = await answer(client, user, first.cardId, choice(first, true))
    response.assertStatus(302)
    response.assertHeader('location', '/revisao')
    let reveal = revealOf(response)
    assert.equal(reveal.cardId, first.cardId)
    assert.isTrue(reveal.correct)
    assert.equal(reveal.gradeLabel, 'Fácil')
    assert.equal(reveal.explanation, `Porque sim: ${first.question.question}`)
    assert.deepEqual(reveal.selectedIndexes, reveal.correctIndexes)
    assert.match(reveal.nextReview, /^Próxima revisão em 8 dias \(\d{2}\/\d{2}\/\d{4}\)$/)

    page = await reviewPage(client, user)
    assert.equal(page.summary.dueToday, 1)

    /* The second: answered wrong ('Errou'). */
    const second = page.question!
    assert.notEqual(second.cardId, first.cardId)
    response = await answer(client, user, second.cardId, choice(second, false))
    response.assertStatus(302)
    reveal = revealOf(response)
    assert.isFalse(reveal.correct)
    assert.equal(reveal.gradeLabel, 'Errou')
    assert.match(reveal.nextReview, /^Próxima revisão amanhã/)
    page = await reviewPage(client, user)
    assert.isNull(page.question)
    assert.equal(page.summary.dueToday, 0)
    assert.equal(await dueOnDashboard(client, user), 0)

    /* Both due dates are in the future, exactly where FSRS puts them. */
    const logs = await db.from('review_logs').where('user_id', user.id).orderBy('id')
    assert.deepEqual(
      logs.map((log) => [log.rating, log.correct]),
      [
        [Rating.Easy, true],
        [Rating.Again, false],
      ]
    )
    for (const [index, card] of cards.entries()) {
      await card.refresh()
      const reviewedAt = new Date(logs[index].reviewed_at)
      const expected = scheduler.next(
        createEmptyCard(card.createdAt.toJSDate()),
        reviewedAt,
        logs[index].rating as Grade
      ).card
      assert.equal(card.due.toMillis(), expected.due.getTime())
      assert.isAbove(card.due.toMillis(), Date.now())
      assert.equal(card.reps, 1)
      assert.isNull(card.masteredAt)
    }
    assert.equal(cards[0].scheduledDays, 8)
    assert.equal(cards[1].scheduledDays, 1)
  })

  test('a right answer that took long enters the queue as slow; a quick one does not', async ({
    client,
    assert,
  }) => {
    const quiz = await quizLesson()
    const user = await learner()
    const attempt = await takeQuiz(client, user, quiz, [true, true, true])
    assert.lengthOf(await ReviewCard.query().where('user_id', user.id), 0)

    /* Another attempt, whose first question was shown a minute ago. */
    const startResponse = await client
      .post(`/quizzes/${quiz.set.id}/tentativas`)
      .json({ lessonId: quiz.lesson.id })
      .withCsrfToken()
      .loginAs(user)
    const slow: StartedAttempt = startResponse.body()
    assert.notEqual(slow.attemptId, attempt.attemptId)
    await QuizAttempt.query()
      .where('id', slow.attemptId)
      .update({ started_at: DateTime.now().minus({ seconds: 60 }).toJSDate() })
    const question = quiz.questions[1]
    const shownOptions = slow.questions.find((item) => item.id === question.id)!.options
    const slowAnswer = await client
      .post(`/quizzes/tentativas/${slow.attemptId}/respostas`)
      .json({ questionId: question.id, selectedIndexes: [shownOptions.indexOf('Não')] })
      .withCsrfToken()
      .loginAs(user)
    slowAnswer.assertStatus(200)

    const cards = await ReviewCard.query().where('user_id', user.id)
    assert.deepEqual(
      cards.map((card) => [card.quizQuestionId, card.reason]),
      [[question.id, 'slow']]
    )
    assert.equal(await dueOnDashboard(client, user), 1)
  })

  test('a question mastered leaves the queue; missing it again in a quiz brings it back for today', async ({
    client,
    assert,
  }) => {
    const quiz = await quizLesson()
    const user = await learner()
    await takeQuiz(client, user, quiz, [false, true, true])
    const card = await ReviewCard.findByOrFail('userId', user.id)
    /* Reviewed well twice already: FSRS's state after an 'Fácil' and a 'Bom', due today. */
    const reviewed = scheduler.next(
      scheduler.next(
        createEmptyCard(new Date(Date.now() - 20 * 86_400_000)),
        new Date(Date.now() - 20 * 86_400_000),
        Rating.Easy
      ).card,
      new Date(Date.now() - 12 * 86_400_000),
      Rating.Good
    ).card
    await db
      .from('review_cards')
      .where('id', card.id)
      .update({
        due: new Date(Date.now() - 60_000),
        stability: reviewed.stability,
        difficulty: reviewed.difficulty,
        scheduled_days: reviewed.scheduled_days,
        reps: reviewed.reps,
        state: reviewed.state,
        last_review: reviewed.last_review,
      })

    const page = await reviewPage(client, user)
    const response = await answer(client, user, page.question!.cardId, choice(page.question!, true))
    assert.isTrue(revealOf(response).mastered)
    const after = await reviewPage(client, user)
    assert.deepInclude(after.summary, { dueToday: 0, inQueue: 0, mastered: 1 })
    await card.refresh()
    assert.isNotNull(card.masteredAt)
    assert.isAtLeast(card.scheduledDays, 21)

    /* Missed again in the quiz: back in the queue, due today, its memory kept. */
    await takeQuiz(client, user, quiz, [false, true, true])
    await card.refresh()
    assert.isNull(card.masteredAt)
    assert.isAtMost(card.due.toMillis(), Date.now())
    assert.equal(card.reps, reviewed.reps + 1)
    assert.equal(await dueOnDashboard(client, user), 1)
  })

  test('the same question keeps its shuffled options across reloads; bad answers are refused next to the options', async ({
    client,
    assert,
  }) => {
    const quiz = await quizLesson()
    const user = await learner()
    await takeQuiz(client, user, quiz, [true, true, false])
    const firstPage = await reviewPage(client, user)
    const reloaded = await reviewPage(client, user)
    const first = firstPage.question!
    assert.deepEqual(reloaded.question, first)
    assert.isTrue(first.question.multiple)

    for (const selectedIndexes of [[], 'x', [9], null]) {
      const response = await answer(client, user, first.cardId, selectedIndexes)
      response.assertStatus(302)
      assert.deepEqual(response.flashMessages().inputErrorsBag, {
        selectedIndexes: ['Escolha uma alternativa.'],
      })
    }
    /* Two options on a question with one right answer: refused the same way. */
    await takeQuiz(client, user, quiz, [false, true, true])
    const single = await ReviewCard.query()
      .where('user_id', user.id)
      .where('quiz_question_id', quiz.questions[0].id)
      .firstOrFail()
    await db
      .from('review_cards')
      .where('id', single.id)
      .update({ shown_at: new Date(), option_order: JSON.stringify([0, 1, 2]) })
    const response = await answer(client, user, single.id, [0, 1])
    assert.deepEqual(response.flashMessages().inputErrorsBag, {
      selectedIndexes: ['Escolha uma alternativa.'],
    })
    assert.lengthOf(await db.from('review_logs').where('user_id', user.id), 0)

    /* Answered once: a second submit changes nothing. */
    const once = await answer(client, user, first.cardId, choice(first, true))
    once.assertStatus(302)
    const twice = await answer(client, user, first.cardId, choice(first, false))
    twice.assertStatus(302)
    assert.isUndefined(twice.flashMessages().reviewReveal)
    const logs = await db.from('review_logs').where('user_id', user.id)
    assert.lengthOf(logs, 1)
    assert.isTrue(logs[0].correct)
  })

  test('another learner’s card is not found, and a visitor is sent to sign in', async ({
    client,
  }) => {
    const quiz = await quizLesson()
    const owner = await learner()
    const other = await learner()
    await takeQuiz(client, owner, quiz, [false, true, true])
    const card = await ReviewCard.findByOrFail('userId', owner.id)
    await reviewPage(client, owner)
    const refused = await answer(client, other, card.id, [0])
    refused.assertStatus(404)

    const visitor = await client.get('/revisao').redirects(0)
    visitor.assertStatus(302)
    visitor.assertHeader('location', '/auth')
  })

  test('the analytics shows the review streak and the retention of the last 30 days', async ({
    client,
    assert,
  }) => {
    const quiz = await quizLesson()
    const user = await learner()
    await takeQuiz(client, user, quiz, [false, false, true])
    let page = await reviewPage(client, user)
    await answer(client, user, page.question!.cardId, choice(page.question!, true))
    page = await reviewPage(client, user)
    await answer(client, user, page.question!.cardId, choice(page.question!, false))

    const response = await client.get('/analytics').withInertia().loginAs(user)
    assert.deepEqual(response.inertiaProps.analytics.review, {
      dueToday: 0,
      inQueue: 2,
      mastered: 0,
      streakDays: 1,
      reviewedToday: true,
      reviewsRecent: 2,
      retention: 50,
    })
  })
})
