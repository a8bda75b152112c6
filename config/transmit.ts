import env from '#start/env'
import { defineConfig } from '@adonisjs/transmit'
import { redis } from '@adonisjs/transmit/transports/redis'

/**
 * With several machines, messages published on one must reach the browsers
 * connected to another: TRANSMIT_TRANSPORT=redis relays them through Redis.
 */
export default defineConfig({
  pingInterval: '30s',
  transport:
    env.get('TRANSMIT_TRANSPORT') === 'redis'
      ? {
          driver: redis({
            host: env.get('REDIS_HOST', '127.0.0.1'),
            port: env.get('REDIS_PORT', 6379),
            password: env.get('REDIS_PASSWORD'),
          }),
        }
      : null,
})
