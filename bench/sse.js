/*
| Real-time benchmark (Transmit, server-sent events): memory per open stream
| and delivery latency of a direct message.
|
|   node_modules/.bin/node bench/sse.js [--streams 500] [--messages 40]
|
| Self-contained and rerunnable (no `npm start` needed): it starts on
| 127.0.0.1 everything it needs and stops it at the end, on Ctrl+C, or after
| 3 minutes at most:
|   - PostgreSQL: the embedded one of `npm start` (.data/postgres, reused if
|     already running) with a database of its own, `ganja_talks_bench`; or
|     BENCH_DATABASE_URL;
|   - migrations, and five confirmed members (`ace users:create`, idempotent);
|   - one app instance: bin/server.ts with NODE_ENV=production, sessions in
|     cookies, rate limits in memory, on a free port.
| Then, from this process, with every member signed in through /auth:
|   1. latency with only the members' own streams open: M/2 messages, one at a
|      time, rotating over two conversations and both directions (POST
|      /mensagens/:id/mensagens); each is timed from the request until the
|      recipient's stream (conversations/:id) receives it. Baseline measured
|      in the same run, interleaved with the sends (3 before each): the same
|      signed-in POST cycle to a trivial route (/__transmit/unsubscribe:
|      session, CSRF, auth, nothing else). The ratio is comparable across
|      machines; raw numbers are not.
|   2. memory: N idle streams of one member (one session, N uids, each
|      subscribed to users/:id like an open tab). Before and after, the
|      server runs a full GC and reports its RSS and V8 heap in use (a
|      bench-only preload answers SIGUSR2; the server has --expose-gc)
|      → KB per open stream.
|   3. the other M/2 messages with the N streams open (a broadcast looks at
|      every open stream of the instance).
| A member may send 30 messages per minute, so M is at most 52 (4 senders,
| one warm-up message each).
| What the members wrote is deleted at the end.
*/
import http from 'node:http'
import { join } from 'node:path'
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { startEmbeddedPostgres } from '../bin/lib/embedded_postgres.js'
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

const STREAMS = Math.min(Math.max(Number(option('streams', 500)) || 500, 1), 5000)
const MESSAGES = Math.min(Math.max(Number(option('messages', 40)) || 40, 4), 52)
const TOTAL_TIMEOUT_MS = 180_000
const STEP_TIMEOUT_MS = 10_000
const BASELINE_PER_SEND = 3
const PASSWORD = 'bench-senha-123'
/* Two conversations (x1–y1, x2–y2) share the sends; z owns the idle streams. */
const MEMBERS = ['x1', 'y1', 'x2', 'y2', 'z'].map((key) => ({
  key,
  email: `bench-${key}@bench.local`,
  name: `Bench ${key.toUpperCase()}`,
}))

const { cleanups, cleanup, fail } = guardRun(TOTAL_TIMEOUT_MS)

const withTimeout = (promise, what, ms = STEP_TIMEOUT_MS) =>
  Promise.race([
    promise,
    new Promise((_, reject) =>
      setTimeout(() => reject(new Error(`${what}: nada em ${ms} ms`)), ms).unref()
    ),
  ])

/* --- the app instance -------------------------------------------------- */

async function startServer(env) {
  const server = await startAppServer({
    env,
    cleanups,
    nodeFlags: MEMORY_PROBE_FLAGS,
    startupMs: 30_000,
  })
  return { ...server, memory: () => memoryOf(server.child) }
}

/** The server's memory right after a full GC (resident set and V8 heap in use), in KB. */
async function memoryOf(child) {
  const { rss, heap } = await withTimeout(memoryAfterGc(child), 'memória do servidor')
  return { rss: rss * 1024, heap: heap * 1024 }
}

/* --- a signed-in visitor: cookies, CSRF header, streams ------------------ */

class Visitor {
  cookies = new Map()

  constructor(base) {
    this.base = base
  }

  cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  async request(path, { method = 'GET', headers = {}, body } = {}) {
    const response = await fetch(new URL(path, this.base), {
      method,
      body,
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

  postJson(path, data) {
    return this.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept': 'application/json' },
      body: JSON.stringify(data),
    })
  }

  /** GET /auth as the Inertia router does (cookies and CSRF token), then the login form. */
  async signIn(email) {
    const inertia = { 'x-inertia': 'true', 'x-requested-with': 'XMLHttpRequest' }
    let page = await this.request('/auth', { headers: inertia })
    if (page.status === 409) {
      const version = page.headers.get('x-inertia-version') ?? ''
      page = await this.request('/auth', { headers: { ...inertia, 'x-inertia-version': version } })
    }
    await page.arrayBuffer()
    const response = await this.request('/auth/entrar', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password: PASSWORD }),
    })
    await response.arrayBuffer()
    if (response.headers.get('location') !== '/dashboard') {
      throw new Error(`login de ${email} falhou (${response.status})`)
    }
  }

  /** An SSE stream subscribed to `channel`; onEvent gets every { channel, payload }. */
  async stream(channel, onEvent = () => {}) {
    const uid = randomUUID()
    const request = http.get(new URL(`/__transmit/events?uid=${uid}`, this.base), {
      agent: false,
      headers: { accept: 'text/event-stream', cookie: this.cookieHeader() },
    })
    await withTimeout(
      new Promise((resolve, reject) => {
        request.once('error', reject)
        request.once('response', (response) => {
          if (response.statusCode !== 200) reject(new Error(`stream: ${response.statusCode}`))
          response.setEncoding('utf8')
          let buffer = ''
          response.on('data', (chunk) => {
            buffer += chunk
            let end
            while ((end = buffer.indexOf('\n\n')) !== -1) {
              const block = buffer.slice(0, end)
              buffer = buffer.slice(end + 2)
              if (block.startsWith(':ok')) resolve()
              const data = block
                .split('\n')
                .filter((line) => line.startsWith('data: '))
                .map((line) => line.slice(6))
                .join('\n')
              if (data) onEvent(JSON.parse(data))
            }
          })
        })
      }),
      'abrir stream'
    )
    request.on('error', () => {})
    const subscribed = await this.postJson('/__transmit/subscribe', { uid, channel })
    await subscribed.arrayBuffer()
    if (subscribed.status !== 204) throw new Error(`inscrição em ${channel}: ${subscribed.status}`)
    return { uid, close: () => request.destroy() }
  }
}

/* --- measurements ------------------------------------------------------- */

const percentile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
}

/** One signed-in POST to a route that does nothing (the baseline cycle), timed. */
async function trivialRequest(visitor) {
  const start = performance.now()
  const response = await visitor.postJson('/__transmit/unsubscribe', {
    uid: randomUUID(),
    channel: 'baseline',
  })
  await response.arrayBuffer()
  if (response.status !== 204) throw new Error(`rota trivial: ${response.status}`)
  return performance.now() - start
}

/**
 * `count` sends, one at a time, rotating over the routes (sender →
 * recipient's inbox); each is timed from the request until the recipient's
 * stream has it. Before each send, the same sender makes BASELINE_PER_SEND
 * trivial requests: baseline and messages are measured interleaved, under
 * the same load, so their ratio holds even on a busy machine.
 */
async function measureRound(routes, count, label) {
  const messages = []
  const baseline = []
  for (let i = 0; i < count; i++) {
    const { sender, inbox, conversationId } = routes[i % routes.length]
    for (let j = 0; j < BASELINE_PER_SEND; j++) baseline.push(await trivialRequest(sender))
    const text = `${label} ${i} ${randomUUID()}`
    const delivered = inbox.next(text)
    const start = performance.now()
    const response = await sender.postJson(`/mensagens/${conversationId}/mensagens`, { text })
    const body = await response.text()
    if (response.status !== 201) throw new Error(`envio: ${response.status} ${body.slice(0, 200)}`)
    await withTimeout(delivered, `entrega da mensagem ${i} (${label})`)
    messages.push(performance.now() - start)
  }
  return { messages, baseline }
}

/** Resolves next(text) when a message with that content arrives on the conversation stream. */
function inbox() {
  const waiting = new Map()
  return {
    next: (text) => new Promise((resolve) => waiting.set(text, resolve)),
    onEvent: (event) => {
      const content = event.payload?.type === 'message' ? event.payload.message?.content : null
      waiting.get(content)?.()
      waiting.delete(content)
    },
  }
}

async function inBatches(count, size, task) {
  const results = []
  for (let start = 0; start < count; start += size) {
    const batch = Array.from({ length: Math.min(size, count - start) }, (_, i) => task(start + i))
    results.push(...(await Promise.all(batch)))
  }
  return results
}

/* --- the run ------------------------------------------------------------ */

