/*
| What `npm start` and `npm run dev` share: the .env, the database (embedded
| unless configured), the folders for uploads and mails.
*/
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { ensureEnvFile, hasConfiguredDatabase, loadEnv } from './env_file.js'
import { startEmbeddedPostgres } from './embedded_postgres.js'
import { portIsFree, stopProcessGroup } from './run.js'

export async function prepareEnvironment(root, { nodeEnv }) {
  if (ensureEnvFile(root)) console.log('› .env criado com uma APP_KEY nova')
  const env = { ...loadEnv(root), NODE_ENV: nodeEnv }

  const port = Number(env.PORT || 3333)
  if (!(await portIsFree(port, env.HOST || '0.0.0.0'))) {
    throw new Error(
      `A porta ${port} já está em uso (outro npm start ou npm run dev?). Encerre-o ou defina PORT=<outra porta>.`
    )
  }

  /* Uploads and mails live in the project, never inside build/ (rebuilt at will). */
  env.DRIVE_FS_ROOT ||= join(root, 'storage', 'uploads')
  env.MAIL_DIR ||= join(root, 'storage', 'mails')
  mkdirSync(env.DRIVE_FS_ROOT, { recursive: true })
  mkdirSync(env.MAIL_DIR, { recursive: true })

  let database = { stop: async () => {} }
  if (hasConfiguredDatabase(env)) {
    console.log('› usando o PostgreSQL configurado em DATABASE_URL/DB_*')
  } else {
    const started = Date.now()
    database = await startEmbeddedPostgres({
      dataDir: join(root, '.data', 'postgres'),
      database: 'ganja_talks',
      preferredPort: Number(env.EMBEDDED_PG_PORT || 5433),
    })
    env.DATABASE_URL = database.url
    console.log(
      `› PostgreSQL embutido ${database.reused ? 'reaproveitado' : 'iniciado'} na porta ${database.port} (${Date.now() - started} ms)`
    )
    console.log(`  conexão: ${database.url} (também em ${database.connectionFile})`)
  }
  return { env, database }
}

/**
 * Stops the app (its whole process group, with `childSignal`), then
 * PostgreSQL, on Ctrl+C or SIGTERM. The dev server (`ace serve`) only
 * listens to SIGINT; the production server to SIGTERM.
 */
export function handleShutdown(child, database, childSignal = 'SIGTERM') {
  let stopping = false
  const stop = async (signal) => {
    if (stopping) return
    stopping = true
    console.log(`\n› encerrando (${signal})…`)
    if (child) await stopProcessGroup(child, childSignal)
    await database.stop()
    process.exit(0)
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
  child?.on('exit', async (code) => {
    if (stopping) return
    await database.stop()
    process.exit(code ?? 1)
  })
}
