/*
| `npm run dev`: like `npm start`, but the hot-reloading dev server
| (`node ace serve --hmr`) instead of the production build.
*/
import { fileURLToPath } from 'node:url'
import { prepareEnvironment, handleShutdown } from './lib/prepare.js'
import { needsSeed } from './lib/database_state.js'
import { runNode, startNode } from './lib/run.js'

const root = fileURLToPath(new URL('..', import.meta.url))

try {
  const { env, database } = await prepareEnvironment(root, { nodeEnv: 'development' })
  await runNode(['ace', 'migration:run'], { cwd: root, env, label: 'migrações' })
  if (await needsSeed(env.DATABASE_URL)) {
    await runNode(['ace', 'db:seed'], { cwd: root, env, label: 'seed' })
  }
  const server = startNode(['ace', 'serve', '--hmr'], { cwd: root, env })
  /* `ace serve` stops on SIGINT only. */
  handleShutdown(server, database, 'SIGINT')
} catch (error) {
  console.error(`\n✖ ${error.message}`)
  process.exit(1)
}
