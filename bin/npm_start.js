/*
| `npm start`: the whole product on http://localhost:3333.
| .env (created on first run) → PostgreSQL (embedded unless configured) →
| production build (rebuilt when sources changed) → migrations → seed when the
| database is empty → the server. Ctrl+C stops the server and PostgreSQL.
*/
import { fileURLToPath } from 'node:url'
import { join } from 'node:path'
import { prepareEnvironment, handleShutdown } from './lib/prepare.js'
import { buildIsFresh, sourceHash, stampBuild } from './lib/build_freshness.js'
import { needsSeed } from './lib/database_state.js'
import { runNode, startNode } from './lib/run.js'
import { SERVER_NODE_FLAGS } from './lib/server_flags.js'

const root = fileURLToPath(new URL('..', import.meta.url))

try {
  const { env, database } = await prepareEnvironment(root, { nodeEnv: 'production' })
  const buildDir = join(root, 'build')

  const hash = sourceHash(root)
  if (!buildIsFresh(root, hash)) {
    console.log('› gerando o build de produção (node ace build)…')
    await runNode(['ace', 'build'], {
      cwd: root,
      env: { ...env, NODE_ENV: 'development' },
      label: 'build',
      /* Its closing box says to `cd build && npm ci`: npm start serves build/ with the project's own node_modules. */
      dropFrom: /Run the following commands/,
    })
    stampBuild(root, hash)
  }

  await runNode(['ace.js', 'migration:run', '--force'], { cwd: buildDir, env, label: 'migrações' })
  if (await needsSeed(env.DATABASE_URL)) {
    console.log('› banco vazio: carregando o catálogo e os usuários de demonstração…')
    await runNode(['ace.js', 'db:seed'], { cwd: buildDir, env, label: 'seed' })
  }

  const server = startNode([...SERVER_NODE_FLAGS, 'bin/server.js'], { cwd: buildDir, env })
  handleShutdown(server, database)
  console.log(
    `› iniciando o servidor em ${env.APP_URL ?? `http://localhost:${env.PORT ?? 3333}`} (Ctrl+C encerra)`
  )
} catch (error) {
  console.error(`\n✖ ${error.message}`)
  process.exit(1)
}
