/*
| Is a Redis server there? A short TCP connection and a PING, for the tests
| that need Redis (Transmit across two app instances). Not a spec file.
*/
import { createConnection } from 'node:net'
import app from '@adonisjs/core/services/app'
import { BentoCache, drivers, store } from '@adonisjs/cache'

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

let otherInstance: BentoCache<any> | null = null

/**
 * Forgets `tags` as another instance of the app would (config/cache.ts with
 * TRANSMIT_TRANSPORT=redis: same prefix and store, Redis L2 and bus), so the
 * instances sharing this Redis drop what carries them. Closed by
 * closeOtherInstanceCache.
 */
export async function forgetOnOtherInstances(tags: string[]) {
  if (!otherInstance) {
    const content = store()
      .useL1Layer(drivers.memory({ serialize: false }))
      .useL2Layer(drivers.redis({ connectionName: 'main' }))
      .useBus(drivers.redisBus({ connectionName: 'main' }))
    otherInstance = new BentoCache({
      default: 'content',
      prefix: 'ganja-talks',
      stores: { content: await content.entry().resolver(app) },
    })
  }
  await otherInstance.deleteByTag({ tags })
}

export async function closeOtherInstanceCache() {
  await otherInstance?.disconnectAll()
  otherInstance = null
}
