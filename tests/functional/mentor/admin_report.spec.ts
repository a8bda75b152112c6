import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { contentAdmin, premiumLearner } from '#tests/helpers/premium'
import { personWithRole } from '#tests/functional/admin/_helpers'
import { answerFor, ask, mentorCourse } from './support.js'

/* The admin 'Mentor IA' view: what members asked, for administrators (editors work on content only). */
test.group('Mentor: admin report', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('questions per course, answered vs nothing relevant, and the questions rated "não útil"', async ({
    client,
    assert,
  }) => {
    const course = await mentorCourse()
    const learner = await premiumLearner()
    await ask(client, course.slug, 'Qual o VPD ideal?', { user: learner })
    const cake = await answerFor(client, course.slug, 'Como faço um bolo de chocolate?', {
      user: learner,
    })
    await ask(client, course.slug, 'Quantos mg de CBD devo tomar?', { user: learner })
    await client
      .post(`/mentor/respostas/${cake.id}/avaliacao`)
      .header('accept', 'application/json')
      .json({ feedback: 'not_useful' })
      .loginAs(learner)
      .withCsrfToken()

    const admin = await personWithRole('admin')
    const response = await client.get('/admin/mentor').loginAs(admin).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('admin/mentor')
    const { report } = response.inertiaProps as any
    assert.equal(report.mode, 'offline')
    assert.deepEqual(report.courses, [
      {
        courseId: course.id,
        courseTitle: course.title,
        questions: 3,
        answered: 1,
        nothingRelevant: 1,
        refused: 1,
        notUseful: 1,
      },
    ])
    assert.lengthOf(report.unhelpful, 1)
    assert.deepInclude(report.unhelpful[0], {
      courseTitle: course.title,
      question: 'Como faço um bolo de chocolate?',
      answerKind: 'nothing_relevant',
    })
  })

  test('a learner cannot open the report', async ({ client }) => {
    const learner = await premiumLearner()
    const response = await client.get('/admin/mentor').loginAs(learner).redirects(0)
    response.assertStatus(403)
  })

  test('an editor (content only) cannot open the report either', async ({ client }) => {
    const editor = await contentAdmin()
    const response = await client.get('/admin/mentor').loginAs(editor).withInertia()
    response.assertStatus(403)
    response.assertInertiaComponent('admin/access_denied')
    response.assertInertiaPropsContains({
      message: 'Você não tem permissão para ver as análises do painel.',
    })
  })
})
