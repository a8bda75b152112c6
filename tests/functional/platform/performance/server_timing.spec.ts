import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import env from '#start/env'
import { countQueries } from '#tests/helpers/query_count'
import { createCourse } from '#tests/functional/catalog/helpers'

/*
| BENCH_SERVER_TIMING is read on every request, so the test switches the
| setting the middleware reads and checks the header against Lucid's own
| count of the same request (its `db:query` event while debugging).
*/
const WRITE = /^\s*(insert|update|delete|merge)\b/i

function sqlFigures(header: string | undefined) {
  const figure = (metric: string) =>
    Number(header?.match(new RegExp(`(?:^|,\\s*)${metric};desc="(\\d+) `))?.[1] ?? Number.NaN)
  return { total: figure('sql'), writes: figure('sql-writes'), repeats: figure('sql-repeats') }
}

function expectedFigures(queries: string[]) {
  return {
    total: queries.length,
    writes: queries.filter((sql) => WRITE.test(sql)).length,
    repeats: queries.length - new Set(queries).size,
  }
}

test.group('Server-Timing SQL count (BENCH_SERVER_TIMING)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    const before = env.get('BENCH_SERVER_TIMING')
    return () => {
      env.set('BENCH_SERVER_TIMING', before)
      /* env.set writes process.env too, where undefined would become the string 'undefined'
         (and the app instances other tests start inherit this process's environment). */
      if (before === undefined) delete process.env.BENCH_SERVER_TIMING
    }
  })

  test('with the variable on, a page tells how many SQL statements it sent', async ({
    client,
    assert,
  }) => {
    await createCourse({ slug: 'medida-sql', title: 'Curso da medida', isPublished: true })
    env.set('BENCH_SERVER_TIMING', true)
    let header: string | undefined
    const queries = await countQueries(async () => {
      const response = await client.get('/cursos?q=medida')
      response.assertStatus(200)
      header = response.header('server-timing')
    })

    assert.isAbove(queries.length, 0)
    assert.deepEqual(sqlFigures(header), expectedFigures(queries))
    assert.match(header!, /^sql;desc="\d+ consultas?"/)
  })

  test('a form that writes is counted with its writes', async ({ client, assert }) => {
    env.set('BENCH_SERVER_TIMING', true)
    let header: string | undefined
    const queries = await countQueries(async () => {
      const response = await client
        .post('/newsletter')
        .form({ email: 'medida@exemplo.com.br' })
        .withCsrfToken()
        .redirects(0)
      response.assertStatus(302)
      header = response.header('server-timing')
    })

    const figures = sqlFigures(header)
    assert.isAtLeast(figures.writes, 1)
    assert.deepEqual(figures, expectedFigures(queries))
  })

  test('without the variable, no response carries the header', async ({ client, assert }) => {
    env.set('BENCH_SERVER_TIMING', false)
    const page = await client.get('/cursos')
    page.assertStatus(200)
    assert.isUndefined(page.header('server-timing'))

    const asset = await client.get('/favicon.svg')
    assert.isUndefined(asset.header('server-timing'))
  })
})