try {
  const env = benchEnv()
  if (process.env.BENCH_DATABASE_URL) {
    env.DATABASE_URL = process.env.BENCH_DATABASE_URL
  } else {
    const database = await startEmbeddedPostgres({
      dataDir: join(root, '.data', 'postgres'),
      database: 'ganja_talks_bench',
      preferredPort: Number(process.env.EMBEDDED_PG_PORT || 5433),
    })
    cleanups.push(() => database.stop())
    env.DATABASE_URL = database.url
  }
  delete env.DB_HOST

  const started = performance.now()
  await runNode(['ace', 'migration:run', '--force'], env, 'migrações')
  await Promise.all(
    MEMBERS.map(({ email, name }) =>
      runNode(
        ['ace', 'users:create', `--email=${email}`, `--name=${name}`, `--password=${PASSWORD}`],
        env,
        `users:create ${email}`
      )
    )
  )
  const server = await startServer(env)
  console.log(
    `› banco, membros e servidor prontos em ${((performance.now() - started) / 1000).toFixed(1)} s (pid ${server.pid})`
  )

  const db = new pg.Client({ connectionString: env.DATABASE_URL })
  await db.connect()
  const { rows } = await db.query('SELECT id, email FROM users WHERE email = ANY($1)', [
    MEMBERS.map((member) => member.email),
  ])
  cleanups.push(async () => {
    /* The members stay (users:create updates them); what they wrote goes. */
    const ids = rows.map((row) => row.id)
    await db.query('DELETE FROM conversations WHERE user1_id = ANY($1) OR user2_id = ANY($1)', [
      ids,
    ])
    await db.query('DELETE FROM notifications WHERE user_id = ANY($1)', [ids])
    await db.end()
  })
  const member = {}
  await Promise.all(
    MEMBERS.map(async ({ key, email }) => {
      member[key] = new Visitor(server.url)
      member[key].id = rows.find((row) => row.email === email).id
      await member[key].signIn(email)
    })
  )

  /* Each conversation through the real route (get-or-create, then its pane); both members listen to it. */
  const streams = []
  cleanups.push(() => streams.forEach((stream) => stream.close()))
  const routes = []
  for (const [a, b] of [
    [member.x1, member.y1],
    [member.x2, member.y2],
  ]) {
    const opened = await a.request(`/mensagens/com/${b.id}`, { method: 'POST' })
    await opened.arrayBuffer()
    const conversationId = Number(opened.headers.get('location')?.match(/\/mensagens\/(\d+)/)?.[1])
    if (!conversationId) throw new Error(`POST /mensagens/com/${b.id}: ${opened.status}`)
    const [inboxA, inboxB] = [inbox(), inbox()]
    const channel = `conversations/${conversationId}`
    streams.push(await a.stream(channel, inboxA.onEvent), await b.stream(channel, inboxB.onEvent))
    routes.push(
      { sender: a, inbox: inboxB, conversationId },
      { sender: b, inbox: inboxA, conversationId }
    )
  }

  /* Warm-up (JIT, pools, one message per route, a first batch of streams opened and closed), then round 1. */
  const crowdChannel = `users/${member.z.id}`
  for (let i = 0; i < 30; i++) await trivialRequest(member.x1)
  const warmup = await inBatches(100, 50, () => member.z.stream(crowdChannel))
  warmup.forEach((stream) => stream.close())
  await measureRound(routes, routes.length, 'aquecimento')
  const half = Math.floor(MESSAGES / 2)
  const round1 = await measureRound(routes, half, 'r1')

  /* N idle streams of member z, each subscribed to users/z like an open tab. */
  const before = await server.memory()
  const openedAt = performance.now()
  const crowd = await inBatches(STREAMS, 50, () => member.z.stream(crowdChannel))
  streams.push(...crowd)
  const openMs = performance.now() - openedAt
  const after = await server.memory()

  const round2 = await measureRound(routes, MESSAGES - half, 'r2')

  const row = (name, values, baseline) => {
    const p50 = percentile(values, 0.5)
    console.log(
      name.padEnd(46),
      p50.toFixed(1).padStart(8),
      percentile(values, 0.95).toFixed(1).padStart(8),
      (baseline ? p50 / percentile(baseline, 0.5) : 1).toFixed(2).padStart(11)
    )
  }
  console.log(`\n${server.url} · ${STREAMS} streams ociosos · ${MESSAGES} mensagens\n`)
  console.log(
    'medida'.padEnd(46),
    'p50 ms'.padStart(8),
    'p95 ms'.padStart(8),
    'razão/base'.padStart(11)
  )
  row('baseline: POST trivial logado (4 streams)', round1.baseline)
  row('mensagem até o stream do outro (4 streams)', round1.messages, round1.baseline)
  row(`baseline: POST trivial logado (${STREAMS + 4} streams)`, round2.baseline)
  row(`mensagem até o stream do outro (${STREAMS + 4} streams)`, round2.messages, round2.baseline)
  const perStream = (field) => ((after[field] - before[field]) / STREAMS).toFixed(1)
  const mb = (kb) => `${(kb / 1024).toFixed(1)} MB`
  console.log(
    `\nmemória do servidor depois de um GC completo, antes → com ${STREAMS} streams a mais` +
      ` (abertos e inscritos em ${(openMs / 1000).toFixed(1)} s):` +
      `\n  RSS        ${mb(before.rss)} → ${mb(after.rss)}: ${perStream('rss')} KB por stream` +
      `\n  heap do V8 ${mb(before.heap)} → ${mb(after.heap)}: ${perStream('heap')} KB por stream`
  )
} catch (error) {
  await fail(error.message)
}
await cleanup()
process.exit(0)
