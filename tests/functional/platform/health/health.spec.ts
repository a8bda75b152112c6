/*
| The health checks as a load balancer reads them: plain HTTP against the
| test server (the Japa client brings its own session support, a load
| balancer does not).
*/
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { driveCheck, redisConfigured } from '#start/health'

/* Redis is checked only where it is configured (REDIS_URL or REDIS_HOST). */
const CHECKS = [
  'Banco de dados',
  'Drive gravável',
  'Migrações aplicadas',
  ...(redisConfigured ? ['Redis'] : []),
]

type Check = { name: string; status: string; message: string }

async function probe(path: string) {
  const response = await fetch(`http://${process.env.HOST}:${process.env.PORT}${path}`)
  const text = await response.text()
  return {
    status: response.status,
    text,
    body: JSON.parse(text),
    cacheControl: response.headers.get('cache-control'),
    cookies: response.headers.getSetCookie(),
  }
}

test.group('Health checks for the load balancer', (group) => {
  const realDisk = driveCheck.disk
  group.each.setup(() => () => {
    driveCheck.disk = realDisk
  })

  test('live answers 200 without a session cookie or cache', async ({ assert }) => {
    const live = await probe('/health/live')

    assert.equal(live.status, 200)
    assert.deepEqual(live.body, { status: 'ok' })
    assert.equal(live.cacheControl, 'no-store')
    assert.deepEqual(live.cookies, [])
  })

  test('ready answers 200 listing every check as ok, without secrets or a session', async ({
    assert,
  }) => {
    const ready = await probe('/health/ready')

    assert.equal(ready.status, 200, ready.text)
    assert.equal(ready.body.status, 'ok')
    assert.sameMembers(
      ready.body.checks.map((check: Check) => check.name),
      CHECKS
    )
    for (const check of ready.body.checks) assert.equal(check.status, 'ok', check.name)
    assert.notInclude(ready.text, 'postgres')
    assert.notProperty(ready.body, 'debugInfo')
    assert.equal(ready.cacheControl, 'no-store')
    assert.deepEqual(ready.cookies, [])
  })

  test('ready answers 503 while the Drive disk refuses writes, without the error details', async ({
    assert,
  }) => {
    driveCheck.disk = () => ({
      put: () => Promise.reject(new Error("EACCES: permission denied, open '/srv/segredo/x'")),
      delete: () => Promise.resolve(),
    })

    const ready = await probe('/health/ready')

    assert.equal(ready.status, 503)
    assert.equal(ready.body.status, 'error')
    const drive = ready.body.checks.find((check: Check) => check.name === 'Drive gravável')
    assert.equal(drive.status, 'error')
    assert.equal(drive.message, 'Falhou (detalhes no log do servidor)')
    assert.notInclude(ready.text, '/srv/segredo')
    assert.notInclude(ready.text, 'EACCES')
    const database = ready.body.checks.find((check: Check) => check.name === 'Banco de dados')
    assert.equal(database.status, 'ok')
  })

  test('ready answers 503 while a migration is pending', async ({ assert, cleanup }) => {
    /* Rolled back when the test ends: the deleted row comes back. */
    cleanup(await testUtils.db().withGlobalTransaction())
    const last = await db.from('adonis_schema').orderBy('id', 'desc').firstOrFail()
    await db.from('adonis_schema').where('id', last.id).delete()

    const ready = await probe('/health/ready')

    assert.equal(ready.status, 503)
    const migrations = ready.body.checks.find(
      (check: Check) => check.name === 'Migrações aplicadas'
    )
    assert.equal(migrations.status, 'error')
    assert.equal(migrations.message, '1 migração pendente: rode migration:run')
  })
})
