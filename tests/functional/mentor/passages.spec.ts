import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { contentAdmin } from '#tests/helpers/premium'
import { mentorCourse } from './support.js'

const passagesOf = (lessonId: number) =>
  db
    .from('mentor_passages')
    .where('lesson_id', lessonId)
    .orderBy('position')
    .select('heading', 'body')

/* The admin area rebuilds a lesson's passages as it saves it; deleting drops them. */
test.group('Mentor: passages follow the admin area', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('creating, editing and deleting a lesson rebuilds its passages at once', async ({
    client,
    assert,
  }) => {
    const course = await mentorCourse()
    const admin = await contentAdmin()
    const created = await client
      .post(`/admin/cursos/${course.id}/aulas`)
      .json({
        title: 'Manejo de tricomas',
        lessonType: 'text',
        content: '## Ponto de colheita\n\nTricomas âmbar indicam a colheita.',
      })
      .loginAs(admin)
      .withCsrfToken()
      .redirects(0)
    assert.oneOf(created.status(), [302, 303])
    const lesson = await db.from('lessons').where('title', 'Manejo de tricomas').firstOrFail()
    assert.deepEqual(await passagesOf(lesson.id), [
      { heading: 'Manejo de tricomas', body: 'Manejo de tricomas' },
      {
        heading: 'Manejo de tricomas › Ponto de colheita',
        body: 'Tricomas âmbar indicam a colheita.',
      },
    ])

    await client
      .put(`/admin/aulas/${lesson.id}`)
      .json({
        title: 'Manejo de tricomas',
        lessonType: 'text',
        content: 'Use uma lupa de 60x.',
      })
      .loginAs(admin)
      .withCsrfToken()
      .redirects(0)
    const edited = await passagesOf(lesson.id)
    assert.deepEqual(edited.at(-1), {
      heading: 'Manejo de tricomas',
      body: 'Use uma lupa de 60x.',
    })

    await client.delete(`/admin/aulas/${lesson.id}`).loginAs(admin).withCsrfToken().redirects(0)
    assert.lengthOf(await passagesOf(lesson.id), 0)
  })
})
