import { test } from '@japa/runner'
import { Logger } from '@adonisjs/core/logger'
import { NOT_FOUND_PATH_SHOWN } from '#exceptions/handler'

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

/*
| Every log call goes through Logger#log; the test records what the app asks
| to write, whatever level the test run prints.
*/
function recordLogs() {
  const calls: Array<{ level: string; line: string }> = []
  const original = Logger.prototype.log
  Logger.prototype.log = function (level: string, ...rest: unknown[]) {
    calls.push({ level, line: JSON.stringify(rest) })
    return original.call(this, level as any, ...(rest as [any, any]))
  }
  return {
    calls,
    restore: () => {
      Logger.prototype.log = original
    },
  }
}

test.group('Not found, in the log', () => {
  test('huge unknown paths leave no line above debug, and the debug line is cut', async ({
    client,
    assert,
    cleanup,
  }) => {
    const logs = recordLogs()
    cleanup(logs.restore)
    const path = `/${'x'.repeat(8 * 1024)}`

    for (let index = 0; index < 25; index++) {
      const page = await client.get(`${path}${index}`).withInertia()
      page.assertStatus(404)
      const json = await client.get(`${path}${index}`).header('accept', 'application/json')
      json.assertStatus(404)
    }

    const loud = logs.calls.filter((call) => !['debug', 'trace'].includes(call.level))
    assert.deepEqual(loud, [])
    const debug = logs.calls.filter((call) => call.line.includes('página não encontrada'))
    assert.lengthOf(debug, 25)
    for (const call of debug) assert.isBelow(call.line.length, NOT_FOUND_PATH_SHOWN + 200)
  })

  test('the 404 page shows the start of a huge path, not all of it', async ({ client, assert }) => {
    const page = await client.get(`/${'y'.repeat(8 * 1024)}`).withInertia()
    page.assertStatus(404)
    const shown = (page.inertiaProps as { path: string }).path
    assert.isTrue(shown.startsWith('/yyyy'))
    assert.isAtMost(shown.length, NOT_FOUND_PATH_SHOWN + 1)
  })
})
