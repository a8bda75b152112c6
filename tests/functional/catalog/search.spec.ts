import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Lesson from '#models/lesson'
import Course from '#models/course'
import { createCourse } from './helpers.js'

function titles(response: { inertiaProps: Record<string, any> }) {
  return (response.inertiaProps.courses as Array<{ title: string }>)
    .map((course) => course.title)
    .sort()
}

test.group('Catalogue search', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a search without the accent finds the accented word (canabinoide → canabinóide)', async ({
    client,
    assert,
  }) => {
    await createCourse({
      title: 'Ciência do sistema canabinóide',
      description: 'Receptores e sinalização.',
    })
    await createCourse({ title: 'Cultivo em estufa', description: 'Clima e luz.' })

    const response = await client.get('/cursos?q=canabinoide').withInertia()

    response.assertStatus(200)
    response.assertInertiaComponent('courses/index')
    assert.deepEqual(titles(response), ['Ciência do sistema canabinóide'])
    assert.equal(response.inertiaProps.total, 1)
  })

  test('the search ignores case and finds words in the description (fisiologia → Fisiologia)', async ({
    client,
    assert,
  }) => {
    await createCourse({
      title: 'Plantas',
      description: 'Fisiologia vegetal aplicada ao cultivo indoor.',
    })
    await createCourse({ title: 'Negócios', description: 'Plano financeiro.' })

    const response = await client.get('/cursos?q=fisiologia').withInertia()

    assert.deepEqual(titles(response), ['Plantas'])
  })

  test('Portuguese stemming matches plural and inflected forms', async ({ client, assert }) => {
    await createCourse({ title: 'Canabinoides e receptores', description: 'Farmacologia.' })
    await createCourse({ title: 'Cultivo orgânico', description: 'Solo vivo.' })

    assert.deepEqual(titles(await client.get('/cursos?q=canabinoide').withInertia()), [
      'Canabinoides e receptores',
    ])
    assert.deepEqual(titles(await client.get('/cursos?q=cultivos').withInertia()), [
      'Cultivo orgânico',
    ])
  })

  test('the search covers tags, mentor names and lesson titles', async ({ client, assert }) => {
    await createCourse({ title: 'Curso A', tags: ['Hidroponia'] })
    await createCourse({ title: 'Curso B', mentorName: 'Dra. Flora IA' })
    await createCourse(
      { title: 'Curso C' },
      { modules: [1], lessonTitles: ['Cromatografia gasosa na prática'] }
    )

    assert.deepEqual(titles(await client.get('/cursos?q=hidroponia').withInertia()), ['Curso A'])
    assert.deepEqual(titles(await client.get('/cursos?q=flora').withInertia()), ['Curso B'])
    assert.deepEqual(titles(await client.get('/cursos?q=cromatografia').withInertia()), ['Curso C'])
  })

  test('every word must match, and a word being typed matches as a prefix', async ({
    client,
    assert,
  }) => {
    await createCourse({
      title: 'Terpenos e aromas',
      description: 'Análise química com inteligência artificial.',
    })
    await createCourse({ title: 'Terpenos no cultivo', description: 'Perfis por genética.' })

    assert.deepEqual(titles(await client.get('/cursos?q=terpenos+inteligencia').withInertia()), [
      'Terpenos e aromas',
    ])
    assert.deepEqual(titles(await client.get('/cursos?q=terpen').withInertia()), [
      'Terpenos e aromas',
      'Terpenos no cultivo',
    ])
  })

  test('a lesson renamed later is found under its new title (the index follows the data)', async ({
    client,
    assert,
  }) => {
    const { lessons } = await createCourse({ title: 'Curso vivo' }, { modules: [1] })
    await Lesson.query().where('id', lessons[0].id).update({ title: 'Microbiologia do solo' })

    assert.deepEqual(titles(await client.get('/cursos?q=microbiologia').withInertia()), [
      'Curso vivo',
    ])
  })

  test('deleting a course with lessons also drops it from the search index', async ({
    client,
    assert,
  }) => {
    const { course } = await createCourse({ title: 'Curso a excluir' }, { modules: [2, 2] })
    await createCourse({ title: 'Curso que fica' })

    await course.delete()

    assert.deepEqual(titles(await client.get('/cursos?q=curso').withInertia()), ['Curso que fica'])
    assert.lengthOf(await db.from('course_search_documents').where('course_id', course.id), 0)
  })

  test('drafts and archived courses are never found', async ({ client, assert }) => {
    await createCourse({ title: 'Genética publicada' })
    await createCourse({ title: 'Genética em rascunho', isPublished: false })
    const { course } = await createCourse({ title: 'Genética arquivada' })
    await Course.query().where('id', course.id).update({ archivedAt: new Date() })

    assert.deepEqual(titles(await client.get('/cursos?q=genetica').withInertia()), [
      'Genética publicada',
    ])
  })

  test('a search with no result says so and counts zero', async ({ client, assert }) => {
    await createCourse({ title: 'Cultivo indoor' })

    const response = await client.get('/cursos?q=astronomia')

    response.assertStatus(200)
    response.assertTextIncludes('Nenhum curso encontrado')
    response.assertTextIncludes('0 curso(s) encontrado(s)')
    const inertia = await client.get('/cursos?q=astronomia').withInertia()
    assert.lengthOf(inertia.inertiaProps.courses, 0)
  })

  test('punctuation and tsquery syntax in the search never break the page', async ({
    client,
    assert,
  }) => {
    await createCourse({ title: 'Cultivo indoor' })

    for (const q of ["cultivo & | ! ( ) ' :*", '!!!', '   ', 'a'.repeat(300)]) {
      const response = await client.get('/cursos').qs({ q }).withInertia()
      response.assertStatus(200)
    }
    assert.deepEqual(
      titles(await client.get('/cursos').qs({ q: "cultivo & | ! ( ) ' :*" }).withInertia()),
      ['Cultivo indoor']
    )
  })

  test('the search and filters come back from the URL so results can be shared', async ({
    client,
  }) => {
    /* Two 10-minute lessons: 20 min, 'De 15 minutos a 1 hora'. */
    await createCourse({ title: 'Cultivo indoor', category: 'cultivo', level: 'advanced' })

    const response = await client
      .get('/cursos?q=cultivo&categoria=cultivo&nivel=advanced&duracao=media')
      .withInertia()

    response.assertInertiaPropsContains({
      filters: { q: 'cultivo', category: 'cultivo', level: 'advanced', duration: 'media' },
      total: 1,
    })
  })
})
