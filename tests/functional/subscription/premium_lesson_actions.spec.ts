import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Lesson from '#models/lesson'
import LessonProgress from '#models/lesson_progress'
import QuizQuestion from '#models/quiz_question'
import Subscription from '#models/subscription'
import { CourseFactory } from '#database/factories/course_factory'
import { QuizSetFactory } from '#database/factories/quiz_factory'
import { freeLearner, premiumLearner } from '#tests/helpers/premium'

/** A paid course: lesson 1 is a free preview, lesson 2 (a quiz) is premium. */
async function paidCourse() {
  const course = await CourseFactory.merge({ price: 37 }).create()
  const [preview, premium] = await Lesson.createMany([
    {
      courseId: course.id,
      title: 'Aula aberta',
      lessonType: 'text',
      orderIndex: 1,
      isPublished: true,
      isFreePreview: true,
      objectives: [],
    },
    {
      courseId: course.id,
      title: 'Quiz premium',
      lessonType: 'quiz',
      orderIndex: 2,
      isPublished: true,
      isFreePreview: false,
      objectives: [],
    },
  ])
  const set = await QuizSetFactory.merge({ courseId: course.id, kind: 'lesson' })
    .with('questions', 5)
    .create()
  const questions = await QuizQuestion.query().where('quiz_set_id', set.id).orderBy('position')
  return { course, preview, premium, set, questions }
}

/** Everything a learner's actions on lessons could write. */
async function learnerRows(userId: number) {
  const tables = [
    'lesson_progress',
    'lesson_notes',
    'study_time_entries',
    'quiz_attempts',
    'course_progress',
  ]
  const rows: Record<string, unknown[]> = {}
  for (const table of tables) rows[table] = await db.from(table).where('user_id', userId)
  rows.quiz_attempt_answers = await db
    .from('quiz_attempt_answers')
    .whereIn('quiz_attempt_id', db.from('quiz_attempts').where('user_id', userId).select('id'))
  return JSON.stringify(rows)
}

