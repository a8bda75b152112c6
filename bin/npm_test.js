/*
| `npm test`: unit, functional and browser suites. With DATABASE_URL (or
| DB_*) set, tests run against that server — point it at a throwaway
| database, the suite rebuilds its schema. Otherwise a private embedded
| PostgreSQL in .data/postgres-test is used. Arguments after `--` go to Japa.
*/
import { fileURLToPath } from 'node:url'
import { join } from 'node:path'
import { hasConfiguredDatabase, loadEnv } from './lib/env_file.js'
import { startEmbeddedPostgres } from './lib/embedded_postgres.js'
import { runNode } from './lib/run.js'
import { codegen } from './npm_codegen.js'

const root = fileURLToPath(new URL('..', import.meta.url))
const env = { ...loadEnv(root, ['.env.test']), NODE_ENV: 'test' }
let database = { stop: async () => {} }

let exitCode = 0
try {
  if (!hasConfiguredDatabase(process.env)) {
    database = await startEmbeddedPostgres({
      dataDir: join(root, '.data', 'postgres-test'),
      database: 'ganja_talks_test',
      preferredPort: Number(env.EMBEDDED_PG_TEST_PORT || 5434),
    })
    env.DATABASE_URL = database.url
  }
  await codegen()
  await runNode(['ace', 'test', ...process.argv.slice(2)], { cwd: root, env, label: 'testes' })
} catch (error) {
  console.error(`\n✖ ${error.message}`)
  exitCode = 1
} finally {
  await database.stop()
}
process.exit(exitCode)
