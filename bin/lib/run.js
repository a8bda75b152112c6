/* Child-process helpers for the npm scripts. */
import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { join } from 'node:path'

/** Runs a command with the current Node binary (Node 24 from node_modules), resolving on success. */
export function runNode(args, { cwd, env, label }) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, env, stdio: 'inherit' })
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      if (code === 0) resolve()
      else reject(new Error(`${label ?? args.join(' ')} falhou (${signal ?? `código ${code}`})`))
    })
  })
}

/** Runs a tool installed in node_modules/.bin (eslint, prettier, tsc) with the same Node binary. */
export function runBin(name, args, options) {
  return runNode([join(options.cwd, 'node_modules', '.bin', name), ...args], options)
}

/**
 * Starts a long-running Node process in its own process group, so stopping
 * it (see stopProcessGroup) also stops whatever it spawned (the dev server's
 * app process) and nothing is left running after Ctrl+C.
 */
export function startNode(args, { cwd, env }) {
  return spawn(process.execPath, args, { cwd, env, stdio: 'inherit', detached: true })
}

/** Sends `signal` to the child's whole group; after `graceMs` without exiting, SIGKILL. */
export async function stopProcessGroup(child, signal, graceMs = 8000) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const kill = (sig) => {
    try {
      process.kill(-child.pid, sig)
    } catch {}
  }
  kill(signal)
  const timer = setTimeout(() => kill('SIGKILL'), graceMs)
  await exited
  clearTimeout(timer)
}

/** Resolves false when something already listens on host:port. */
export function portIsFree(port, host) {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, host, () => probe.close(() => resolve(true)))
  })
}
