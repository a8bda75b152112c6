/*
| Page benchmark (issue 18): how fast each page is next to the same bytes
| served as a static file.
|
|   # against a running `npm start` (production build; another terminal):
|   node_modules/.bin/node bench/pages.js [http://localhost:3333] [--pid <pid do servidor>]
|
|   # self-contained, on a throwaway database (created, migrated, seeded,
|   # dropped at the end) and its own production server (build/bin/server.js
|   # with BENCH_SERVER_TIMING=true, on a free port of 127.0.0.1):
|   node_modules/.bin/node bench/pages.js --data 1x     # the normal seed
|   node_modules/.bin/node bench/pages.js --data 10x    # every list ×10 (bench/lib/data.js)
|
| Options: --seconds 5 (per run), --connections 20, --rounds 1, --warmup 1
| (seconds of load before each page's runs, not counted), --memory-connections
| 50 (the memory run), --fixed-requests 1500 (per side of the fixed-cost
| run), --only <texto>
| (pages whose name or address contains it), --build <pasta> (the build the
| --data modes serve; default build/, made by `npm start` or `npm run build`),
| --public <pasta> (the public folder of the running server; default
| build/public), --email/--password (the signed-in member; default the demo
| learner aluno@ganjatalks.com.br), --lesson, --discussion, --certificate
| (addresses; found automatically when omitted). The --data modes use
| BENCH_DATABASE_URL's PostgreSQL server when set (any database of it; the
| benchmark creates and drops its own), otherwise the embedded one.
|
| For each page, with autocannon at 20 connections, alternating in the same
| run (app page, then the static file, then the bare server, per page and
| round; each run starts once the server answers at once again, and a page
| with under one answer per connection in a run is measured again for three
| times as long), so the ratios hold on a noisy machine:
|   - the app's answers per second and its p50/p99 latency;
|   - the same app serving a static file of the same bytes (written into the
|     public folder it serves for the run, removed at the end): the ratio
|     app ÷ static is the figure to compare across machines;
|   - a bare Node server answering the same bytes from memory (another
|     process), the best this machine can do with those bytes;
|   - HTML bytes (as sent, and with Brotli when the client accepts it), and
|     the SQL statements of one request (writes, repeated statements) read
|     from the Server-Timing header the app sends with BENCH_SERVER_TIMING=true
|     ('—' without it), and whether that request was answered from the public
|     page cache (its X-Page-Cache header);
|   - the server's resident memory (RSS) before, at its peak and after
|     (the process is --pid, or the one listening on the URL's port).
| Signed-in pages carry the session of a member signed in through the real
| form (/auth, CSRF token from the XSRF-TOKEN cookie); a page measured both
| ways prints the ratio signed in ÷ visitor. Then:
|   - the fixed cost of being signed in: /robots.txt on one connection, a
|     visitor's and the member's requests alternating, the difference of the
|     mean times, and how many cookies the member's answers set again;
|   - memory under load: the signed-in dashboard at 50 connections, the
|     server's RSS at its peak and, with --data (the server runs with
|     --expose-gc and a bench-only SIGUSR2 probe), RSS and heap after a full GC.
*/
import { rmSync, writeFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import { request as httpRequest, Agent } from 'node:http'
import {
  benchEnv,
  guardRun,
  MEMORY_PROBE_FLAGS,
  memoryAfterGc,
  option,
  root,
  runNode,
  startAppServer,
} from './lib/harness.js'
import { multiplySeed, throwawayDatabase } from './lib/data.js'
import {
  loadAverage,
  load,
  machineSummary,
  pidListeningOn,
  rawRequest,
  rssMb,
  rssPeak,
  settle,
  signIn,
  startBareServer,
} from './lib/load.js'

const args = process.argv.slice(2)
const DATA = option('data', null)
const SECONDS = Math.max(Number(option('seconds', 5)) || 5, 1)
const CONNECTIONS = Math.max(Number(option('connections', 20)) || 20, 1)
const MEMORY_CONNECTIONS = Math.max(Number(option('memory-connections', 50)) || 50, 1)
const FIXED_REQUESTS = Math.max(Number(option('fixed-requests', 1500)) || 1500, 100)
const ROUNDS = Math.max(Number(option('rounds', 1)) || 1, 1)
const WARMUP = Math.max(Number(option('warmup', 1)) || 0, 0)
const ONLY = option('only', null)
const EMAIL = option('email', 'aluno@ganjatalks.com.br')
const PASSWORD = option('password', 'aluno12345')
const BUILD = option('build', join(root, 'build'))
const FACTOR = { '1x': 1, '10x': 10 }[DATA]

if (DATA && !FACTOR) {
  console.error('✖ --data aceita 1x ou 10x')
  process.exit(1)
}

/* The catalogue's course, its 'Continuar' lesson for the demo learner (database/seeding/demo_progress.ts). */
const COURSE = '/cursos/cultivo-indoor-avancado'
const LESSON = `${COURSE}/aula/9`

const PAGES = [
  { name: 'início', path: '/' },
  { name: 'catálogo', path: '/cursos' },
  { name: 'busca "cultivo"', path: '/cursos?q=cultivo' },
  { name: 'página de curso', path: COURSE },
  { name: 'aula', path: option('lesson', LESSON) },
  { name: 'comunidade', path: '/comunidade' },
  { name: 'podcast', path: '/podcast' },
  { name: 'discussão', path: option('discussion', null), find: 'discussion' },
  { name: 'certificado', path: option('certificate', null), find: 'certificate' },
  { name: 'painel (logado)', path: '/dashboard', signedIn: true },
  { name: 'aula (logado)', path: option('lesson', LESSON), signedIn: true },
  { name: 'catálogo (logado)', path: '/cursos', signedIn: true },
  { name: 'análises (logado)', path: '/analytics', signedIn: true },
  { name: 'comunidade (logado)', path: '/comunidade', signedIn: true },
  { name: 'início (logado)', path: '/', signedIn: true },
  { name: 'curso (logado)', path: COURSE, signedIn: true },
].filter((page) => !ONLY || page.name.includes(ONLY) || page.path?.includes(ONLY))

/* Three runs per round, room for one longer run of the app per round, settling and probes. */
const perPage = ROUNDS * 6 * SECONDS + WARMUP + 15
const { cleanups, cleanup, fail } = guardRun((PAGES.length * perPage + 600) * 1000)

/* --- the server: the running one, or a fresh one on a throwaway database --- */

async function startOwnServer() {
  if (!existsSync(join(BUILD, 'bin', 'server.js'))) {
    throw new Error(
      `sem build em ${BUILD}: rode \`npm run build\` (ou \`npm start\` uma vez) antes`
    )
  }
  const started = performance.now()
  /* PORT and APP_URL for the ace commands; the server gets its own free port. */
  const env = { ...benchEnv(), PORT: '3333', APP_URL: 'http://127.0.0.1:3333' }
  delete env.DB_HOST
  env.DATABASE_URL = await throwawayDatabase(`ganja_talks_bench_pages_${DATA}`, cleanups)
  await runNode(['ace.js', 'migration:run', '--force'], env, 'migrações', BUILD)
  await runNode(['ace.js', 'db:seed'], env, 'seed', BUILD)
  const data = FACTOR > 1 ? await multiplySeed(env.DATABASE_URL, FACTOR) : null
  const server = await startAppServer({
    env: { ...env, BENCH_SERVER_TIMING: 'true' },
    cleanups,
    build: BUILD,
    nodeFlags: MEMORY_PROBE_FLAGS,
  })
  const db = new pg.Client({ connectionString: env.DATABASE_URL })
  await db.connect()
  cleanups.push(() => db.end())
  console.log(
    `› banco descartável, seed${data ? ` ×${FACTOR}` : ''} e servidor prontos em ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s (pid ${server.pid})`
  )
  if (data) {
    const { before, after } = data
    console.log(
      `  cursos ${before.courses} → ${after.courses}, aulas ${before.lessons} → ${after.lessons}, ` +
        `discussões ${before.discussions} → ${after.discussions}, respostas ${before.replies} → ${after.replies}`
    )
  }
  return {
    url: server.url,
    pid: server.pid,
    publicDir: join(BUILD, 'public'),
    db,
    memory: () => memoryAfterGc(server.child),
  }
}

function runningServer() {
  const url = args.find((arg) => /^https?:\/\//.test(arg)) ?? 'http://localhost:3333'
  const { hostname, port, protocol } = new URL(url)
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(hostname)
  const pid =
    Number(option('pid', 0)) ||
    (local ? pidListeningOn(Number(port || (protocol === 'https:' ? 443 : 80))) : null)
  return { url, pid, publicDir: option('public', join(BUILD, 'public')), db: null, memory: null }
}

/* --- the pages whose address depends on the data ------------------------ */

/** The props of the page, from the JSON Inertia puts in the HTML. */
function pageProps(html) {
  const json = html
    .toString()
    .match(/<script data-page="app" type="application\/json">(.*?)<\/script>/s)
  try {
    return json ? JSON.parse(json[1]).props : null
  } catch {
    return null
  }
}

const DISCUSSION_LINK = /\/comunidade\/discussoes\/\d+\/[a-z0-9-]+/

/** The discussion with most replies (own database), or the first one the forum lists. */
async function findDiscussion(server) {
  if (server.db) {
    const { rows } = await server.db.query(
      'SELECT id FROM forum_discussions WHERE hidden_at IS NULL ORDER BY replies_count DESC, id LIMIT 1'
    )
    if (rows[0]) {
      const short = await rawRequest(new URL(`/comunidade/discussoes/${rows[0].id}`, server.url))
      if (short.headers.location) return new URL(short.headers.location, server.url).pathname
    }
  }
  const forum = await rawRequest(new URL('/comunidade', server.url), {
    headers: { accept: 'text/html' },
  })
  return forum.body.toString().match(DISCUSSION_LINK)?.[0] ?? null
}

/**
 * A certificate of the signed-in member, from their /certificados list. In
 * its own database the benchmark earns one first, as a learner would: every
 * lesson but one of the first course not yet complete (the same course at 1×
 * and 10×) marked complete, then the last one completed through the real
 * route (which issues the certificate).
 */
async function findCertificate(server, jar) {
  const headers = { accept: 'text/html', cookie: jar.header() }
  const listed = async () => {
    const page = await rawRequest(new URL('/certificados', server.url), { headers })
    const first = pageProps(page.body)?.certificates?.[0]
    return first?.publicUrl ? new URL(first.publicUrl).pathname : null
  }
  const existing = await listed()
  if (existing || !server.db) return existing

  const { rows } = await server.db.query(
    `SELECT l.id, l.course_id, u.id AS user_id FROM users u
       JOIN lessons l ON l.is_published
       JOIN courses c ON c.id = l.course_id AND c.is_published AND c.has_certificate AND c.archived_at IS NULL
      WHERE u.email = $1
        AND NOT EXISTS (SELECT 1 FROM lesson_progress p
                         WHERE p.user_id = u.id AND p.lesson_id = l.id AND p.completed_at IS NOT NULL)
      ORDER BY l.course_id, l.order_index`,
    [EMAIL]
  )
  if (!rows.length) return null
  const course = rows.filter((row) => row.course_id === rows[0].course_id)
  const last = course.at(-1)
  await server.db.query(
    `INSERT INTO lesson_progress (user_id, lesson_id, completed_at, created_at, updated_at)
     SELECT $1, id, now(), now(), now() FROM unnest($2::int[]) AS id
     ON CONFLICT (user_id, lesson_id) DO UPDATE SET completed_at = now()`,
    [last.user_id, course.slice(0, -1).map((row) => row.id)]
  )
  const completed = await rawRequest(new URL(`/aulas/${last.id}/conclusao`, server.url), {
    method: 'POST',
    headers: { ...headers, 'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? '') },
  })
  if (completed.status !== 302) throw new Error(`conclusão da aula ${last.id}: ${completed.status}`)
  return listed()
}

/* --- measuring ------------------------------------------------------------ */

/** sql;desc="12 consultas", sql-writes;desc="0 escritas", sql-repeats;desc="0 repetidas" */
function sqlFigures(header) {
  const figure = (metric) => {
    const match = String(header ?? '').match(new RegExp(`(?:^|,\\s*)${metric};desc="(\\d+) `))
    return match ? Number(match[1]) : null
  }
  return { total: figure('sql'), writes: figure('sql-writes'), repeats: figure('sql-repeats') }
}

async function measurePage(page, { server, bare, staticFile, staticUrl, headers }) {
  const url = new URL(page.path, server.url).href
  const first = await rawRequest(url, { headers })
  if (first.status !== 200) {
    throw new Error(`${page.name} (${page.path}) respondeu ${first.status}, não 200`)
  }
  const html = first.body
  writeFileSync(staticFile, html)
  const copy = await rawRequest(staticUrl, { headers })
  if (copy.status !== 200 || copy.body.length !== html.length) {
    throw new Error(
      `o servidor não serve ${staticFile} (${copy.status}): passe a pasta public dele com --public`
    )
  }
  await bare.serve(html)
  const brotli = await rawRequest(url, { headers: { ...headers, 'accept-encoding': 'br' } })

  /* A page slower than the run (under one answer per connection) is measured again, three times longer. */
  const run = async (target, seconds = SECONDS, again = true) => {
    await settle(staticUrl)
    const result = await load(target, { connections: CONNECTIONS, seconds, headers })
    return result.answers >= CONNECTIONS || !again ? result : run(target, seconds * 3, false)
  }
  if (WARMUP) await run(url, WARMUP, false)
  const app = []
  const same = []
  const floor = []
  for (let round = 0; round < ROUNDS; round++) {
    app.push(await run(url))
    same.push(await run(staticUrl))
    floor.push(await run(bare.url))
  }
  await settle(staticUrl)
  /* Counted after the load, so one-time work (a first visit's writes) is not in it. */
  const probe = await rawRequest(url, { headers })
  const mean = (runs, field) => runs.reduce((sum, run) => sum + run[field], 0) / runs.length
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
  return {
    ...page,
    bytes: html.length,
    brotliBytes: brotli.headers['content-encoding'] === 'br' ? brotli.body.length : null,
    app: mean(app, 'rps'),
    same: mean(same, 'rps'),
    floor: mean(floor, 'rps'),
    p50: median(app.map((run) => run.p50)),
    p99: Math.max(...app.map((run) => run.p99)),
    failures: [...app, ...same, ...floor].reduce((sum, run) => sum + run.failures, 0),
    sql: sqlFigures(probe.headers['server-timing']),
    cache: probe.headers['x-page-cache'] ?? null,
  }
}

/**
 * What being signed in costs on a trivial route (/robots.txt: no query, a
 * few hundred bytes): one connection, requests one after another,
 * alternating a visitor's and the member's, FIXED_REQUESTS of each. The
 * difference of the means is the fixed cost every signed-in request pays
 * before its page does anything. Also counts the cookies the member's
 * answers set again (none, unless the session changed).
 */
async function fixedSignedInCost(server, jar) {
  const url = new URL('/robots.txt', server.url)
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  const once = (headers) =>
    new Promise((resolve, reject) => {
      const start = process.hrtime.bigint()
      httpRequest(url, { agent, headers }, (response) => {
        response.resume()
        response.on('end', () =>
          resolve({
            ms: Number(process.hrtime.bigint() - start) / 1e6,
            cookies: (response.headers['set-cookie'] ?? []).length,
          })
        )
      })
        .on('error', reject)
        .end()
    })
  const visitor = []
  const member = []
  let cookiesSet = 0
  /* A first stretch of each warms the server up; it is not counted. */
  for (let i = 0; i < FIXED_REQUESTS + 200; i++) {
    const anonymous = await once({ accept: 'text/plain' })
    const signedIn = await once({ accept: 'text/plain', cookie: jar.header() })
    if (i < 200) continue
    visitor.push(anonymous.ms)
    member.push(signedIn.ms)
    cookiesSet += signedIn.cookies
  }
  agent.destroy()
  const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
  return {
    visitorMean: mean(visitor),
    visitorMedian: median(visitor),
    memberMean: mean(member),
    memberMedian: median(member),
    cookiesSet,
  }
}

/**
 * Memory under load: the heaviest signed-in page at MEMORY_CONNECTIONS
 * connections for twice the run's seconds, the server's RSS sampled all the
 * while; then (own server) its RSS and V8 heap right after a full GC.
 */
async function memoryUnderLoad(server, jar) {
  const peak = rssPeak(server.pid)
  const result = await load(new URL('/dashboard', server.url).href, {
    connections: MEMORY_CONNECTIONS,
    seconds: SECONDS * 2,
    headers: { accept: 'text/html', cookie: jar.header() },
  })
  const highest = peak.stop()
  await settle(new URL('/robots.txt', server.url).href)
  const afterGc = server.memory ? await server.memory() : null
  return { highest, afterGc, rps: result.rps, p99: result.p99, failures: result.failures }
}

/* --- printing ------------------------------------------------------------- */

const kb = (bytes) => (bytes === null ? '—' : `${(bytes / 1024).toFixed(1)}`)
const num = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '—')

const COLUMNS = [
  ['página', 22, (row) => row.name],
  ['HTML KB', 8, (row) => kb(row.bytes)],
  ['br KB', 6, (row) => kb(row.brotliBytes)],
  ['app req/s', 10, (row) => num(row.app)],
  ['estático', 9, (row) => num(row.same)],
  ['razão', 6, (row) => num(row.app / row.same, 3)],
  ['Node puro', 10, (row) => num(row.floor)],
  ['razão', 6, (row) => num(row.app / row.floor, 3)],
  ['p50 ms', 7, (row) => num(row.p50, 1)],
  ['p99 ms', 7, (row) => num(row.p99, 1)],
  ['SQL', 4, (row) => num(row.sql.total)],
  ['escr.', 5, (row) => num(row.sql.writes)],
  ['rep.', 4, (row) => num(row.sql.repeats)],
  ['cache', 5, (row) => row.cache ?? '—'],
  ['falhas', 6, (row) => String(row.failures)],
]

function printTable(rows) {
  const line = (cells) =>
    cells
      .map((cell, index) => (index === 0 ? cell.padEnd(22) : cell.padStart(COLUMNS[index][1])))
      .join(' ')
  console.log(line(COLUMNS.map(([title]) => title)))
  for (const row of rows) console.log(line(COLUMNS.map(([, , value]) => value(row))))
}

/* --- the run -------------------------------------------------------------- */

try {
  console.log(`máquina: ${machineSummary()} · carga ${loadAverage()}`)
  const server = DATA ? await startOwnServer() : runningServer()
  if (!existsSync(server.publicDir)) {
    throw new Error(
      `pasta public não encontrada: ${server.publicDir} (informe a do servidor com --public)`
    )
  }
  const bare = await startBareServer(cleanups)
  const staticName = `bench-pages-${process.pid}.html`
  const staticFile = join(server.publicDir, staticName)
  cleanups.push(() => rmSync(staticFile, { force: true }))
  const staticUrl = new URL(`/${staticName}`, server.url).href

  const jar = PAGES.some((page) => page.signedIn || page.find === 'certificate')
    ? await signIn(server.url, EMAIL, PASSWORD)
    : null
  for (const page of PAGES) {
    if (page.path || !page.find) continue
    page.path =
      page.find === 'discussion' ? await findDiscussion(server) : await findCertificate(server, jar)
  }

  const before = server.pid ? rssMb(server.pid) : null
  const peak = server.pid ? rssPeak(server.pid) : null
  const rows = []
  for (const page of PAGES) {
    if (!page.path) {
      console.log(`  (${page.name}: nenhum encontrado; informe com --${page.find})`)
      continue
    }
    const headers = { accept: 'text/html', ...(page.signedIn ? { cookie: jar.header() } : {}) }
    rows.push(await measurePage(page, { server, bare, staticFile, staticUrl, headers }))
    process.stdout.write(`  medido: ${page.name} (${page.path})\n`)
  }
  const highest = peak?.stop() ?? null
  const after = server.pid ? rssMb(server.pid) : null
  const fixed = jar ? await fixedSignedInCost(server, jar) : null
  const underLoad = jar && server.pid ? await memoryUnderLoad(server, jar) : null

  console.log(
    `\n${server.url} · dados: ${DATA ? `seed ${DATA}` : 'os do servidor'} · autocannon ${CONNECTIONS} conexões · ` +
      `${SECONDS} s por medida × ${ROUNDS} rodada(s), app → estático → Node puro por página · carga ${loadAverage()}\n`
  )
  printTable(rows)
  console.log(
    '\nrazão: req/s do app ÷ req/s do mesmo app servindo um arquivo estático com os mesmos bytes' +
      ' (e ÷ um servidor Node puro com os bytes em memória). SQL: consultas de uma requisição' +
      ' (escritas, repetidas), do cabeçalho Server-Timing (BENCH_SERVER_TIMING=true); cache: o' +
      ' X-Page-Cache dessa requisição (HIT = página pública entregue pronta).'
  )
  const signedInPairs = rows.filter((row) => row.signedIn)
  for (const row of signedInPairs) {
    const visitor = rows.find((other) => !other.signedIn && other.path === row.path)
    if (visitor) {
      console.log(
        `  ${row.name}: ${num(row.app)} req/s logado × ${num(visitor.app)} visitante ` +
          `(logado ÷ visitante ${num(row.app / visitor.app, 2)})`
      )
    }
  }
  if (fixed) {
    console.log(
      `\ncusto fixo de estar logado (/robots.txt, 1 conexão, ${FIXED_REQUESTS} requisições de cada, alternadas): ` +
        `visitante ${num(fixed.visitorMean, 3)} ms (mediana ${num(fixed.visitorMedian, 3)}), ` +
        `logado ${num(fixed.memberMean, 3)} ms (mediana ${num(fixed.memberMedian, 3)}): ` +
        `+${num(fixed.memberMean - fixed.visitorMean, 3)} ms; cookies reenviados ao logado: ${fixed.cookiesSet}`
    )
  }
  console.log(
    before === null
      ? '\nmemória do servidor (RSS): — (informe o processo com --pid)'
      : `\nmemória do servidor (RSS, pid ${server.pid}): ${num(before, 1)} MB antes, ` +
          `${num(highest, 1)} MB no pico das páginas, ${num(after, 1)} MB depois`
  )
  if (underLoad) {
    console.log(
      `sob carga (painel logado, ${MEMORY_CONNECTIONS} conexões, ${SECONDS * 2} s): ` +
        `${num(underLoad.rps)} req/s, p99 ${num(underLoad.p99, 1)} ms, falhas ${underLoad.failures}, ` +
        `RSS no pico ${num(underLoad.highest, 1)} MB` +
        (underLoad.afterGc
          ? `; depois de um GC completo: RSS ${num(underLoad.afterGc.rss, 1)} MB, heap ${num(underLoad.afterGc.heap, 1)} MB`
          : ' (heap depois do GC: só com --data, no servidor do próprio benchmark)')
    )
  }
} catch (error) {
  await fail(error.message)
}
await cleanup()
process.exit(0)
