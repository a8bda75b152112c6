import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { MENTOR_DEFAULTS, MENTOR_TEXTS } from '#domain/mentor/mentor'
import { overrideMentorSettings } from '#services/mentor/mentor_settings'
import { freeLearner, premiumLearner } from '#tests/helpers/premium'
import { CourseProgressFactory } from '#database/factories/learning_activity_factory'
import { answerOf, ask, mentorCourse, statusOf } from './support.js'

/* Who may ask (the premium rule), and the daily, length and per-minute limits. */
test.group('Mentor: access', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a visitor is invited to sign in, on the page and when asking', async ({
    client,
    assert,
  }) => {
    const course = await mentorCourse(0)
    const page = await client.get(`/cursos/${course.slug}?aba=mentor`).withInertia()
    assert.equal((page.inertiaProps as any).mentor.access, 'sign_in_required')
    assert.deepEqual((page.inertiaProps as any).mentor.messages, [])

    const { response } = await ask(client, course.slug, 'Qual o VPD ideal?')
    response.assertStatus(401)
    response.assertBodyContains({ message: MENTOR_TEXTS.signIn })
    assert.lengthOf(await db.from('mentor_messages'), 0)
  })

  test('a learner without the Plano Premium is told the mentor of a premium course is premium', async ({
    client,
    assert,
  }) => {
    const course = await mentorCourse(37)
    const learner = await freeLearner()
    const page = await client
      .get(`/cursos/${course.slug}?aba=mentor`)
      .loginAs(learner)
      .withInertia()
    assert.equal((page.inertiaProps as any).mentor.access, 'premium_required')
    const { response } = await ask(client, course.slug, 'Qual o VPD ideal?', { user: learner })
    response.assertStatus(403)
    response.assertBodyContains({ message: MENTOR_TEXTS.premium })
  })

  test('any signed-in learner talks to the mentor of a free course', async ({ client }) => {
    const course = await mentorCourse(0)
    const learner = await freeLearner()
    const { response } = await ask(client, course.slug, 'Qual o VPD ideal?', { user: learner })
    response.assertStatus(200)
  })

  test('a premium learner talks to the mentor of a premium course', async ({ client, assert }) => {
    const course = await mentorCourse(37)
    const learner = await premiumLearner()
    const { response, events } = await ask(client, course.slug, 'Qual o VPD ideal?', {
      user: learner,
    })
    response.assertStatus(200)
    assert.equal(answerOf(events).kind, 'offline')
  })

  test('the lesson page offers the mentor with the same access', async ({ client, assert }) => {
    const course = await mentorCourse(37)
    const learner = await premiumLearner()
    const page = await client
      .get(`/cursos/${course.slug}/aula/2`)
      .loginAs(learner)
      .withInertia()
      .withInertiaPartialReload('lessons/show', ['mentor'])
    assert.equal((page.inertiaProps as any).mentor.access, 'allowed')
  })
})

