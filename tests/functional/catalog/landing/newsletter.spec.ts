import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import NewsletterSubscription from '#models/newsletter_subscription'

test.group('Newsletter sign-up', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('stores the e-mail once, trimmed and lower-cased, and confirms with a toast', async ({
    client,
    assert,
  }) => {
    const first = await client
      .post('/newsletter')
      .form({ email: '  Leitora@Exemplo.com ' })
      .withCsrfToken()
      .redirects(0)
    first.assertStatus(302)
    assert.equal((first.flashMessages().toast as { title: string }).title, 'Inscrição confirmada!')
    await client
      .post('/newsletter')
      .form({ email: 'leitora@exemplo.com' })
      .withCsrfToken()
      .redirects(0)

    const rows = await NewsletterSubscription.all()
    assert.deepEqual(
      rows.map((row) => row.email),
      ['leitora@exemplo.com']
    )
  })

  test('an invalid e-mail gets the pt-BR message and stores nothing', async ({
    client,
    assert,
  }) => {
    const response = await client
      .post('/newsletter')
      .form({ email: 'não é email' })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    assert.deepEqual(response.flashMessages().inputErrorsBag, {
      email: ['Informe um e-mail válido.'],
    })
    assert.equal(response.flashMessages().email, 'não é email')
    assert.lengthOf(await NewsletterSubscription.all(), 0)
  })

  test('a post without the CSRF token is refused with a pt-BR toast and stores nothing', async ({
    client,
    assert,
  }) => {
    const response = await client.post('/newsletter').form({ email: 'x@exemplo.com' }).redirects(0)
    assert.equal((response.flashMessages().toast as { title: string }).title, 'Sessão expirada')
    assert.lengthOf(await NewsletterSubscription.all(), 0)
  })
})
