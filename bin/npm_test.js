/*
| `npm test`: lint, formatting, the unit, functional and browser suites, then
| the typecheck (after the suites, because booting the test runner regenerates
| the typed indexes in .adonisjs/ that the typecheck reads). Any failure makes
| the whole command fail. With arguments after `--` (a suite, `--files`,
| `--tests`), only those Japa tests run, without the static checks.
|
| With DATABASE_URL (or DB_*) set, tests run against that server — point it at
| a throwaway database, the suite rebuilds its schema. Otherwise a private
| embedded PostgreSQL in .data/postgres-test is used.
*/
import { fileURLToPath } from 'node:url'
import { join } from 'node:path'
import { hasConfiguredDatabase, loadEnv } from './lib/env_file.js'
import { startEmbeddedPostgres } from './lib/embedded_postgres.js'
import { runBin, runNode } from './lib/run.js'

const root = fileURLToPath(new URL('..', import.meta.url))
const env = { ...loadEnv(root, ['.env.test']), NODE_ENV: 'test' }
const japaArgs = process.argv.slice(2)
const fullRun = japaArgs.length === 0
let database = { stop: async () => {} }

const check = (label, bin, args) => {
  console.log(`› ${label}`)
  return runBin(bin, args, { cwd: root, env: process.env, label })
}

let exitCode = 0
try {
  /* The static checks run two at a time (they are independent; the machines have two cores). */
  if (fullRun) {
    await Promise.all([
      check('lint (eslint)', 'eslint', ['.']),
      check('formatação (prettier --check)', 'prettier', ['--check', '--log-level=warn', '.']),
    ])
  }
  if (!hasConfiguredDatabase(process.env)) {
    database = await startEmbeddedPostgres({
      dataDir: join(root, '.data', 'postgres-test'),
      database: 'ganja_talks_test',
      preferredPort: Number(env.EMBEDDED_PG_TEST_PORT || 5434),
    })
    env.DATABASE_URL = database.url
  }
  await runNode(['ace', 'test', ...japaArgs], { cwd: root, env, label: 'testes' })
  if (fullRun) {
    await Promise.all([
      check('tipos do servidor (tsc)', 'tsc', ['--noEmit']),
      check('tipos das páginas (tsc)', 'tsc', ['--noEmit', '--project', 'inertia/tsconfig.json']),
    ])
  }
} catch (error) {
  console.error(`\n✖ ${error.message}`)
  exitCode = 1
} finally {
  await database.stop()
}
process.exit(exitCode)
