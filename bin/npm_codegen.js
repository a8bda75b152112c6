/*
| `npm run codegen`: regenerates .adonisjs/ (controller and page indexes, the
| typed route registry the pages link with). Needs no database.
*/
import { fileURLToPath } from 'node:url'
import { loadEnv } from './lib/env_file.js'
import { runNode } from './lib/run.js'

const root = fileURLToPath(new URL('..', import.meta.url))

export async function codegen() {
  const env = {
    ...loadEnv(root, ['.env.test']),
    NODE_ENV: 'test',
    DATABASE_URL: process.env.DATABASE_URL || 'postgres://codegen@127.0.0.1:1/codegen',
  }
  await runNode(['ace', 'codegen'], { cwd: root, env, label: 'codegen' })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  codegen().catch((error) => {
    console.error(`✖ ${error.message}`)
    process.exit(1)
  })
}
