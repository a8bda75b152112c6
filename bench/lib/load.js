/*
| What bench/pages.js measures with: single requests read as raw bytes, a
| cookie jar and the real sign-in form, autocannon runs, the bare reference
| server, the server's memory and the machine it all runs on.
*/
import { fork } from 'node:child_process'
import { readdirSync, readFileSync, readlinkSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { cpus, loadavg, totalmem } from 'node:os'
import autocannon from 'autocannon'

/** One request whose answer is read as raw bytes (fetch would decompress and follow redirects). */
export function rawRequest(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method, headers }, (response) => {
      const chunks = []
      response.on('data', (chunk) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          headers: response.headers,
          body: Buffer.concat(chunks),
        })
      )
      response.on('error', reject)
    })
    request.setTimeout(30_000, () => request.destroy(new Error(`${url}: sem resposta em 30 s`)))
    request.on('error', reject)
    request.end(body)
  })
}

/** The cookies a browser would keep for the site (no paths or expiry dates: one short run). */
export class CookieJar {
  cookies = new Map()

  store(response) {
    for (const cookie of response.headers['set-cookie'] ?? []) {
      const [pair, ...attributes] = cookie.split(';')
      const separator = pair.indexOf('=')
      const name = pair.slice(0, separator).trim()
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute))
      if (expired) this.cookies.delete(name)
      else this.cookies.set(name, pair.slice(separator + 1).trim())
    }
  }

  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  get(name) {
    return this.cookies.get(name)
  }
}

/**
 * Signs in through the real form: GET /auth (the session and XSRF-TOKEN
 * cookies), then POST /auth/entrar with the token in X-XSRF-TOKEN, as the
 * page's own form does, then the page it leads to. Resolves with the
 * signed-in cookie jar.
 */
export async function signIn(base, email, password) {
  const jar = new CookieJar()
  const page = await rawRequest(new URL('/auth', base), { headers: { accept: 'text/html' } })
  jar.store(page)
  const token = jar.get('XSRF-TOKEN')
  if (page.status !== 200 || !token) {
    throw new Error(`GET /auth respondeu ${page.status} sem o cookie XSRF-TOKEN`)
  }
  const response = await rawRequest(new URL('/auth/entrar', base), {
    method: 'POST',
    headers: {
      'accept': 'text/html',
      'content-type': 'application/x-www-form-urlencoded',
      'cookie': jar.header(),
      'x-xsrf-token': decodeURIComponent(token),
    },
    body: new URLSearchParams({ email, password }).toString(),
  })
  jar.store(response)
  const location = response.headers.location ?? ''
  if (response.status !== 302 || location.startsWith('/auth')) {
    throw new Error(`login de ${email} falhou (${response.status} → ${location || 'sem destino'})`)
  }
  /* Follows the redirect as a browser would: the sign-in's flash message is read and leaves the session. */
  const landing = await rawRequest(new URL(location, base), {
    headers: { accept: 'text/html', cookie: jar.header() },
  })
  jar.store(landing)
  return jar
}

/**
 * `connections` clients hitting `url` for `seconds`. Returns the answers
 * (2xx only) and answers per second, p50/p99 latency in ms and the failures (other statuses,
 * socket errors, timeouts).
 */
export async function load(url, { connections, seconds, headers }) {
  const result = await autocannon({ url, connections, duration: seconds, headers, timeout: 30 })
  return {
    answers: result['2xx'],
    rps: result['2xx'] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  }
}

/**
 * Resolves once the server answers a cheap request at once, three times in a
 * row: the requests still queued from the previous run (autocannon stops
 * waiting, the server does not) must not slow the next one.
 */
export async function settle(url, { quickMs = 50, timeoutMs = 30_000 } = {}) {
  const deadline = Date.now() + timeoutMs
  let quick = 0
  while (quick < 3 && Date.now() < deadline) {
    const start = performance.now()
    await rawRequest(url, { method: 'HEAD' })
    quick = performance.now() - start < quickMs ? quick + 1 : 0
  }
}

/** The bare Node reference server (bare_server.js) in its own process. */
export async function startBareServer(cleanups) {
  const child = fork(new URL('./bare_server.js', import.meta.url), { stdio: 'ignore' })
  cleanups.push(() => child.kill())
  process.once('exit', () => child.kill())
  const next = () => new Promise((resolve) => child.once('message', resolve))
  const { port } = await next()
  return {
    url: `http://127.0.0.1:${port}/`,
    async serve(bytes) {
      const answered = next()
      child.send({ body: bytes.toString('base64') })
      await answered
    },
  }
}

/** Resident memory of a process in MB, or null when it cannot be read. */
export function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    return Number(status.match(/VmRSS:\s+(\d+)/)[1]) / 1024
  } catch {
    return null
  }
}

/** Samples the server's RSS every half second: the highest value seen. */
export function rssPeak(pid) {
  let peak = rssMb(pid)
  const timer = setInterval(() => {
    const now = rssMb(pid)
    if (now !== null && (peak === null || now > peak)) peak = now
  }, 500)
  timer.unref()
  return {
    stop() {
      clearInterval(timer)
      return peak
    },
  }
}

/** The process listening on a local TCP port (Linux /proc), or null. */
export function pidListeningOn(port) {
  const inodes = new Set()
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0')
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    try {
      for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
        const fields = line.trim().split(/\s+/)
        /* 0A = LISTEN */
        if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A') inodes.add(fields[9])
      }
    } catch {}
  }
  if (!inodes.size) return null
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    let descriptors
    try {
      descriptors = readdirSync(`/proc/${entry}/fd`)
    } catch {
      continue
    }
    for (const descriptor of descriptors) {
      try {
        const target = readlinkSync(`/proc/${entry}/fd/${descriptor}`)
        if (inodes.has(target.match(/^socket:\[(\d+)\]$/)?.[1])) return Number(entry)
      } catch {}
    }
  }
  return null
}

/** 'AMD EPYC 7B13 · 2 núcleos · 7.8 GB · Node v24.x': what a number was measured on. */
export function machineSummary() {
  const cores = cpus()
  const gb = (totalmem() / 1024 ** 3).toFixed(1)
  return `${cores[0]?.model.trim() ?? 'CPU desconhecida'} · ${cores.length} núcleos · ${gb} GB · Node ${process.version}`
}

/** The 1, 5 and 15 minute load averages: '1.2 / 0.8 / 0.5'. */
export function loadAverage() {
  return loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ')
}
