import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import NewsletterSubscription from '#models/newsletter_subscription'
import { CONTROL_CHARACTERS_MESSAGE } from '#middleware/control_characters_middleware'
import { personWithRole } from '#tests/functional/admin/_helpers'

test.group('What a user sees after malformed input', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a course address with a NUL byte or an impossible id is the 404 page', async ({
    client,
  }) => {
    for (const url of [
      '/cursos/%00',
      '/cursos/a%00b/aula/1',
      '/comunidade/discussoes/2147483648',
    ]) {
      const response = await client.get(url).withInertia()
      response.assertStatus(404)
      response.assertInertiaComponent('errors/not_found')
    }
  })

  test('a NUL byte in a search is dropped: the catalogue answers the search without it', async ({
    client,
  }) => {
    const response = await client.get('/cursos?q=%00').withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('courses/index')
  })

  test('a NUL byte typed in a form comes back as a pt-BR message next to the field', async ({
    client,
    assert,
  }) => {
    const member = await personWithRole(null)
    const response = await client
      .post('/comunidade/discussoes')
      .loginAs(member)
      .withCsrfToken()
      .withInertia()
      .header('referer', '/comunidade')
      .json({ title: 'Dúvida sobre\u0000 rega', body: 'Texto da dúvida.', category: 'cultivo' })
    assert.equal(response.inertiaProps.errors.title, CONTROL_CHARACTERS_MESSAGE)
  })

  test('a write with a malformed Referer is saved and goes back home, never a 500', async ({
    client,
    assert,
  }) => {
    const response = await client
      .post('/newsletter')
      .withCsrfToken()
      .header('referer', 'http://[::1')
      .form({ email: 'leitora@exemplo.com.br' })
      .redirects(0)
    response.assertStatus(302)
    assert.equal(response.header('location'), '/')
    assert.isNotNull(await NewsletterSubscription.findBy('email', 'leitora@exemplo.com.br'))
  })
})
