import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { premiumLearner } from '#tests/helpers/premium'
import { answerFor, ask, mentorCourse } from './support.js'

/* The conversation is kept per learner and course, and every answer can be rated. */
test.group('Mentor: history and feedback', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the conversation is shown again when the mentor tab reopens', async ({
    client,
    assert,
  }) => {
    const course = await mentorCourse()
    const learner = await premiumLearner()
    await ask(client, course.slug, 'Qual o VPD ideal na floração?', { user: learner })

    const page = await client
      .get(`/cursos/${course.slug}?aba=mentor`)
      .loginAs(learner)
      .withInertia()
    page.assertStatus(200)
    const { mentor } = page.inertiaProps as { mentor: any }
    assert.equal(mentor.access, 'allowed')
    assert.equal(mentor.mode, 'offline')
    assert.equal(mentor.mentorName, 'Prof. Verde IA')
    assert.deepEqual(
      mentor.messages.map((message: { role: string }) => message.role),
      ['learner', 'mentor']
    )
    assert.equal(mentor.messages[0].content, 'Qual o VPD ideal na floração?')
    assert.equal(mentor.messages[1].citations[0].position, 2)
  })

  test('another learner never sees someone else’s conversation', async ({ client, assert }) => {
    const course = await mentorCourse()
    const ana = await premiumLearner()
    const bruno = await premiumLearner()
    await ask(client, course.slug, 'Qual o VPD ideal?', { user: ana })
    const page = await client.get(`/cursos/${course.slug}?aba=mentor`).loginAs(bruno).withInertia()
    assert.deepEqual((page.inertiaProps as any).mentor.messages, [])
  })

  test('"Nova conversa" starts an empty chat and keeps the old one for the report', async ({
    client,
    assert,
  }) => {
    const course = await mentorCourse()
    const learner = await premiumLearner()
    await ask(client, course.slug, 'Qual o VPD ideal?', { user: learner })
    const reset = await client
      .delete(`/cursos/${course.slug}/mentor/conversa`)
      .header('accept', 'application/json')
      .loginAs(learner)
      .withCsrfToken()
    reset.assertStatus(200)

    const page = await client
      .get(`/cursos/${course.slug}?aba=mentor`)
      .loginAs(learner)
      .withInertia()
    assert.deepEqual((page.inertiaProps as any).mentor.messages, [])
    const conversations = await db.from('mentor_conversations').where('user_id', learner.id)
    assert.lengthOf(conversations, 1)
    assert.isNotNull(conversations[0].archived_at)

    await ask(client, course.slug, 'Como secar as flores?', { user: learner })
    const again = await client
      .get(`/cursos/${course.slug}?aba=mentor`)
      .loginAs(learner)
      .withInertia()
    assert.deepEqual(
      (again.inertiaProps as any).mentor.messages.map((m: { content: string }) => m.content)[0],
      'Como secar as flores?'
    )
  })

  test('"útil" and "não útil" are stored on the answer', async ({ client, assert }) => {
    const course = await mentorCourse()
    const learner = await premiumLearner()
    const answer = await answerFor(client, course.slug, 'Qual o VPD ideal?', { user: learner })

    for (const feedback of ['useful', 'not_useful'] as const) {
      const response = await client
        .post(`/mentor/respostas/${answer.id}/avaliacao`)
        .header('accept', 'application/json')
        .json({ feedback })
        .loginAs(learner)
        .withCsrfToken()
      response.assertStatus(200)
      const row = await db.from('mentor_messages').where('id', answer.id).first()
      assert.equal(row.feedback, feedback)
    }
  })

  test('a learner cannot rate another learner’s answer', async ({ client, assert }) => {
    const course = await mentorCourse()
    const ana = await premiumLearner()
    const bruno = await premiumLearner()
    const answer = await answerFor(client, course.slug, 'Qual o VPD ideal?', { user: ana })
    const response = await client
      .post(`/mentor/respostas/${answer.id}/avaliacao`)
      .header('accept', 'application/json')
      .json({ feedback: 'not_useful' })
      .loginAs(bruno)
      .withCsrfToken()
    response.assertStatus(404)
    const row = await db.from('mentor_messages').where('id', answer.id).first()
    assert.isNull(row.feedback)
  })

  test('an unknown feedback value is refused in pt-BR', async ({ client }) => {
    const course = await mentorCourse()
    const learner = await premiumLearner()
    const answer = await answerFor(client, course.slug, 'Qual o VPD ideal?', { user: learner })
    const response = await client
      .post(`/mentor/respostas/${answer.id}/avaliacao`)
      .header('accept', 'application/json')
      .json({ feedback: 'otimo' })
      .loginAs(learner)
      .withCsrfToken()
    response.assertStatus(422)
    response.assertTextIncludes('Escolha uma opção válida')
  })
})
