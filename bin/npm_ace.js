/*
| `npm run ace -- <command>`: ace on Node 24 with the same database `npm start`
| uses. When no database is configured, the embedded PostgreSQL of
| .data/postgres is reused if `npm start` is running, or started for the
| command and stopped afterwards.
*/
import { fileURLToPath } from 'node:url'
import { join } from 'node:path'
import { hasConfiguredDatabase, loadEnv } from './lib/env_file.js'
import { startEmbeddedPostgres } from './lib/embedded_postgres.js'
import { runNode } from './lib/run.js'

const root = fileURLToPath(new URL('..', import.meta.url))
const env = { NODE_ENV: 'development', ...loadEnv(root) }
let database = { stop: async () => {} }
let exitCode = 0

try {
  if (!hasConfiguredDatabase(env)) {
    database = await startEmbeddedPostgres({
      dataDir: join(root, '.data', 'postgres'),
      database: 'ganja_talks',
      preferredPort: Number(env.EMBEDDED_PG_PORT || 5433),
    })
    env.DATABASE_URL = database.url
  }
  await runNode(['ace', ...process.argv.slice(2)], { cwd: root, env, label: 'ace' })
} catch (error) {
  console.error(`✖ ${error.message}`)
  exitCode = 1
} finally {
  await database.stop()
}
process.exit(exitCode)
