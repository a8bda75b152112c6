/*
| `npm test`: lint, formatting, the unit, functional and browser suites, and
| the typecheck. Any failure makes the whole command fail. With arguments
| after `--` (a suite, `--files`, `--tests`), only those Japa tests run,
| without the static checks.
|
| The machines have two cores and the test runner keeps about one busy (one
| Node process, plus PostgreSQL), so the static checks run one after the
| other beside it, during the unit and functional suites (they take about
| three minutes; the browser suite comes after and finds the Vite dev server
| already warm). The typecheck starts after the runner's boot has
| regenerated the typed indexes in .adonisjs/ it reads.
|
| With DATABASE_URL (or DB_*) set, tests run against that server — point it at
| a throwaway database, the suite rebuilds its schema. Otherwise a private
| embedded PostgreSQL in .data/postgres-test is used.
*/
import { fileURLToPath } from 'node:url'
import { join } from 'node:path'
import { hasConfiguredDatabase, loadEnv } from './lib/env_file.js'
import { anyFreePort, startEmbeddedPostgres } from './lib/embedded_postgres.js'
import { setTimeout as delay } from 'node:timers/promises'
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

/* One after the other (each is single-threaded, the other core runs the tests), each whatever the last found. */
async function staticChecks() {
  const failed = []
  for (const [label, bin, args] of [
    ['lint (eslint)', 'eslint', ['.']],
    ['formatação (prettier --check)', 'prettier', ['--check', '--log-level=warn', '.']],
    ['tipos do servidor (tsc)', 'tsc', ['--noEmit']],
    ['tipos das páginas (tsc)', 'tsc', ['--noEmit', '--project', 'inertia/tsconfig.json']],
    [
      'tipos do service worker (tsc)',
      'tsc',
      ['--noEmit', '--project', 'inertia/service_worker/tsconfig.json'],
    ],
  ]) {
    await check(label, bin, args).catch((error) => failed.push(error.message))
  }
  if (failed.length > 0) throw new Error(failed.join('; '))
}

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
  /*
   * Vite's dev server (the pages of the functional and browser tests) opens
   * its HMR websocket on 24678 unless told otherwise: a second test run, or
   * `npm run dev`, on the same machine would take it, and the pages of this
   * run would log failed connections (the accessibility test counts them).
   */
  env.VITE_HMR_PORT ??= String(await anyFreePort())
  const tests = runNode(['ace', 'test', ...japaArgs], { cwd: root, env, label: 'testes' })
  if (fullRun) {
    /*
     * The runner regenerates .adonisjs/ as it boots, before the checks reach
     * the typecheck; every part runs whatever another found, and one report
     * lists all that failed.
     */
    const checks = delay(5_000).then(staticChecks)
    const outcomes = await Promise.allSettled([tests, checks])
    const failed = outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' ? [outcome.reason.message] : []
    )
    if (failed.length > 0) throw new Error(failed.join('; '))
  } else {
    await tests
  }
} catch (error) {
  console.error(`\n✖ ${error.message}`)
  exitCode = 1
} finally {
  await database.stop()
}
process.exit(exitCode)
