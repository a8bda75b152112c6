import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Lesson from '#models/lesson'
import { seedCatalog } from '#database/seeding/catalog'
import { countQueries } from '#tests/helpers/query_count'
import { createCourse } from './helpers.js'

function slugs(response: { inertiaProps: Record<string, any> }) {
  return (response.inertiaProps.courses as Array<{ slug: string }>).map((course) => course.slug)
}

function titles(response: { inertiaProps: Record<string, any> }) {
  return (response.inertiaProps.courses as Array<{ title: string }>)
    .map((course) => course.title)
    .sort()
}

test.group('Catalogue search reads the lessons', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("'genetica' (no accent) finds the cultivation course, whose lessons talk about genética", async ({
    client,
    assert,
  }) => {
    await db.transaction((trx) => seedCatalog(trx))

    const response = await client.get('/cursos?q=genetica').withInertia()

    response.assertStatus(200)
    assert.include(slugs(response), 'cultivo-indoor-avancado')
    /* Neither the course's title, subtitle, tags nor description say it: the lessons do. */
    const [course] = await db
      .from('courses')
      .where('slug', 'cultivo-indoor-avancado')
      .select('title', 'subtitle', 'description')
    assert.notMatch(`${course.title} ${course.subtitle} ${course.description}`, /gen[ée]tic/i)
  })

  test('the text and the captions of a published lesson are searched, with or without accents', async ({
    client,
    assert,
  }) => {
    await createCourse({ title: 'Curso do texto' }, { modules: [1] })
    const { lessons: textLessons } = await createCourse(
      { title: 'Curso da aula' },
      { modules: [1] }
    )
    const { lessons: videoLessons } = await createCourse(
      { title: 'Curso da legenda' },
      { modules: [1] }
    )
    const textLesson = textLessons[0]
    textLesson.content = 'A fotossíntese depende da intensidade luminosa e do CO₂.'
    await textLesson.save()
    const videoLesson = videoLessons[0]
    videoLesson.captionsText = 'Hoje vamos falar de tricomas e do ponto de colheita.'
    await videoLesson.save()

    assert.deepEqual(titles(await client.get('/cursos?q=fotossintese').withInertia()), [
      'Curso da aula',
    ])
    assert.deepEqual(titles(await client.get('/cursos?q=tricomas').withInertia()), [
      'Curso da legenda',
    ])
    assert.deepEqual(titles(await client.get('/cursos?q=colheita').withInertia()), [
      'Curso da legenda',
    ])
  })

  test('a draft lesson is found by its title only; its text joins the search once published', async ({
    client,
    assert,
  }) => {
    const { lessons } = await createCourse(
      { title: 'Curso com rascunho' },
      { modules: [2], draftLessons: 1, lessonTitles: ['Introdução', 'Hidroponia em breve'] }
    )
    const draft = lessons[1]
    draft.content = 'Sistemas NFT e DWC com solução nutritiva.'
    await draft.save()

    assert.deepEqual(titles(await client.get('/cursos?q=hidroponia').withInertia()), [
      'Curso com rascunho',
    ])
    assert.deepEqual(titles(await client.get('/cursos?q=nutritiva').withInertia()), [])

    await Lesson.query().where('id', draft.id).update({ is_published: true })
    assert.deepEqual(titles(await client.get('/cursos?q=nutritiva').withInertia()), [
      'Curso com rascunho',
    ])

    /* A lesson's new text replaces the old one in the search. */
    await Lesson.query().where('id', draft.id).update({ content: 'Cultivo em substrato de coco.' })
    assert.deepEqual(titles(await client.get('/cursos?q=nutritiva').withInertia()), [])
    assert.deepEqual(titles(await client.get('/cursos?q=coco').withInertia()), [
      'Curso com rascunho',
    ])
  })

  test('a search is one indexed query on the search documents, whatever the lessons say', async ({
    client,
    assert,
  }) => {
    const { lessons } = await createCourse({ title: 'Curso longo' }, { modules: [3, 3] })
    for (const lesson of lessons) {
      lesson.content = 'Genética, fenótipo e seleção de plantas-mãe. '.repeat(50)
      lesson.captionsText = 'Legenda sobre genética.'
      await lesson.save()
    }

    const queries = await countQueries(() => client.get('/cursos?q=genetica').withInertia())

    const searching = queries.filter((sql) => sql.includes('course_search_documents'))
    /* The page and its total use the search document; the category counts are a lazy prop. */
    assert.isAtMost(searching.length, 3, searching.join('\n'))
    assert.isTrue(
      searching.every((sql) => !/from "lessons"|from lessons/i.test(sql)),
      searching.join('\n')
    )
  })
})
