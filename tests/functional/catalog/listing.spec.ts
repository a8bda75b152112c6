import { DateTime } from 'luxon'
import { SubscriptionFactory } from '#database/factories/subscription_factory'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Course from '#models/course'
import { createCourse, createLearner } from './helpers.js'
import { renderEveryPageOnServer } from '#tests/helpers/server_rendering'

test.group('Catalogue listing', (group) => {
  /* What a member's page shows, read in its HTML: rendered on the server for the test (members' pages render in the browser). */
  group.setup(renderEveryPageOnServer)
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the category sidebar counts published courses per category, with "all" as the default', async ({
    client,
  }) => {
    await createCourse({ category: 'ai' })
    await createCourse({ category: 'cultivo' })
    await createCourse({ category: 'cultivo' })
    await createCourse({ category: 'science' })
    await createCourse({ category: 'business', isPublished: false })

    const response = await client.get('/cursos').withInertia()

    response.assertInertiaPropsContains({
      categoryCounts: { all: 4, ai: 1, cultivo: 2, business: 0, science: 1 },
      total: 4,
      filters: { q: '', category: null, level: null, duration: null },
    })
  })

  test('choosing a category lists only its courses and the counter follows', async ({
    client,
    assert,
  }) => {
    await createCourse({ title: 'IA 1', category: 'ai' })
    await createCourse({ title: 'Cultivo 1', category: 'cultivo' })
    await createCourse({ title: 'Cultivo 2', category: 'cultivo' })

    const response = await client.get('/cursos?categoria=cultivo')

    response.assertTextIncludes('2 curso(s) encontrado(s)')
    const inertia = await client.get('/cursos?categoria=cultivo').withInertia()
    assert.sameMembers(
      inertia.inertiaProps.courses.map((course: { title: string }) => course.title),
      ['Cultivo 1', 'Cultivo 2']
    )
    /* The sidebar still shows every category's count, so the learner can switch. */
    assert.equal(inertia.inertiaProps.categoryCounts.ai, 1)
  })

  test('category counts follow the search, level and duration filters', async ({ client }) => {
    /* Real lengths: 2 lessons of 10 min (média), of 3 min (curta), of 31 min (longa). */
    await createCourse({ title: 'Cultivo indoor', category: 'cultivo', level: 'advanced' })
    await createCourse(
      { title: 'Cultivo básico', category: 'cultivo', level: 'beginner' },
      { lessonSeconds: 180 }
    )
    await createCourse(
      { title: 'Cultivo e negócios', category: 'business', level: 'advanced' },
      { lessonSeconds: 31 * 60 }
    )

    const bySearch = await client.get('/cursos?q=cultivo&nivel=advanced').withInertia()
    bySearch.assertInertiaPropsContains({
      categoryCounts: { all: 2, cultivo: 1, business: 1, ai: 0, science: 0 },
    })

    const byDuration = await client.get('/cursos?duracao=curta').withInertia()
    byDuration.assertInertiaPropsContains({
      categoryCounts: { all: 1, cultivo: 1, business: 0 },
      total: 1,
    })

    const long = await client.get('/cursos?duracao=longa').withInertia()
    long.assertInertiaPropsContains({ total: 1, categoryCounts: { business: 1 } })
  })

  test('the duration filter reads the real lengths: 15 min is short, a second more is not', async ({
    client,
    assert,
  }) => {
    await createCourse({ title: 'Quinze minutos' }, { modules: [1], lessonSeconds: 15 * 60 })
    await createCourse({ title: 'Quinze e um' }, { modules: [1], lessonSeconds: 15 * 60 + 1 })
    await createCourse({ title: 'Uma hora e um' }, { modules: [2], lessonSeconds: 30 * 60 + 1 })
    const titlesFor = async (duration: string) => {
      const response = await client.get(`/cursos?duracao=${duration}`).withInertia()
      return (response.inertiaProps.courses as { title: string }[]).map((course) => course.title)
    }

    assert.deepEqual(await titlesFor('curta'), ['Quinze minutos'])
    assert.deepEqual(await titlesFor('media'), ['Quinze e um'])
    assert.deepEqual(await titlesFor('longa'), ['Uma hora e um'])
  })

  test('unknown filter values are ignored instead of breaking the page', async ({ client }) => {
    await createCourse({ category: 'ai' })

    const response = await client
      .get('/cursos?categoria=astrologia&nivel=mestre&duracao=eterna&pagina=abc')
      .withInertia()

    response.assertStatus(200)
    response.assertInertiaPropsContains({
      total: 1,
      filters: { category: null, level: null, duration: null },
    })
  })

  test('12 courses per page; "Carregar Mais Cursos" loads the next page and disappears at the end', async ({
    client,
    assert,
  }) => {
    for (let i = 1; i <= 14; i++)
      await createCourse({ title: `Curso ${String(i).padStart(2, '0')}` })

    const first = await client.get('/cursos').withInertia()
    assert.lengthOf(first.inertiaProps.courses, 12)
    first.assertInertiaPropsContains({ total: 14, pagination: { currentPage: 1, hasMore: true } })
    /* The client appends the next page to the list instead of replacing it. */
    assert.include(first.body().mergeProps, 'courses')

    const second = await client
      .get('/cursos?pagina=2')
      .withInertia()
      .withInertiaPartialReload('courses/index', ['courses', 'pagination'])
    assert.lengthOf(second.inertiaProps.courses, 2)
    assert.deepEqual(second.inertiaProps.pagination, { currentPage: 2, hasMore: false })
    /* A partial reload computes only what it asked for. */
    assert.notProperty(second.inertiaProps, 'categoryCounts')

    const all = [...first.inertiaProps.courses, ...second.inertiaProps.courses].map(
      (c: { id: number }) => c.id
    )
    assert.lengthOf(new Set(all), 14)
  })

  test('only published, non-archived courses are listed', async ({ client, assert }) => {
    await createCourse({ title: 'Publicado' })
    await createCourse({ title: 'Rascunho', isPublished: false })
    const { course } = await createCourse({ title: 'Arquivado' })
    await Course.query().where('id', course.id).update({ archivedAt: new Date() })

    const response = await client.get('/cursos').withInertia()

    assert.deepEqual(
      response.inertiaProps.courses.map((c: { title: string }) => c.title),
      ['Publicado']
    )
  })

  test('each card carries what the card shows; its preview texts come when the dialog opens', async ({
    client,
    assert,
  }) => {
    const { course } = await createCourse(
      {
        title: 'Curso com preview',
        description: 'Descrição-longa-que-o-cartão-não-mostra',
        learningPath: ['Etapa 1', 'Etapa 2'],
        outcomes: ['Resultado 1'],
        mentorName: 'Prof. Verde IA',
        mentorBio: 'Mentor de cultivo.',
        mentorExperience: '20 anos',
        previewVideoUrl: 'https://www.youtube.com/watch?v=abcdefghijk',
      },
      { modules: [1, 1, 1] }
    )

    const response = await client.get('/cursos').withInertia()
    const card = response.inertiaProps.courses[0]

    assert.equal(card.slug, course.slug)
    assert.equal(card.mentorName, 'Prof. Verde IA')
    assert.equal(card.modulesCount, 3)
    assert.equal(card.students, 0)
    assert.isNull(card.rating)
    assert.equal(card.reviews, 0)
    assert.equal(card.previewVideoUrl, 'https://www.youtube.com/watch?v=abcdefghijk')
    for (const hidden of ['description', 'learningPath', 'outcomes', 'mentorBio', 'imageEmoji'])
      assert.notProperty(card, hidden)
    assert.notProperty(response.inertiaProps, 'preview')
    const html = await client.get('/cursos')
    assert.notInclude(html.text(), 'Descrição-longa-que-o-cartão-não-mostra')

    /* Opening the dialog reloads only `preview`, merged under the course's slug. */
    const dialog = await client
      .get(`/cursos?previa=${course.slug}`)
      .withInertia()
      .withInertiaPartialReload('courses/index', ['preview'])
    assert.include(dialog.body().mergeProps, 'preview')
    assert.notProperty(dialog.inertiaProps, 'courses')
    assert.deepEqual(dialog.inertiaProps.preview, {
      [course.slug]: {
        learningPath: ['Etapa 1', 'Etapa 2'],
        outcomes: ['Resultado 1'],
        mentorBio: 'Mentor de cultivo.',
        mentorExperience: '20 anos',
      },
    })
  })

  test('the preview of a course that is not in the catalogue is a 404, never a 500', async ({
    client,
    assert,
  }) => {
    const { course: draft } = await createCourse({ isPublished: false })
    for (const previa of ['desconhecido', draft.slug, '']) {
      const response = await client
        .get(`/cursos?previa=${encodeURIComponent(previa)}`)
        .withInertia()
        .withInertiaPartialReload('courses/index', ['preview'])
      assert.equal(response.status(), 404, previa)
    }
    const twice = await client.get('/cursos?previa=a&previa=b')
    assert.equal(twice.status(), 404)
  })

  test('the premium card offers Premium to learners and shows the active plan to subscribers', async ({
    client,
    assert,
  }) => {
    await createCourse()
    const premiumCard = (html: string) =>
      html.slice(html.indexOf('data-testid="catalog-subscription-card"'), html.indexOf('</aside>'))

    const visitorPage = await client.get('/cursos')
    const visitor = premiumCard(visitorPage.text())
    assert.include(visitor, 'R$ 37')
    assert.include(visitor, 'Assinar Agora')
    assert.include(visitor, 'data-subscribed="false"')

    const learner = await createLearner()
    const learnerPage = await client.get('/cursos').loginAs(learner)
    const signedIn = premiumCard(learnerPage.text())
    assert.match(signedIn, /<form[^>]*action="\/assinatura\/checkout"[^>]*target="_blank"/)

    await SubscriptionFactory.merge({
      userId: learner.id,
      currentPeriodEnd: DateTime.fromISO('2027-03-15T12:00:00'),
    }).create()
    const subscriberPage = await client.get('/cursos').loginAs(learner)
    const subscriber = premiumCard(subscriberPage.text())
    assert.include(subscriber, 'Premium Ativo')
    assert.include(subscriber, '15/03/2027')
    assert.include(subscriber, 'Gerenciar Assinatura')
  })
})
