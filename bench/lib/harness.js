/*
| What the self-contained benchmarks share (bench/sse.js, bench/reliability.js,
| bench/pages.js): their options, one cleanup list run on exit, Ctrl+C or a
| total timeout, a free port, `node` child processes, and the app instance
| they start (from the sources, or from a production build).
*/
import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { SERVER_NODE_FLAGS } from '../../bin/lib/server_flags.js'

export const root = fileURLToPath(new URL('../..', import.meta.url))

/**
 * The app's environment for a benchmark: production mode, on 127.0.0.1,
 * cookie sessions, limits in memory, no Redis, files and mails in tmp/bench.
 */
export function benchEnv() {
  return {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    TZ: 'UTC',
    APP_KEY: process.env.APP_KEY ?? 'bench-only-key-6c1f0e9a3b7d2e8f4a5c1b9d0e7f3a2c',
    SESSION_DRIVER: 'cookie',
    LIMITER_STORE: 'memory',
    TRANSMIT_TRANSPORT: 'none',
    DRIVE_DISK: 'fs',
    DRIVE_FS_ROOT: join(root, 'tmp', 'bench', 'uploads'),
    MAIL_DIR: join(root, 'tmp', 'bench', 'mails'),
  }
}

/** `--name value` from the command line, or the fallback. */
export function option(name, fallback) {
  const args = process.argv.slice(2)
  const index = args.indexOf(`--${name}`)
  return index === -1 ? fallback : args[index + 1]
}

/**
 * The run's cleanup steps (last in, first out), run once: at the end, when the
 * run fails (`fail` prints the reason and exits 1), on Ctrl+C and past the
 * total timeout.
 */
export function guardRun(totalTimeoutMs) {
  const cleanups = []
  let stopping = false
  async function cleanup() {
    if (stopping) return
    stopping = true
    for (const step of cleanups.reverse()) {
      try {
        await step()
      } catch {}
    }
  }
  const fail = async (message) => {
    console.error(`\n✖ ${message}`)
    await cleanup()
    process.exit(1)
  }
  process.on('SIGINT', () => fail('interrompido'))
  process.on('SIGTERM', () => fail('interrompido'))
  setTimeout(
    () => fail(`tempo total excedido (${totalTimeoutMs / 1000} s)`),
    totalTimeoutMs
  ).unref()
  return { cleanups, cleanup, fail }
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

/** Runs `node <argv>` in the project (or `cwd`); resolves with its output, rejects with it. */
export function runNode(argv, env, label, cwd = root) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, argv, { cwd, env, stdio: 'pipe' })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${label} falhou:\n${output}`))
    )
  })
}

/** If the benchmark dies without its cleanup, the server's stdin closes and it stops itself (unref'd: never keeps it alive). */
const EXIT_WITH_PARENT = `data:text/javascript,${encodeURIComponent(
  'process.stdin.on("end",()=>{process.kill(process.pid,"SIGTERM");setTimeout(()=>process.exit(1),3000).unref()}).resume();process.stdin.unref()'
)}`

/**
 * One app instance on a free port, stopped by the run's cleanup; resolves
 * once it answers. It runs bin/server.ts from the sources, or with `build`
 * (a `node ace build` output folder) that build's bin/server.js, as `npm
 * start` does. `nodeFlags` go before the script (e.g. --expose-gc and a
 * bench-only --import).
 */
export async function startAppServer({
  env,
  cleanups,
  nodeFlags = [],
  startupMs = 60_000,
  build = null,
}) {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const source = build ? [] : ['--import=@poppinss/ts-exec']
  const entry = build ? 'bin/server.js' : 'bin/server.ts'
  /* A production build runs with the flags `npm start` gives it. */
  const flags = build ? [...SERVER_NODE_FLAGS, ...nodeFlags] : nodeFlags
  const child = spawn(
    process.execPath,
    [...flags, ...source, `--import=${EXIT_WITH_PARENT}`, entry],
    { cwd: build ?? root, env: { ...env, PORT: String(port), APP_URL: url }, stdio: 'pipe' }
  )
  let output = ''
  const keep = (chunk) => (output = (output + chunk).slice(-200_000))
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  const exited = new Promise((resolve) => child.once('exit', resolve))
  process.once('exit', () => child.kill('SIGKILL'))
  cleanups.push(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
    await exited
    clearTimeout(timer)
  })
  const deadline = Date.now() + startupMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`o servidor terminou ao iniciar:\n${output}`)
    try {
      await fetch(`${url}/favicon.svg`, { method: 'HEAD' })
      return {
        url,
        child,
        pid: child.pid,
        output: () => output,
        alive: () => child.exitCode === null && child.signalCode === null,
      }
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`o servidor não respondeu em ${startupMs / 1000} s:\n${output}`)
}

/**
 * Node flags of a server whose memory a benchmark reads: on SIGUSR2 it runs
 * a full GC and prints its memory (bench only; needs --expose-gc).
 */
export const MEMORY_PROBE_FLAGS = [
  '--expose-gc',
  `--import=data:text/javascript,${encodeURIComponent(
    'process.on("SIGUSR2",()=>{globalThis.gc();process.stdout.write("@@memory "+JSON.stringify(process.memoryUsage())+"\\n")})'
  )}`,
]

/** The memory of a server started with MEMORY_PROBE_FLAGS right after a full GC (RSS and V8 heap in use), in MB. */
export function memoryAfterGc(child, timeoutMs = 30_000) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.stdout.off('data', read)
      reject(new Error(`memória do servidor: nada em ${timeoutMs} ms`))
    }, timeoutMs)
    const read = (chunk) => {
      const line = String(chunk).match(/@@memory (\{.*\})/)
      if (!line) return
      clearTimeout(timer)
      child.stdout.off('data', read)
      const { rss, heapUsed } = JSON.parse(line[1])
      resolve({ rss: rss / 1024 / 1024, heap: heapUsed / 1024 / 1024 })
    }
    child.stdout.on('data', read)
    child.kill('SIGUSR2')
  })
}
