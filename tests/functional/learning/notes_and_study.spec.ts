import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import LessonNote from '#models/lesson_note'
import StudyGoal from '#models/study_goal'
import { dayKey } from '#domain/learning/streaks'
import learningActivity from '#services/learning/learning_activity_buffer'
import { courseWithLessons, learner } from './helpers.js'

test.group('Lesson notes', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('notes are saved per learner and lesson and come back on the lesson page', async ({
    client,
    assert,
  }) => {
    const { course, lessons } = await courseWithLessons(1)
    const user = await learner()

    const saved = await client
      .put(`/aulas/${lessons[0].id}/anotacoes`)
      .json({ body: 'VPD ideal na floração: 1,2 a 1,5 kPa' })
      .withCsrfToken()
      .loginAs(user)
    saved.assertStatus(200)
    assert.equal(saved.body().body, 'VPD ideal na floração: 1,2 a 1,5 kPa')
    assert.isString(saved.body().updatedAt)

    await client
      .put(`/aulas/${lessons[0].id}/anotacoes`)
      .json({ body: 'Versão final' })
      .withCsrfToken()
      .loginAs(user)
    assert.lengthOf(await LessonNote.query().where('user_id', user.id), 1)

    const page = await client.get(`/cursos/${course.slug}/aula/1`).withInertia().loginAs(user)
    assert.equal(page.inertiaProps.page.note.body, 'Versão final')

    const other = await learner()
    const otherPage = await client.get(`/cursos/${course.slug}/aula/1`).withInertia().loginAs(other)
    assert.equal(otherPage.inertiaProps.page.note.body, '')
  })

  test('clearing the notes keeps an empty note; an over-long note is refused in pt-BR', async ({
    client,
    assert,
  }) => {
    const { lessons } = await courseWithLessons(1)
    const user = await learner()
    await client
      .put(`/aulas/${lessons[0].id}/anotacoes`)
      .json({ body: 'rascunho' })
      .withCsrfToken()
      .loginAs(user)
    const cleared = await client
      .put(`/aulas/${lessons[0].id}/anotacoes`)
      .json({ body: '' })
      .withCsrfToken()
      .loginAs(user)
    cleared.assertStatus(200)
    const note = await LessonNote.findByOrFail({ userId: user.id })
    assert.equal(note.body, '')

    const tooLong = await client
      .put(`/aulas/${lessons[0].id}/anotacoes`)
      .json({ body: 'x'.repeat(20_001) })
      .withCsrfToken()
      .loginAs(user)
      .accept('json')
    tooLong.assertStatus(422)
    assert.include(JSON.stringify(tooLong.body()), 'pode ter no máximo 20000 caracteres')
  })
})

test.group('Playback position and study time', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the video position is saved and the lesson page resumes there', async ({
    client,
    assert,
  }) => {
    const { course, lessons } = await courseWithLessons(1, ['video'])
    const user = await learner()

    const response = await client
      .post(`/aulas/${lessons[0].id}/posicao`)
      .json({ seconds: 137.6 })
      .withCsrfToken()
      .loginAs(user)
    response.assertBodyContains({ seconds: 137 })

    const page = await client.get(`/cursos/${course.slug}/aula/1`).withInertia().loginAs(user)
    assert.equal(page.inertiaProps.page.progress.lastPositionSeconds, 137)
  })

  test('study time is credited in capped chunks, never beyond what really passed or the lesson cap', async ({
    client,
    assert,
  }) => {
    const { lessons, course } = await courseWithLessons(1)
    const user = await learner()
    const url = `/aulas/${lessons[0].id}/estudo`

    const first = await client.post(url).json({ seconds: 3600 }).withCsrfToken().loginAs(user)
    assert.equal(first.body().credited, 90)
    /* Right away again: only the seconds that really passed (plus slack) count */
    const second = await client.post(url).json({ seconds: 30 }).withCsrfToken().loginAs(user)
    assert.isAtMost(second.body().credited, 6)

    /* A short text: at most 15 minutes in total (the credits above are written first) */
    await learningActivity.flush()
    await db
      .from('lesson_progress')
      .where({ user_id: user.id, lesson_id: lessons[0].id })
      .update({
        seconds_studied: 890,
        last_studied_at: DateTime.now().minus({ minutes: 5 }).toJSDate(),
      })
    const capped = await client.post(url).json({ seconds: 30 }).withCsrfToken().loginAs(user)
    assert.equal(capped.body().credited, 10)
    assert.equal(capped.body().secondsStudied, 900)

    await learningActivity.flush()
    const entries = await db
      .from('study_time_entries')
      .where({ user_id: user.id, course_id: course.id })
      .select('seconds', db.raw("to_char(day, 'YYYY-MM-DD') as day"))
    assert.lengthOf(entries, 1)
    assert.equal(entries[0].seconds, first.body().credited + second.body().credited + 10)
    assert.equal(entries[0].day, dayKey(new Date()))
  })

  test('a visitor cannot report study time', async ({ client }) => {
    const { lessons } = await courseWithLessons(1)
    const response = await client
      .post(`/aulas/${lessons[0].id}/estudo`)
      .json({ seconds: 30 })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
  })
})

test.group('Weekly study goal', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the learner changes the weekly goal', async ({ client, assert }) => {
    const user = await learner()
    const response = await client
      .put('/meta-de-estudo')
      .form({ weeklyHours: 8 })
      .withCsrfToken()
      .loginAs(user)
      .header('referer', '/dashboard')
      .redirects(0)
    response.assertStatus(302)
    const goal = await StudyGoal.findByOrFail('userId', user.id)
    assert.equal(goal.weeklyHours, 8)
    assert.equal(
      (response.flashMessages().toast as { title: string }).title,
      'Meta semanal atualizada!'
    )
  })

  test('an invalid goal is refused with a pt-BR message next to the field', async ({
    client,
    assert,
  }) => {
    const user = await learner()
    const response = await client
      .put('/meta-de-estudo')
      .form({ weeklyHours: 0 })
      .withCsrfToken()
      .loginAs(user)
      .header('referer', '/dashboard')
      .redirects(0)
    response.assertStatus(302)
    const errors = response.flashMessages().errors as Record<string, string[]> | undefined
    assert.include(JSON.stringify(errors ?? response.flashMessages()), 'meta semanal (horas)')
    assert.isNull(await StudyGoal.findBy('userId', user.id))
  })
})
