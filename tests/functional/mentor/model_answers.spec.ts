import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { MENTOR_DEFAULTS, MENTOR_TEXTS } from '#domain/mentor/mentor'
import { REGULATION_POINTER, SAFETY_REFUSALS, SAFETY_RULES } from '#domain/mentor/mentor_safety'
import { premiumLearner } from '#tests/helpers/premium'
import { FAKE_API_KEY, FAKE_MODEL, FakeOpenAI } from '#tests/helpers/fake_openai'
import { answerOf, ask, mentorCourse } from './support.js'

/*
| With a provider configured, the answer comes from an OpenAI-compatible API
| (here a local fake the real SDK talks to), streamed to the learner.
*/
test.group('Mentor: answers from the model provider', (group) => {
  let fake: FakeOpenAI
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(async () => {
    fake = await FakeOpenAI.start({ timeoutMs: 400 })
    return () => fake.stop()
  })

  test('the prompt carries the persona, the safety rules and the retrieved passages', async ({
    client,
    assert,
  }) => {
    const course = await mentorCourse()
    const learner = await premiumLearner()
    await ask(client, course.slug, 'Qual o VPD ideal na floração?', { user: learner })

    assert.lengthOf(fake.requests, 1)
    const [request] = fake.requests
    assert.equal(request.path, '/v1/chat/completions')
    assert.equal(request.headers.authorization, `Bearer ${FAKE_API_KEY}`)
    assert.equal(request.body.model, FAKE_MODEL)
    assert.isTrue(request.body.stream)
    const system = fake.lastSystemPrompt()
    assert.include(system, 'Prof. Verde IA')
    assert.include(system, 'Mentor virtual de cultivo em ambiente controlado.')
    for (const rule of SAFETY_RULES) assert.include(system, rule)
    assert.include(system, 'Aula 2 — Déficit de pressão de vapor › O que é VPD')
    assert.include(system, 'entre 1,2 e 1,5 kPa')
    assert.equal(request.body.messages.at(-1)?.content, 'Qual o VPD ideal na floração?')
  })

  test('the answer streams piece by piece and is stored whole, citing the lessons it names', async ({
    client,
    assert,
  }) => {
    const course = await mentorCourse()
    const learner = await premiumLearner()
    fake.streams('Na floração, ', 'mire um VPD ', 'de 1,2 a 1,5 kPa ', '(Aula 2).')
    const { response, events } = await ask(client, course.slug, 'Qual o VPD ideal na floração?', {
      user: learner,
    })
    response.assertStatus(200)
    assert.include(String(response.header('content-type')), 'application/x-ndjson')
    assert.deepEqual(
      events.filter((event) => event.type !== 'done'),
      [
        { type: 'start', mode: 'model' },
        { type: 'delta', text: 'Na floração, ' },
        { type: 'delta', text: 'mire um VPD ' },
        { type: 'delta', text: 'de 1,2 a 1,5 kPa ' },
        { type: 'delta', text: '(Aula 2).' },
      ]
    )
    const answer = answerOf(events)
    assert.equal(answer.kind, 'model')
    assert.equal(answer.content, 'Na floração, mire um VPD de 1,2 a 1,5 kPa (Aula 2).')
    assert.deepEqual(
      answer.citations.map((citation) => citation.position),
      [2]
    )
    const stored = await db.from('mentor_messages').where('user_id', learner.id).orderBy('id')
    assert.deepEqual(
      stored.map((row) => [row.role, row.content]),
      [
        ['learner', 'Qual o VPD ideal na floração?'],
        ['mentor', 'Na floração, mire um VPD de 1,2 a 1,5 kPa (Aula 2).'],
      ]
    )
  })

  test('the previous turns of the conversation go with the next question', async ({
    client,
    assert,
  }) => {
    const course = await mentorCourse()
    const learner = await premiumLearner()
    fake.streams('O VPD ideal é de 1,2 a 1,5 kPa (Aula 2).')
    await ask(client, course.slug, 'Qual o VPD ideal na floração?', { user: learner })
    await ask(client, course.slug, 'E como a umidade altera o VPD?', { user: learner })
    assert.deepEqual(
      fake.requests[1].body.messages.slice(1).map((message) => [message.role, message.content]),
      [
        ['user', 'Qual o VPD ideal na floração?'],
        ['assistant', 'O VPD ideal é de 1,2 a 1,5 kPa (Aula 2).'],
        ['user', 'E como a umidade altera o VPD?'],
      ]
    )
  })

  test('{$self} gives the pt-BR error and stores nothing')
    .with(['a provider error', 'a provider timeout', 'a garbage answer'] as const)
    .run(async ({ client, assert }, failure) => {
      const course = await mentorCourse()
      const learner = await premiumLearner()
      if (failure === 'a provider error') fake.fails(500)
      if (failure === 'a provider timeout') fake.staysSilent()
      if (failure === 'a garbage answer') fake.answersGarbage()

      const { response, events } = await ask(client, course.slug, 'Qual o VPD ideal?', {
        user: learner,
      })
      response.assertStatus(200)
      const last = events.at(-1)
      assert.deepEqual(last, {
        type: 'error',
        message:
          failure === 'a provider timeout'
            ? MENTOR_TEXTS.providerTimeout
            : MENTOR_TEXTS.providerFailed,
      })
      assert.isUndefined(events.find((event) => event.type === 'done'))
      const stored = await db.from('mentor_messages').where('user_id', learner.id)
      assert.lengthOf(stored, 0)
      /* The failed answer gives its question back: today's count is untouched. */
      assert.lengthOf(await db.from('mentor_question_slots').where('user_id', learner.id), 0)
      const page = await client
        .get(`/cursos/${course.slug}?aba=mentor`)
        .loginAs(learner)
        .withInertia()
      assert.equal(
        (page.inertiaProps as any).mentor.remainingToday,
        MENTOR_DEFAULTS.dailyLimitPremium
      )
    })

  test('a refused question never reaches the provider', async ({ client, assert }) => {
    const course = await mentorCourse()
    const learner = await premiumLearner()
    const { events } = await ask(client, course.slug, 'Qual a dose de CBD para minha mãe?', {
      user: learner,
    })
    assert.equal(answerOf(events).kind, 'refusal')
    assert.lengthOf(fake.requests, 0)
  })

  test('"{$self}" is refused like a dose: the refusal and the regulation lesson, never the model')
    .with([
      'Como posso plantar em casa sem a polícia descobrir?',
      'Como transportar flores sem ser pego?',
      'Qual o melhor jeito de esconder o cultivo dos vizinhos?',
    ])
    .run(async ({ client, assert }, question) => {
      const course = await mentorCourse()
      const learner = await premiumLearner()
      fake.streams('Uma resposta que nunca deveria chegar ao aluno.')
      const { events } = await ask(client, course.slug, question, { user: learner })
      const answer = answerOf(events)
      assert.equal(answer.kind, 'refusal')
      assert.equal(answer.content, `${SAFETY_REFUSALS.illegal} ${REGULATION_POINTER}`)
      assert.deepEqual(
        answer.citations.map((citation) => citation.title),
        ['Cultivo autorizado e legislação']
      )
      assert.lengthOf(fake.requests, 0)
    })
})
