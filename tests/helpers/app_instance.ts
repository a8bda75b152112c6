/*
| Real app processes for the tests that need more than the in-process test
| server (several instances sharing PostgreSQL and Redis), and a small HTTP
| client with its own cookies for each of them. Not a spec file.
|
| An instance is `bin/server.ts` run by the runner's own Node 24 with the
| TypeScript loader (as the assembler runs it), on a free port of 127.0.0.1,
| with the runner's environment (same DATABASE_URL, APP_KEY…) plus the
| overrides given. It is stopped by stop(); if the runner dies before that
| (crash, SIGKILL), the pipe on the instance's stdin closes and the instance
| stops itself: none outlives the test run.
*/
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import app from '@adonisjs/core/services/app'

const READY_TIMEOUT_MS = 30_000
const STOP_GRACE_MS = 5_000

/**
 * Loaded before the app in each instance: stdin at end of file means the
 * test runner is gone. Unref'd, so the pipe alone never keeps a stopping
 * instance alive.
 */
const EXIT_WITH_PARENT = `data:text/javascript,${encodeURIComponent(
  'process.stdin.on("end",()=>{process.kill(process.pid,"SIGTERM");setTimeout(()=>process.exit(1),3000).unref()}).resume();process.stdin.unref()'
)}`

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

const running = new Set<ChildProcess>()
let exitHookInstalled = false

/** Last resort when the runner exits (forceExit) with an instance still up: kill it. */
function installExitHook() {
  if (exitHookInstalled) return
  exitHookInstalled = true
  process.once('exit', () => {
    for (const child of running) child.kill('SIGKILL')
  })
}

export class AppInstance {
  readonly #child: ChildProcess
  readonly #output: string[] = []
  readonly #outputWaiters = new Set<() => void>()

