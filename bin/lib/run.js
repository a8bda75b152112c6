/* Child-process helpers for the npm scripts. */
import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { join } from 'node:path'

/**
 * Runs a command with the current Node binary (Node 24 from node_modules),
 * resolving on success. With `dropFrom`, the child's standard output is
 * relayed line by line and everything from the first line matching it is
 * left out, with the box border drawn just above it.
 */
export function runNode(args, { cwd, env, label, dropFrom }) {
  return new Promise((resolve, reject) => {
    const stdio = dropFrom ? ['inherit', 'pipe', 'inherit'] : 'inherit'
    const child = spawn(process.execPath, args, { cwd, env, stdio })
    if (dropFrom) relayUntil(child.stdout, dropFrom)
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      if (code === 0) resolve()
      else reject(new Error(`${label ?? args.join(' ')} falhou (${signal ?? `código ${code}`})`))
    })
  })
}

/* A line made only of box-drawing characters (and colour codes). */
const BORDER = /^(?:\u001b\[[0-9;]*m|[\s─━│┃┌┐└┘╭╮╯╰┏┓┗┛═║╔╗╚╝*+|-])*$/

function relayUntil(stream, dropFrom) {
  let pending = ''
  let held = null
  let dropping = false
  const flushHeld = () => {
    if (held !== null) process.stdout.write(`${held}\n`)
    held = null
  }
  const take = (line) => {
    if (dropping) return
    if (dropFrom.test(line)) {
      if (held !== null && !BORDER.test(held)) flushHeld()
      held = null
      dropping = true
      return
    }
    flushHeld()
    held = line
  }
  stream.setEncoding('utf8')
  stream.on('data', (chunk) => {
    const lines = (pending + chunk).split('\n')
    pending = lines.pop()
    lines.forEach(take)
  })
  stream.on('end', () => {
    if (pending) take(pending)
    if (!dropping) flushHeld()
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
