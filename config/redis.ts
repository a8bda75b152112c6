import env from '#start/env'
import { defineConfig } from '@adonisjs/redis'
import type { InferConnections } from '@adonisjs/redis/types'

/**
 * Redis is optional on one machine. Set REDIS_URL (or REDIS_HOST) and choose
 * it for sessions (SESSION_DRIVER=redis), rate limits (LIMITER_STORE=redis)
 * and real-time messages (TRANSMIT_TRANSPORT=redis) when running several
 * machines. Connections open lazily, so nothing connects unless used.
 */
/** The Redis server from REDIS_URL, else REDIS_HOST/PORT/PASSWORD (Transmit's relay uses the same). */
export function redisConnection() {
  const url = env.get('REDIS_URL')
  if (url) {
    const parsed = new URL(url)
    return {
      host: parsed.hostname,
      port: Number(parsed.port || 6379),
      password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
      db: parsed.pathname.length > 1 ? Number(parsed.pathname.slice(1)) : 0,
    }
  }
  return {
    host: env.get('REDIS_HOST', '127.0.0.1'),
    port: env.get('REDIS_PORT', 6379),
    password: env.get('REDIS_PASSWORD'),
    db: 0,
  }
}

const redisConfig = defineConfig({
  connection: 'main',
  connections: {
    main: {
      ...redisConnection(),
      keyPrefix: '',
      lazyConnect: true,
      retryStrategy(times) {
        return times > 10 ? null : times * 50
      },
    },
  },
})

export default redisConfig

declare module '@adonisjs/redis/types' {
  export interface RedisConnections extends InferConnections<typeof redisConfig> {}
}
