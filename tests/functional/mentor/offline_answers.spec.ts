import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { LessonFactory } from '#database/factories/course_factory'
import { MENTOR_TEXTS } from '#domain/mentor/mentor'
import { SAFETY_REFUSALS } from '#domain/mentor/mentor_safety'
import { premiumLearner } from '#tests/helpers/premium'
import { answerFor, answerOf, ask, mentorCourse } from './support.js'

/*
| With no provider configured (the default), the mentor answers by quoting the
| course's own passages and citing their lessons.
*/
test.group('Mentor: offline answers', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a question is answered with a quote of the right lesson, linked by its position', async ({
    client,
    assert,
  }) => {
    const course = await mentorCourse()
    const learner = await premiumLearner()
    const { response, events } = await ask(client, course.slug, 'Qual o VPD ideal na floração?', {
      user: learner,
    })
    response.assertStatus(200)
    assert.deepEqual(events[0], { type: 'start', mode: 'offline' })
    const answer = answerOf(events)
    assert.equal(answer.kind, 'offline')
    assert.include(answer.content, MENTOR_TEXTS.offlineIntro)
    assert.include(answer.content, 'entre 1,2 e 1,5 kPa')
    assert.deepEqual(answer.citations[0], {
      lessonId: answer.citations[0].lessonId,
      position: 2,
      title: 'Déficit de pressão de vapor',
    })
  })

  test('on a lesson page, that lesson’s passages come first', async ({ client, assert }) => {
    const course = await mentorCourse()
    const learner = await premiumLearner()
    const question = 'Qual a umidade ideal?'
    const general = await answerFor(client, course.slug, question, { user: learner })
    assert.equal(general.citations[0].position, 2)
    const onLesson = await answerFor(client, course.slug, question, {
      user: learner,
      lessonPosition: 3,
    })
    assert.equal(onLesson.citations[0].position, 3)
    assert.include(onLesson.content, '55% de umidade')
  })

  test('when the course has nothing relevant the mentor says so instead of inventing', async ({
    client,
    assert,
  }) => {
    const course = await mentorCourse()
    const learner = await premiumLearner()
    const { events } = await ask(client, course.slug, 'Como faço um bolo de chocolate?', {
      user: learner,
    })
    const answer = answerOf(events)
    assert.equal(answer.kind, 'nothing_relevant')
    assert.isTrue(answer.content.startsWith(MENTOR_TEXTS.nothingRelevant))
    assert.notInclude(answer.content, 'kPa')
  })

  test('the closest lessons are suggested when only part of the question matches', async ({
    client,
    assert,
  }) => {
    const course = await mentorCourse()
    const learner = await premiumLearner()
    const { events } = await ask(
      client,
      course.slug,
      'Qual a cotação da bolsa, do dólar e da secagem hoje?',
      { user: learner }
    )
    const answer = answerOf(events)
    assert.equal(answer.kind, 'nothing_relevant')
    assert.include(answer.content, MENTOR_TEXTS.closestLessons)
    assert.deepEqual(
      answer.citations.map((citation) => citation.position),
      [3]
    )
  })

  test('a dosing question gets the refusal pointing to a physician, never a dose', async ({
    client,
    assert,
  }) => {
    const course = await mentorCourse()
    const learner = await premiumLearner()
    const { events } = await ask(client, course.slug, 'Quantos mg de CBD devo tomar por dia?', {
      user: learner,
    })
    const answer = answerOf(events)
    assert.equal(answer.kind, 'refusal')
    assert.equal(answer.content, SAFETY_REFUSALS.dosing)
    assert.notMatch(answer.content, /\d+\s*mg/)
  })

  test('a question about breaking the law points to the course’s regulation lesson', async ({
    client,
    assert,
  }) => {
    const course = await mentorCourse()
    const learner = await premiumLearner()
    const { events } = await ask(client, course.slug, 'Como plantar em casa sem autorização?', {
      user: learner,
    })
    const answer = answerOf(events)
    assert.equal(answer.kind, 'refusal')
    assert.include(answer.content, SAFETY_REFUSALS.illegal)
    assert.equal(answer.citations[0].position, 1)
  })

  test('a lesson added or edited after the last question is searched at once', async ({
    client,
    assert,
  }) => {
    const course = await mentorCourse()
    const learner = await premiumLearner()
    await ask(client, course.slug, 'Qual o VPD ideal?', { user: learner })
    await LessonFactory.merge({
      courseId: course.id,
      title: 'Manejo de tricomas',
      content: 'Os tricomas âmbar indicam o ponto de colheita.',
      orderIndex: 4,
    }).create()
    const added = await answerFor(client, course.slug, 'Quando os tricomas indicam a colheita?', {
      user: learner,
    })
    assert.equal(added.citations[0].position, 4)

    await db
      .from('lessons')
      .where('course_id', course.id)
      .where('order_index', 4)
      .update({ content: 'Lupa de 60x para observar a resina leitosa.' })
    const edited = await answerFor(client, course.slug, 'Que lupa usar para a resina?', {
      user: learner,
    })
    assert.equal(edited.kind, 'offline')
    assert.include(edited.content, 'Lupa de 60x')
  })
})
