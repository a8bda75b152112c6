import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import DataExport from '#models/data_export'
import LessonNote from '#models/lesson_note'
import DataExportService from '#services/accounts/data_export_service'
import { DiscussionFactory } from '#database/factories/forum_factory'
import { freeLearner } from '#tests/helpers/premium'
import { toastOf } from '#tests/helpers/toast'
import { certificateCourse } from '../certificates/helpers.js'
import { clearRateLimits, locationOf } from './support.js'

/** Moves the clock by `days` (Date.now, which luxon and the services read); returns the undo. */
function moveClock(days: number) {
  const realNow = Date.now
  Date.now = () => realNow() + days * 24 * 60 * 60 * 1000
  return () => {
    Date.now = realNow
  }
}

/** A member with a note on a lesson and a discussion in the forum. */
async function memberWithContent() {
  const member = await freeLearner({ fullName: 'Marina Costa' })
  const { lessons } = await certificateCourse(1)
  await LessonNote.create({
    userId: member.id,
    lessonId: lessons[0].id,
    body: 'Anotação sobre terpenos',
  })
  await DiscussionFactory.merge({
    userId: member.id,
    title: 'Como medir o pH do solo?',
    body: 'Alguém tem uma dica?',
  }).create()
  return member
}

test.group('Privacidade e dados: Baixar meus dados', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())

  test('a member asks for their data, is told when it is ready, and downloads their note and post', async ({
    client,
    assert,
  }) => {
    const member = await memberWithContent()

    const started = await client
      .post('/perfil/privacidade/exportacao')
      .loginAs(member)
      .withCsrfToken()
      .withInertia()
      .redirects(0)
    assert.equal(locationOf(started), '/perfil/privacidade')
    assert.equal(toastOf(started)?.title, 'Estamos preparando seus dados')
    await DataExportService.settled()

    const page = await client.get('/perfil/privacidade').loginAs(member).withInertia()
    page.assertInertiaComponent('profiles/privacy')
    const state = (page.inertiaProps as any).privacy.export
    assert.equal(state.state, 'ready')

    const notification = await db
      .from('notifications')
      .where({ user_id: member.id, kind: 'data_export_ready' })
      .firstOrFail()
    assert.equal(notification.data.route, 'privacy.show')

    const file = await client.get(`/perfil/privacidade/exportacao/${state.id}`).loginAs(member)
    file.assertStatus(200)
    assert.match(
      file.header('content-disposition') ?? '',
      /^attachment; filename="ganja-talks-meus-dados-/
    )
    const data = JSON.parse(file.text())
    assert.equal(data.account.email, member.email)
    assert.equal(data.notes[0].body, 'Anotação sobre terpenos')
    assert.equal(data.forumDiscussions[0].title, 'Como medir o pH do solo?')
    for (const key of [
      'profile',
      'lessonProgress',
      'quizAttempts',
      'forumReplies',
      'messagesSent',
      'mentorQuestions',
      'certificates',
      'subscriptionHistory',
      'notificationPreferences',
      'loginSessions',
    ]) {
      assert.property(data, key)
    }
  })

  test('another member, or a visitor, cannot download it', async ({ client }) => {
    const member = await memberWithContent()
    const other = await freeLearner({ fullName: 'Outro Membro' })
    await client.post('/perfil/privacidade/exportacao').loginAs(member).withCsrfToken()
    await DataExportService.settled()
    const row = await DataExport.findByOrFail('userId', member.id)

    const stranger = await client.get(`/perfil/privacidade/exportacao/${row.id}`).loginAs(other)
    stranger.assertStatus(404)
    const visitor = await client.get(`/perfil/privacidade/exportacao/${row.id}`).redirects(0)
    visitor.assertStatus(302)
    const nonsense = await client.get('/perfil/privacidade/exportacao/abc').loginAs(member)
    nonsense.assertStatus(404)
  })

  test('after 7 days the link is gone and the page says the file expired', async ({
    client,
    assert,
    cleanup,
  }) => {
    const member = await memberWithContent()
    await client.post('/perfil/privacidade/exportacao').loginAs(member).withCsrfToken()
    await DataExportService.settled()
    const row = await DataExport.findByOrFail('userId', member.id)

    const undo = moveClock(7.01)
    cleanup(undo)
    const file = await client.get(`/perfil/privacidade/exportacao/${row.id}`).loginAs(member)
    file.assertStatus(404)
    const page = await client.get('/perfil/privacidade').loginAs(member).withInertia()
    assert.equal((page.inertiaProps as any).privacy.export.state, 'expired')
    assert.isNull((page.inertiaProps as any).privacy.export.id)
  })

  test('one export at a time: asking again while it is prepared starts nothing new', async ({
    client,
    assert,
  }) => {
    const member = await freeLearner()
    await DataExport.create({ userId: member.id, status: 'pending' })

    const again = await client
      .post('/perfil/privacidade/exportacao')
      .loginAs(member)
      .withCsrfToken()
      .withInertia()
      .redirects(0)
    assert.equal(toastOf(again)?.title, 'Seus dados já estão sendo preparados')
    const rows = await DataExport.query().where('userId', member.id)
    assert.lengthOf(rows, 1)
    const page = await client.get('/perfil/privacidade').loginAs(member).withInertia()
    assert.equal((page.inertiaProps as any).privacy.export.state, 'pending')
  })

  test('an export left pending by a stopped server is finished when the server starts', async ({
    assert,
  }) => {
    const member = await memberWithContent()
    const row = await DataExport.create({ userId: member.id, status: 'pending' })
    assert.equal(await new DataExportService().resumePending(), 1)
    await DataExportService.settled()
    await row.refresh()
    assert.equal(row.status, 'ready')
  })
})
