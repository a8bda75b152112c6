import cache from '@adonisjs/cache/services/main'
import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'

/**
 * The SQL statements a piece of code sends, read from Lucid's `db:query`
 * event while the global transaction debugs (so a test can pin how many
 * queries a page costs, whatever the amount of data).
 */
export async function countQueries(run: () => Promise<unknown>) {
  /* Each counted request is a member's first in a while: their session check and header counts are read. */
  await cache.use('sessions').clear()
  const trx = await db.beginGlobalTransaction()
  const queries: string[] = []
  /* loginAs opens its login session as the request is sent: the test client's sign-in, not the page's work. */
  const listener = (query: { sql: string }) => {
    if (!query.sql.startsWith('insert into "login_sessions"')) queries.push(query.sql)
  }
  /* Without the console pretty-printer the test output stays readable. */
  emitter.off('db:query', db.prettyPrint)
  emitter.on('db:query', listener)
  trx.debug = true
  try {
    await run()
  } finally {
    trx.debug = false
    emitter.off('db:query', listener)
    if (db.config.prettyPrintDebugQueries) emitter.on('db:query', db.prettyPrint)
  }
  return queries
}
