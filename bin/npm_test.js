/*
| `npm test`: lint, formatting, the unit, functional and browser suites, then
| the typecheck. Any failure makes the whole command fail. With arguments
| after `--` (a suite, `--files`, `--tests`), only those Japa tests run,
| without the static checks.
|
| The machines have two cores and the unit and functional suites keep about
| one busy (one Node process, plus PostgreSQL), so the static checks run one
| after the other beside them; the browser suite, whose pages wait on timers
| and real playback, runs after both, alone. The typecheck starts after the
| test runner's boot has regenerated the typed indexes in .adonisjs/ it reads.
|
| With DATABASE_URL (or DB_*) set, tests run against that server — point it at
| a throwaway database, the suite rebuilds its schema. Otherwise a private
| embedded PostgreSQL in .data/postgres-test is used.
*/
import { fileURLToPath } from 'node:url'
import { join } from 'node:path'
import { hasConfiguredDatabase, loadEnv } from './lib/env_file.js'
import { startEmbeddedPostgres } from './lib/embedded_postgres.js'
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

/* One after the other: each is single-threaded, and the other core runs the tests. */
async function staticChecks() {
  await check('lint (eslint)', 'eslint', ['.'])
  await check('formatação (prettier --check)', 'prettier', ['--check', '--log-level=warn', '.'])
  await check('tipos do servidor (tsc)', 'tsc', ['--noEmit'])
  await check('tipos das páginas (tsc)', 'tsc', ['--noEmit', '--project', 'inertia/tsconfig.json'])
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
  if (fullRun) {
    const tests = runNode(['ace', 'test', 'unit', 'functional'], {
      cwd: root,
      env,
      label: 'testes (unit, functional)',
    })
    /* The runner regenerates .adonisjs/ as it boots, before the checks reach the typecheck. */
    const checks = delay(5_000).then(staticChecks)
    const browser = () =>
      runNode(['ace', 'test', 'browser'], { cwd: root, env, label: 'testes (browser)' })
    /* Every part runs whatever another found: one report lists all that failed. */
    const outcomes = await Promise.allSettled([tests, checks])
    outcomes.push(...(await Promise.allSettled([browser()])))
    const failed = outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' ? [outcome.reason.message] : []
    )
    if (failed.length > 0) throw new Error(failed.join('; '))
  } else {
    await runNode(['ace', 'test', ...japaArgs], { cwd: root, env, label: 'testes' })
  }
} catch (error) {
  console.error(`\n✖ ${error.message}`)
  exitCode = 1
} finally {
  await database.stop()
}
process.exit(exitCode)