  private constructor(
    readonly name: string,
    readonly url: string,
    child: ChildProcess
  ) {
    this.#child = child
    const keep = (chunk: Buffer) => {
      this.#output.push(chunk.toString('utf8'))
      if (this.#output.length > 200) this.#output.shift()
      for (const waiter of this.#outputWaiters) waiter()
    }
    child.stdout?.on('data', keep)
    child.stderr?.on('data', keep)
  }

  get pid() {
    return this.#child.pid
  }

  /** What the instance printed (its log), for failure messages. */
  output() {
    return this.#output.join('').trim()
  }

  /** Resolves once the instance printed `fragment` (rejects if it exits first). */
  waitForOutput(fragment: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (this.output().includes(fragment)) {
          this.#outputWaiters.delete(check)
          this.#child.off('exit', onExit)
          resolve()
        }
      }
      const onExit = () => {
        this.#outputWaiters.delete(check)
        if (this.output().includes(fragment)) resolve()
        else reject(new Error(`a instância ${this.name} terminou sem escrever '${fragment}'`))
      }
      this.#outputWaiters.add(check)
      this.#child.once('exit', onExit)
      check()
    })
  }

  get exited() {
    return this.#child.exitCode !== null || this.#child.signalCode !== null
  }

  /** Resolves with the exit code once the instance ends by itself (null when a signal killed it). */
  waitForExit(): Promise<number | null> {
    if (this.exited) return Promise.resolve(this.#child.exitCode)
    return new Promise((resolve) => this.#child.once('exit', (code) => resolve(code)))
  }

  /** Sends a signal to the instance (SIGTERM: what a deploy or `docker stop` sends). */
  signal(signal: NodeJS.Signals) {
    this.#child.kill(signal)
  }

  /** Starts `bin/server.ts` and resolves once it answers HTTP. */
  static async start(name: string, env: Record<string, string> = {}) {
    installExitHook()
    const port = await freePort()
    const url = `http://127.0.0.1:${port}`
    const child = spawn(
      process.execPath,
      ['--import=@poppinss/ts-exec', `--import=${EXIT_WITH_PARENT}`, 'bin/server.ts'],
      {
        cwd: fileURLToPath(app.appRoot),
        env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port), APP_URL: url },
        stdio: ['pipe', 'pipe', 'pipe'],
      }
    )
    running.add(child)
    child.once('exit', () => running.delete(child))
    const instance = new AppInstance(name, url, child)
    try {
      await instance.#waitUntilReady()
    } catch (error) {
      await instance.stop()
      throw error
    }
    return instance
  }

  async #waitUntilReady() {
    const deadline = Date.now() + READY_TIMEOUT_MS
    while (Date.now() < deadline) {
      if (this.exited) {
        throw new Error(`a instância ${this.name} terminou ao iniciar:\n${this.output()}`)
      }
      try {
        /* A static file: any answer means the HTTP server listens (after the whole boot). */
        const response = await fetch(`${this.url}/favicon.svg`, { method: 'HEAD' })
        if (response.status < 500) return
      } catch {}
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    throw new Error(
      `a instância ${this.name} não respondeu em ${READY_TIMEOUT_MS} ms:\n${this.output()}`
    )
  }

  /** SIGTERM (graceful: closes the database pool and the Redis connections), SIGKILL after a grace period. */
  async stop() {
    if (this.exited) return
    const exited = new Promise((resolve) => this.#child.once('exit', resolve))
    this.#child.kill('SIGTERM')
    const timer = setTimeout(() => this.#child.kill('SIGKILL'), STOP_GRACE_MS)
    await exited
    clearTimeout(timer)
  }
}

/** An event received on a Transmit stream: the channel and what was broadcast. */
export type StreamEvent = { channel: string; payload: any }

/**
 * A visitor of one instance (or of the test server: any name and URL): keeps
 * its cookies (session, XSRF-TOKEN) like a browser and sends the CSRF token
 * header on writes.
 */
export class Visitor {
  readonly #cookies: Map<string, string>
  #assetVersion = ''

  constructor(
    readonly instance: Pick<AppInstance, 'name' | 'url'>,
    cookies = new Map<string, string>()
  ) {
    this.#cookies = cookies
  }

  /** The same browser (the same cookies, so the same session) reaching another instance. */
  on(instance: Pick<AppInstance, 'name' | 'url'>) {
    return new Visitor(instance, this.#cookies)
  }

  /** Another browser holding a copy of this one's cookies as they are now (a copied cookie). */
  copy() {
    return new Visitor(this.instance, new Map(this.#cookies))
  }

  /** The value of one of its cookies, as the server set it. */
  cookie(name: string) {
    return this.#cookies.get(name)
  }

  get xsrfToken() {
    return decodeURIComponent(this.#cookies.get('XSRF-TOKEN') ?? '')
  }

  async request(path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers)
    if (this.#cookies.size) {
      headers.set(
        'cookie',
        [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ')
      )
    }
    if (init.method && init.method !== 'GET') headers.set('x-xsrf-token', this.xsrfToken)
    const response = await fetch(new URL(path, this.instance.url), {
      ...init,
      headers,
      redirect: 'manual',
    })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(';')
      const separator = pair.indexOf('=')
      const name = pair.slice(0, separator).trim()
      const value = pair.slice(separator + 1).trim()
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute))
      if (expired || value === '') this.#cookies.delete(name)
      else this.#cookies.set(name, value)
    }
    return response
  }

  /** GET as the Inertia router does it (the instances run without a Vite build, so no HTML layout). */
  async visit(path: string) {
    const headers = { 'x-inertia': 'true', 'x-requested-with': 'XMLHttpRequest' }
    let response = await this.request(path, {
      headers: { ...headers, 'x-inertia-version': this.#assetVersion },
    })
    /* 409: the page asks for its asset version (the first visit, as after a deploy); kept like the browser keeps it. */
    const version = response.headers.get('x-inertia-version')
    if (response.status === 409 && version) {
      this.#assetVersion = version
      response = await this.request(path, {
        headers: { ...headers, 'x-inertia-version': version },
      })
    }
    return response
  }

  postJson(path: string, body: unknown) {
    return this.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept': 'application/json' },
      body: JSON.stringify(body),
    })
  }

  /** The real sign-in: the /auth page (cookies, CSRF token), then the login form. */
  async signIn(email: string, password: string) {
    const page = await this.visit('/auth')
    if (page.status !== 200) {
      throw new Error(`GET /auth em ${this.instance.name} respondeu ${page.status}`)
    }
    await page.arrayBuffer()
    const response = await this.request('/auth/entrar', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password }),
    })
    await response.arrayBuffer()
    const location = response.headers.get('location')
    if (response.status !== 302 || location !== '/dashboard') {
      throw new Error(
        `login de ${email} em ${this.instance.name} falhou: ${response.status} → ${location}`
      )
    }
    /* The page the form leads to, which shows (and so takes) the sign-in toast. */
    const landing = await this.visit(location)
    await landing.arrayBuffer()
  }

  /**
   * The Transmit client id a page gives a signed-in member: issued for their
   * session (shared prop `realtimeUid`), refused from any other session.
   */
  async realtimeUid() {
    const response = await this.visit('/dashboard')
    const body = await response.text()
    const uid = response.status === 200 ? JSON.parse(body).props?.realtimeUid : null
    if (typeof uid !== 'string') {
      throw new Error(
        `GET /dashboard em ${this.instance.name} não deu um realtimeUid (${response.status})`
      )
    }
    return uid
  }

  /** Opens a Transmit stream (GET /__transmit/events) and resolves once the server confirmed it. */
  async openStream(uid?: string) {
    const stream = new TransmitStream(this, uid ?? (await this.realtimeUid()))
    await stream.open()
    return stream
  }
}

/** A Transmit SSE stream held by one visitor, read line by line as it arrives. */
export class TransmitStream {
  readonly #abort = new AbortController()
  readonly #events: StreamEvent[] = []
  readonly #waiters = new Set<() => void>()
  #closedReason: string | null = null
  #text = ''
  #ended: Promise<void> = Promise.resolve()

  constructor(
    readonly visitor: Visitor,
    readonly uid: string
  ) {}

