import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { CourseFactory } from '#database/factories/course_factory'

test.group('Podcast page', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('lists the audio lessons of published courses, linking to their lesson page', async ({
    client,
    assert,
  }) => {
    const course = await CourseFactory.merge({ slug: 'curso-audio' }).create()
    await course.related('lessons').createMany([
      {
        title: 'Introdução',
        lessonType: 'text',
        orderIndex: 1,
        isPublished: true,
        objectives: [],
      },
      {
        title: 'Episódio sobre terpenos',
        lessonType: 'podcast',
        orderIndex: 2,
        isPublished: true,
        objectives: [],
      },
      {
        title: 'Episódio rascunho',
        lessonType: 'podcast',
        orderIndex: 3,
        isPublished: false,
        objectives: [],
      },
    ])
    const draftCourse = await CourseFactory.apply('draft').create()
    await draftCourse.related('lessons').create({
      title: 'Episódio escondido',
      lessonType: 'podcast',
      orderIndex: 1,
      isPublished: true,
      objectives: [],
    })

    const response = await client.get('/podcast').withInertia()
    response.assertInertiaComponent('podcast/index')
    /* The episode links to its lesson page: /cursos/curso-audio/aula/2 */
    const episodes = response.inertiaProps.episodes as {
      title: string
      courseSlug: string
      position: number
    }[]
    assert.deepEqual(episodes, [
      { ...episodes[0], title: 'Episódio sobre terpenos', courseSlug: 'curso-audio', position: 2 },
    ])
  })
})
