import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { CourseFactory } from '#database/factories/course_factory'
import { freeLearner } from '#tests/helpers/premium'
import { renderEveryPageOnServer } from '#tests/helpers/server_rendering'

/* No course is sold on its own: learners see 'Gratuito' or the Plano Premium, never a course price. */
test.group('Catalogue: how a course is had', (group) => {
  /* What a member's page shows, read in its HTML: rendered on the server for the test (members' pages render in the browser). */
  group.setup(renderEveryPageOnServer)
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  async function courses() {
    const free = await CourseFactory.merge({ title: 'Curso Aberto', price: 0 }).create()
    const premium = await CourseFactory.merge({ title: 'Curso Premium', price: 49.9 }).create()
    return { free, premium }
  }

  test('the catalogue cards show "Gratuito" or "Incluído no Premium" with the plan price, no course price', async ({
    client,
    assert,
  }) => {
    await courses()
    const learner = await freeLearner()
    const page = await client.get('/cursos').loginAs(learner)
    page.assertStatus(200)
    page.assertTextIncludes('Gratuito')
    page.assertTextIncludes('Incluído no Premium')
    page.assertTextIncludes('Plano Premium: R$ 37/mês')
    assert.notInclude(page.text(), 'R$ 49,90')
    assert.notInclude(page.text(), 'R$ 37,00')

    /* The cards' props (the preview dialog reads the same) carry no price either. */
    const props = await client.get('/cursos').loginAs(learner).withInertia()
    const cards = props.inertiaProps.courses as Record<string, unknown>[]
    assert.lengthOf(cards, 2)
    for (const card of cards) assert.notProperty(card, 'price')
    assert.deepEqual(cards.map((card) => [card.title, card.free]).sort(), [
      ['Curso Aberto', true],
      ['Curso Premium', false],
    ])
  })

  test('the course page side card says how the course is had, and lifetime access only when free', async ({
    client,
    assert,
  }) => {
    const { free, premium } = await courses()
    const premiumPage = await client.get(`/cursos/${premium.slug}`)
    premiumPage.assertTextIncludes('Incluído no Premium')
    premiumPage.assertTextIncludes('Plano Premium: R$ 37/mês, com todos os cursos')
    assert.notInclude(premiumPage.text(), 'R$ 49,90')
    assert.notInclude(premiumPage.text(), 'Acesso vitalício')
    const props = await client.get(`/cursos/${premium.slug}`).withInertia()
    assert.notProperty(props.inertiaProps.course, 'price')

    const freePage = await client.get(`/cursos/${free.slug}`)
    freePage.assertTextIncludes('Gratuito')
    freePage.assertTextIncludes('Acesso vitalício')
  })
})