test.group('Mentor: limits', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('past the daily limit the learner is told to come back tomorrow', async ({
    client,
    assert,
  }) => {
    const restore = overrideMentorSettings({ dailyLimit: 2, dailyLimitPremium: 3 })
    try {
      const course = await mentorCourse(0)
      const learner = await freeLearner()
      for (const question of ['Qual o VPD ideal?', 'Como secar as flores?'])
        assert.equal(await statusOf(client, course.slug, question, { user: learner }), 200)
      const { response } = await ask(client, course.slug, 'E a cura?', { user: learner })
      response.assertStatus(429)
      response.assertBodyContains({ message: MENTOR_TEXTS.dailyLimit(2) })
      assert.lengthOf(await db.from('mentor_messages').where('role', 'learner'), 2)

      const premium = await premiumLearner()
      for (const question of ['Qual o VPD ideal?', 'Como secar as flores?', 'E a cura?'])
        assert.equal(await statusOf(client, course.slug, question, { user: premium }), 200)
      const fourth = await ask(client, course.slug, 'E a umidade?', { user: premium })
      fourth.response.assertStatus(429)
      fourth.response.assertBodyContains({ message: MENTOR_TEXTS.dailyLimit(3) })
    } finally {
      restore()
    }
  })

  test('the course page says how many questions are left today', async ({ client, assert }) => {
    const course = await mentorCourse(0)
    const learner = await freeLearner()
    await ask(client, course.slug, 'Qual o VPD ideal?', { user: learner })
    const page = await client
      .get(`/cursos/${course.slug}?aba=mentor`)
      .loginAs(learner)
      .withInertia()
    assert.equal((page.inertiaProps as any).mentor.remainingToday, MENTOR_DEFAULTS.dailyLimit - 1)
  })

  test('an empty or too long question is refused in pt-BR and nothing is stored', async ({
    client,
    assert,
  }) => {
    const course = await mentorCourse(0)
    const learner = await freeLearner()
    const empty = await ask(client, course.slug, '   ', { user: learner })
    empty.response.assertStatus(422)
    empty.response.assertTextIncludes('Escreva sua pergunta ao mentor.')

    const long = await ask(client, course.slug, 'a'.repeat(MENTOR_DEFAULTS.maxQuestionLength + 1), {
      user: learner,
    })
    long.response.assertStatus(422)
    long.response.assertTextIncludes(
      `A pergunta pode ter no máximo ${MENTOR_DEFAULTS.maxQuestionLength} caracteres.`
    )
    assert.lengthOf(await db.from('mentor_messages'), 0)
  })

  test('more than six questions in a minute are slowed down in pt-BR', async ({
    client,
    assert,
  }) => {
    const restore = overrideMentorSettings({ dailyLimit: 50 })
    try {
      const course = await mentorCourse(0)
      const learner = await freeLearner()
      for (let index = 0; index < MENTOR_DEFAULTS.perMinute; index++)
        assert.equal(
          await statusOf(client, course.slug, `Qual o VPD ideal ${index}?`, { user: learner }),
          200
        )
      const { response } = await ask(client, course.slug, 'Qual o VPD ideal?', { user: learner })
      response.assertStatus(429)
      response.assertTextIncludes('Muitas perguntas em pouco tempo. Tente de novo em')
    } finally {
      restore()
    }
  })
})

test.group('Mentor: dashboard cards', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('one mentor card per course the learner is taking, available in offline mode', async ({
    client,
    assert,
  }) => {
    const taking = await mentorCourse(0)
    await mentorCourse(0)
    const learner = await freeLearner()
    await CourseProgressFactory.merge({ userId: learner.id, courseId: taking.id }).create()

    const response = await client.get('/dashboard').loginAs(learner).withInertia()
    const { dashboard } = response.inertiaProps as any
    assert.deepEqual(dashboard.mentors, [
      {
        courseSlug: taking.slug,
        courseTitle: taking.title,
        name: 'Prof. Verde IA',
        avatar: '👨‍🌾',
        mode: 'offline',
      },
    ])
  })
})

/*
| Parallel questions need real commits: inside the global test transaction
| every request shares one connection. This group writes for real and
| deletes what it created afterwards (users and courses cascade).
*/
test.group('Mentor: questions at the same time', (group) => {
  let cleanup: Array<() => Promise<unknown>> = []
  group.each.setup(() => {
    cleanup = []
    return async () => {
      for (const step of cleanup.reverse()) await step()
    }
  })

  test('six parallel questions with one left today: exactly one is answered and stored', async ({
    client,
    assert,
  }) => {
    const restore = overrideMentorSettings({ dailyLimit: 3, perMinute: 20 })
    cleanup.push(async () => restore())
    const course = await mentorCourse(0)
    const learner = await freeLearner()
    cleanup.push(
      () => course.delete(),
      () => learner.delete()
    )
    for (const question of ['Qual o VPD ideal?', 'Como secar as flores?'])
      assert.equal(await statusOf(client, course.slug, question, { user: learner }), 200)

    const answers = await Promise.all(
      ['a cura', 'a umidade', 'o VPD', 'a secagem', 'os terpenos', 'a rega'].map((subject) =>
        ask(client, course.slug, `E ${subject}?`, { user: learner })
      )
    )

    const statuses = answers.map(({ response }) => response.status()).sort()
    assert.deepEqual(statuses, [200, 429, 429, 429, 429, 429])
    for (const { response } of answers.filter((answer) => answer.response.status() === 429))
      assert.equal(response.body().message, MENTOR_TEXTS.dailyLimit(3))
    const stored = await db.from('mentor_messages').where('user_id', learner.id)
    assert.lengthOf(
      stored.filter((row) => row.role === 'learner'),
      3
    )
    assert.lengthOf(await db.from('mentor_question_slots').where('user_id', learner.id), 0)
  })
})
