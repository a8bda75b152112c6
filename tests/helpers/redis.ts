/*
| Is a Redis server there? A short TCP connection and a PING, for the tests
| that need Redis (Transmit across two app instances). Not a spec file.
*/
import { createConnection } from 'node:net'

/** Where the app's Transmit transport connects (config/transmit.ts): REDIS_HOST/REDIS_PORT. */
export function redisAddress() {
  return {
    host: process.env.REDIS_HOST || '127.0.0.1',
    port: Number(process.env.REDIS_PORT || 6379),
    password: process.env.REDIS_PASSWORD || undefined,
  }
}

/** One command in the Redis protocol (RESP array of bulk strings). */
function command(...parts: string[]) {
  return `*${parts.length}\r\n${parts.map((part) => `$${Buffer.byteLength(part)}\r\n${part}\r\n`).join('')}`
}

/**
 * Resolves null when Redis answers PING with PONG within `timeoutMs`,
 * otherwise the reason (connection refused, timeout, wrong password…).
 */
export function redisUnavailableReason(timeoutMs = 1500): Promise<string | null> {
  const { host, port, password } = redisAddress()
  return new Promise((resolve) => {
    const socket = createConnection({ host, port })
    let received = ''
    const finish = (reason: string | null) => {
      clearTimeout(timer)
      socket.destroy()
      resolve(reason)
    }
    const timer = setTimeout(() => finish(`sem resposta em ${timeoutMs} ms`), timeoutMs)
    socket.once('error', (error: NodeJS.ErrnoException) => finish(error.code ?? error.message))
    socket.once('connect', () => {
      socket.write((password ? command('AUTH', password) : '') + command('PING'))
    })
    socket.on('data', (chunk) => {
      received += chunk.toString('utf8')
      if (received.includes('+PONG\r\n')) return finish(null)
      const error = received.match(/^-(.*)\r\n/m)
      if (error) finish(error[1])
    })
  })
}

/** True in CI (CI=true or 1): there the two-instance tests must run. */
export const inCI = ['true', '1'].includes(String(process.env.CI).toLowerCase())

/**
 * Why the two-instance tests cannot run (null when Redis answers): they are
 * skipped on a developer's machine without Redis and fail in CI.
 */
export async function twoInstancesRedisMissing(): Promise<string | null> {
  const unavailable = await redisUnavailableReason()
  if (!unavailable) return null
  const { host, port } = redisAddress()
  return (
    `Redis não encontrado em ${host}:${port} (${unavailable}): teste de duas instâncias ` +
    (inCI ? 'obrigatório no CI (CI=true), falhou' : 'pulado') +
    ` (Redis not found at ${host}:${port}; start it or set REDIS_HOST/REDIS_PORT)`
  )
}

/** Publishes `message` on a Redis channel; resolves with the number of subscribers that got it. */
export function publishToRedis(
  channel: string,
  message: string,
  timeoutMs = 1500
): Promise<number> {
  const { host, port, password } = redisAddress()
  return new Promise((resolve, reject) => {
    const socket = createConnection({ host, port })
    let received = ''
    const finish = (error: Error | null, count = 0) => {
      clearTimeout(timer)
      socket.destroy()
      if (error) reject(error)
      else resolve(count)
    }
    const timer = setTimeout(() => finish(new Error(`sem resposta em ${timeoutMs} ms`)), timeoutMs)
    socket.once('error', finish)
    socket.once('connect', () => {
      socket.write(
        (password ? command('AUTH', password) : '') + command('PUBLISH', channel, message)
      )
    })
    socket.on('data', (chunk) => {
      received += chunk.toString('utf8')
      const count = received.match(/^:(\d+)\r\n/m)
      if (count) return finish(null, Number(count[1]))
      const error = received.match(/^-(.*)\r\n/m)
      if (error) finish(new Error(error[1]))
    })
  })
}
