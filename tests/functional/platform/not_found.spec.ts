import { test } from '@japa/runner'

/* Every "not found" takes one path: the pt-BR 404 page, or a pt-BR JSON message. */
test.group('Not found, one answer', () => {
  test('an unknown address is the pt-BR 404 page', async ({ client }) => {
    const response = await client.get('/endereco-que-nao-existe').withInertia()
    response.assertStatus(404)
    response.assertInertiaComponent('errors/not_found')
  })

  test('an unknown address asked as JSON says so in Portuguese', async ({ client, assert }) => {
    const response = await client
      .get('/endereco-que-nao-existe')
      .header('accept', 'application/json')
    response.assertStatus(404)
    assert.deepEqual(response.body(), { message: 'Página não encontrada' })
  })

  test('a missing certificate asked as JSON names what is missing', async ({ client, assert }) => {
    const response = await client
      .get('/certificado/nao-existe/credencial.json')
      .header('accept', 'application/json')
    response.assertStatus(404)
    assert.deepEqual(response.body(), { message: 'Certificado não encontrado' })
  })
})
