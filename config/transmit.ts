import env from '#start/env'
import { defineConfig } from '@adonisjs/transmit'
import { redis } from '@adonisjs/transmit/transports/redis'
import { redisConnection } from '#config/redis'

/**
 * With several machines, messages published on one must reach the browsers
 * connected to another: TRANSMIT_TRANSPORT=redis relays them through Redis.
 */
export default defineConfig({
  pingInterval: '30s',
  transport:
    env.get('TRANSMIT_TRANSPORT') === 'redis'
      ? {
          driver: redis(redisConnection()),
        }
      : null,
})