test.group('Premium lesson actions', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a learner without premium is refused with 403 by every action on a premium lesson, and nothing changes', async ({
    client,
    assert,
  }) => {
    const { premium, set } = await paidCourse()
    const learner = await freeLearner()
    /* Completed back when the learner was premium: taking it back is refused too. */
    await LessonProgress.create({
      userId: learner.id,
      lessonId: premium.id,
      completedAt: DateTime.now().minus({ days: 3 }),
      lastPositionSeconds: 0,
      secondsStudied: 300,
    })
    const before = await learnerRows(learner.id)

    const attempts = [
      client.post(`/aulas/${premium.id}/conclusao`),
      client.delete(`/aulas/${premium.id}/conclusao`),
      client.post(`/aulas/${premium.id}/posicao`).json({ seconds: 120 }),
      client.post(`/aulas/${premium.id}/estudo`).json({ seconds: 30 }),
      client.put(`/aulas/${premium.id}/anotacoes`).json({ body: 'Anotação proibida' }),
      client.post(`/quizzes/${set.id}/tentativas`).json({ lessonId: premium.id }),
    ]
    for (const request of attempts) {
      const response = await request.withCsrfToken().loginAs(learner).redirects(0)
      response.assertStatus(403)
      assert.equal(response.body().message, 'Conteúdo exclusivo do Plano Premium.')
    }
    assert.equal(await learnerRows(learner.id), before)
  })

  test('the same actions work on the free-preview lesson for that learner, and on the premium lesson for a subscriber', async ({
    client,
    assert,
  }) => {
    const { preview, premium, set, questions } = await paidCourse()
    const learner = await freeLearner()
    const subscriber = await premiumLearner()

    await client
      .post(`/aulas/${preview.id}/estudo`)
      .json({ seconds: 5 })
      .withCsrfToken()
      .loginAs(learner)
    const previewDone = await client
      .post(`/aulas/${preview.id}/conclusao`)
      .withCsrfToken()
      .loginAs(learner)
      .redirects(0)
    previewDone.assertStatus(302)
    const note = await client
      .put(`/aulas/${preview.id}/anotacoes`)
      .json({ body: 'Nota na aula aberta' })
      .withCsrfToken()
      .loginAs(learner)
    note.assertStatus(200)
    const previewProgress = await LessonProgress.findBy({
      userId: learner.id,
      lessonId: preview.id,
    })
    assert.isNotNull(previewProgress?.completedAt)

    const started = await client
      .post(`/quizzes/${set.id}/tentativas`)
      .json({ lessonId: premium.id })
      .withCsrfToken()
      .loginAs(subscriber)
    started.assertStatus(201)
    /* A quiz lesson completes by passing its quiz. */
    for (const question of questions) {
      const answered = await client
        .post(`/quizzes/tentativas/${started.body().attemptId}/respostas`)
        .json({ questionId: question.id, selectedIndex: question.correctIndexes[0] })
        .withCsrfToken()
        .loginAs(subscriber)
      answered.assertStatus(200)
    }
    const finished = await client
      .post(`/quizzes/tentativas/${started.body().attemptId}/finalizar`)
      .withCsrfToken()
      .loginAs(subscriber)
    finished.assertStatus(200)
    const done = await client
      .post(`/aulas/${premium.id}/conclusao`)
      .withCsrfToken()
      .loginAs(subscriber)
      .redirects(0)
    done.assertStatus(302)
    const premiumProgress = await LessonProgress.findBy({
      userId: subscriber.id,
      lessonId: premium.id,
    })
    assert.isNotNull(premiumProgress?.completedAt)
  })

  test('a lesson quiz cannot be started without its lesson (no way around the lesson gate)', async ({
    client,
    assert,
  }) => {
    const { set } = await paidCourse()
    const learner = await freeLearner()

    const response = await client
      .post(`/quizzes/${set.id}/tentativas`)
      .json({})
      .withCsrfToken()
      .loginAs(learner)

    response.assertStatus(422)
    assert.equal(response.body().message, 'Este quiz não pertence a esta aula.')
    assert.lengthOf(await db.from('quiz_attempts').where('user_id', learner.id), 0)
  })

  test('after the subscription ends, an attempt started while premium can no longer be answered or finished', async ({
    client,
    assert,
  }) => {
    const { premium, set, questions } = await paidCourse()
    const subscriber = await premiumLearner()
    const started = await client
      .post(`/quizzes/${set.id}/tentativas`)
      .json({ lessonId: premium.id })
      .withCsrfToken()
      .loginAs(subscriber)
    const { attemptId } = started.body()
    await Subscription.query()
      .where('user_id', subscriber.id)
      .update({ status: 'canceled', currentPeriodEnd: DateTime.now().minus({ days: 1 }).toSQL() })
    const before = await learnerRows(subscriber.id)

    const answer = await client
      .post(`/quizzes/tentativas/${attemptId}/respostas`)
      .json({ questionId: questions[0].id, selectedIndex: questions[0].correctIndexes[0] })
      .withCsrfToken()
      .loginAs(subscriber)
    answer.assertStatus(403)
    assert.notProperty(answer.body(), 'correctIndex')
    const finish = await client
      .post(`/quizzes/tentativas/${attemptId}/finalizar`)
      .withCsrfToken()
      .loginAs(subscriber)
    finish.assertStatus(403)
    assert.equal(await learnerRows(subscriber.id), before)
  })

  test('from the lesson page (an Inertia visit), a refused completion comes back with a pt-BR toast', async ({
    client,
    assert,
  }) => {
    const { course, premium } = await paidCourse()
    const learner = await freeLearner()
    const lessonUrl = `/cursos/${course.slug}/aula/2`

    const response = await client
      .post(`/aulas/${premium.id}/conclusao`)
      .header('referer', lessonUrl)
      .withInertia()
      .withCsrfToken()
      .loginAs(learner)
      .redirects(0)

    response.assertStatus(302)
    response.assertHeader('location', lessonUrl)
    assert.deepInclude(response.flashMessages().toast, {
      title: 'Conteúdo exclusivo do Plano Premium',
      variant: 'destructive',
    })
    assert.lengthOf(await db.from('lesson_progress').where('user_id', learner.id), 0)
  })
})
