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

test.group('Landing page: nothing promised that is not there', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a course shows "Gratuito" or "Incluído no Premium" with the plan price, never a price of its own', async ({
    client,
    assert,
  }) => {
    await CourseFactory.merge({ title: 'Curso grátis', price: 0 }).create()
    await CourseFactory.merge({ title: 'Curso premium', price: 49.9 }).create()
    const response = await client.get('/')
    response.assertTextIncludes('Gratuito')
    response.assertTextIncludes('Incluído no Premium')
    response.assertTextIncludes('Plano Premium: R$ 37/mês')
    assert.notInclude(response.text(), 'R$ 49,90')
    assert.notInclude(response.text(), 'R$ 37,00')

    const props = await client.get('/').withInertia()
    for (const course of props.inertiaProps.courses) assert.notProperty(course, 'price')
  })

  test('the Premium offer lists only what the plan opens: no bonuses, no struck-through price', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/')
    const html = response.text()
    for (const removed of [
      'Bônus exclusivos',
      'Mentoria em grupo ao vivo',
      'Guia de cultivo medicinal',
      'Planilhas financeiras para o setor',
      'R$ 197',
      'R$ 297',
      'Comunidade premium',
      'Suporte direto ao mentor',
      'Análise de plantas',
      'Trilhas personalizadas',
    ])
      assert.notInclude(html, removed)
    for (const perk of [
      'Acesso a todos os cursos',
      'Materiais exclusivos e PDFs',
      'Certificados de conclusão',
      'Mentor IA em todos os cursos',
    ])
      response.assertTextIncludes(perk)
    response.assertTextIncludes('Assinar Agora - R$ 37/mês')
  })
})