  async open() {
    const response = await this.visitor.request(`/__transmit/events?uid=${this.uid}`, {
      headers: { accept: 'text/event-stream' },
      signal: this.#abort.signal,
    })
    if (response.status !== 200 || !response.body) {
      throw new Error(`o stream respondeu ${response.status}`)
    }
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
    let buffer = ''
    let confirmed: () => void
    let ended: () => void
    this.#ended = new Promise<void>((resolve) => (ended = resolve))
    const opened = new Promise<void>((resolve) => (confirmed = resolve))
    const read = async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read()
          if (done) break
          this.#text += value
          buffer += value
          let end: number
          while ((end = buffer.indexOf('\n\n')) !== -1) {
            const block = buffer.slice(0, end)
            buffer = buffer.slice(end + 2)
            if (block.startsWith(':ok')) confirmed()
            const data = block
              .split('\n')
              .filter((line) => line.startsWith('data: '))
              .map((line) => line.slice(6))
              .join('\n')
            if (data) this.#push(JSON.parse(data))
          }
        }
        this.#closedReason = 'o servidor fechou o stream'
      } catch (error) {
        this.#closedReason = this.#abort.signal.aborted ? 'fechado' : String(error)
      }
      confirmed()
      ended()
      this.#wake()
    }
    void read()
    await opened
    if (this.#closedReason) throw new Error(`o stream fechou ao abrir: ${this.#closedReason}`)
  }

  /** Every event received so far. */
  get events(): readonly StreamEvent[] {
    return this.#events
  }

  #push(event: StreamEvent) {
    this.#events.push(event)
    this.#wake()
  }

  #wake() {
    for (const waiter of this.#waiters) waiter()
  }

  /** POST /__transmit/subscribe on the same instance, with the visitor's session. */
  async subscribe(channel: string) {
    const response = await this.visitor.postJson('/__transmit/subscribe', {
      uid: this.uid,
      channel,
    })
    await response.arrayBuffer()
    if (response.status !== 204) {
      throw new Error(`inscrição em ${channel} recusada (${response.status})`)
    }
  }

  /**
   * The first event (already received or coming) that matches, within
   * `timeoutMs`; otherwise an error that says what was waited for and what
   * did arrive.
   */
  waitFor(
    description: string,
    matches: (event: StreamEvent) => boolean,
    timeoutMs = 10_000
  ): Promise<StreamEvent> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const event = this.#events.find(matches)
        if (event) return done(() => resolve(event))
        if (this.#closedReason) {
          return done(() => reject(this.#failure(description, `stream: ${this.#closedReason}`)))
        }
      }
      const timer = setTimeout(
        () => done(() => reject(this.#failure(description, `nada em ${timeoutMs} ms`))),
        timeoutMs
      )
      const done = (settle: () => void) => {
        clearTimeout(timer)
        this.#waiters.delete(check)
        settle()
      }
      this.#waiters.add(check)
      check()
    })
  }

  #failure(description: string, why: string) {
    const seen = this.#events.map((event) => JSON.stringify(event)).join('\n  ') || '(nenhum)'
    return new Error(
      `${description} não chegou ao stream em ${this.visitor.instance.name} (${why}). Eventos recebidos:\n  ${seen}`
    )
  }

  /** Everything the server sent on the stream so far, as sent (comments, `retry:` lines…). */
  get text() {
    return this.#text
  }

  /** Resolves once the stream ended (the server finished it, or close()); `why` says how. */
  async ended() {
    await this.#ended
    return this.#closedReason
  }

  close() {
    this.#abort.abort()
  }
}

/**
 * The several-instances tests' environment: Transmit broadcasts and the
 * cache's tag deletions go through Redis (TRANSMIT_TRANSPORT=redis), the
 * session lives in the cookie (any instance reads it), rate limits in
 * memory, the page cache off unless a test says otherwise.
 */
export const SEVERAL_INSTANCES_ENV: Record<string, string> = {
  NODE_ENV: 'test',
  PAGE_CACHE: 'off',
  SESSION_DRIVER: 'cookie',
  TRANSMIT_TRANSPORT: 'redis',
  LIMITER_STORE: 'memory',
  LOG_LEVEL: 'warn',
}

/**
 * Instances A and B, started side by side with SEVERAL_INSTANCES_ENV plus
 * `overrides`. If one fails to start, the other is stopped before the error
 * is thrown, so the caller's teardown has nothing left to stop.
 */
export async function startTwoInstances(
  overrides: Record<string, string> = {}
): Promise<[AppInstance, AppInstance]> {
  const env = { ...SEVERAL_INSTANCES_ENV, ...overrides }
  const [a, b] = await Promise.allSettled([
    AppInstance.start('A', env),
    AppInstance.start('B', env),
  ])
  if (a.status === 'fulfilled' && b.status === 'fulfilled') return [a.value, b.value]
  await Promise.all(
    [a, b].map((result) => (result.status === 'fulfilled' ? result.value.stop() : null))
  )
  throw (a.status === 'rejected' ? a : (b as PromiseRejectedResult)).reason
}
