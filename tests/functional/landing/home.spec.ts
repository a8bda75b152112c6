import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import { CourseFactory } from '#database/factories/course_factory'

test.group('Landing page', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('shows exactly the three newest published courses', async ({ client }) => {
    const base = DateTime.now().minus({ days: 30 })
    for (const [index, title] of ['Mais antigo', 'Segundo', 'Terceiro', 'Mais novo'].entries()) {
      await CourseFactory.merge({ title, createdAt: base.plus({ days: index }) }).create()
    }
    await CourseFactory.apply('draft')
      .merge({ title: 'Rascunho recente', createdAt: DateTime.now() })
      .create()

    const response = await client.get('/').withInertia()

    response.assertStatus(200)
    response.assertInertiaComponent('home')
    const titles = response.inertiaProps.courses.map((course: { title: string }) => course.title)
    response.assert!.deepEqual(titles, ['Mais novo', 'Terceiro', 'Segundo'])
  })

  test('lists no course when none is published, so the page shows "Cursos em Preparação"', async ({
    client,
  }) => {
    await CourseFactory.apply('draft').create()
    const response = await client.get('/')
    response.assertStatus(200)
    response.assertTextIncludes('Cursos em Preparação')
  })

  test('the server-rendered landing links each area, mentor and the podcast by their real URLs', async ({
    client,
  }) => {
    const response = await client.get('/')
    response.assertStatus(200)
    for (const href of [
      '/cursos?categoria=cultivo',
      '/cursos?categoria=science',
      '/cursos?categoria=business',
      '/cursos/cultivo-indoor-avancado?aba=mentor',
      '/cursos/business-plan-cannabis?aba=mentor',
      '/cursos/farmacologia-cannabinoide?aba=mentor',
      '/cursos/fundamentos-cannabis-ia',
      '/podcast',
    ]) {
      response.assertTextIncludes(`href="${href}"`)
    }
  })
})

test.group('Not-found page', () => {
  test('an unknown path answers 404 with the pt-BR page and a link home', async ({ client }) => {
    const response = await client.get('/caminho/que/nao/existe')
    response.assertStatus(404)
    response.assertTextIncludes('Página não encontrada')
    response.assertTextIncludes('Voltar para o início')
  })
})

test.group('Landing page prices', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a free course shows "Gratuito" and a paid one "R$ 37,00"', async ({ client }) => {
    await CourseFactory.merge({ title: 'Curso grátis', price: 0 }).create()
    await CourseFactory.merge({ title: 'Curso premium', price: 37 }).create()
    const response = await client.get('/')
    response.assertTextIncludes('Gratuito')
    response.assertTextIncludes('R$ 37,00')
  })
})
