import { configProvider } from '@adonisjs/core'
import { defineConfig, drivers, store } from '@adonisjs/cache'
import type { InferStores } from '@adonisjs/cache/types'
import { MemoryDriver } from 'bentocache/drivers/memory'
import env from '#start/env'

/*
| Two stores: `content`, the values and public pages of this process in
| memory (L1, kept as objects: pages are Buffers, the standings hold Maps),
| and `sessions`, the signed-in session checks of the last seconds. With several
| instances (TRANSMIT_TRANSPORT=redis, the switch of the other Redis relays)
| Redis joins as L2 and bus: a tag deleted on one instance reaches the
| others. Entries are written to L1 only (#services/platform/content_cache),
| so Redis holds the tags' invalidation times, never a page or a value.
*/
const severalInstances = env.get('TRANSMIT_TRANSPORT') === 'redis'

/* Public pages (up to 2 MB each, usually ~50 kB) and a few values. */
const MAX_ENTRIES = 2000

/**
 * The memory driver, except that an entry copied from Redis (a tag's
 * invalidation time, as JSON text) is kept as an object like the others:
 * bentocache 1.6 copies it as text into an unserialized L1, then cannot read it.
 */
class ObjectMemoryDriver extends MemoryDriver {
  set(key: string, value: any, ttl?: number) {
    return super.set(key, typeof value === 'string' ? JSON.parse(value) : value, ttl)
  }
}

function memoryOf(maxItems: number) {
  const memoryOptions = { maxItems, serialize: false }
  return configProvider.create(async () => ({
    options: memoryOptions,
    factory: (config: object) => new ObjectMemoryDriver({ ...memoryOptions, ...config }),
  }))
}
const memory = memoryOf(MAX_ENTRIES)

/* Signed-in sessions checked in the last seconds (#services/accounts/login_sessions): small rows, many members. */
const MAX_SESSIONS = 20_000
const sessionsMemory = memoryOf(MAX_SESSIONS)

const cacheConfig = defineConfig({
  default: 'content',
  prefix: 'ganja-talks',
  stores: {
    content: severalInstances
      ? store()
          .useL1Layer(memory)
          .useL2Layer(drivers.redis({ connectionName: 'main' }))
          .useBus(drivers.redisBus({ connectionName: 'main' }))
      : store().useL1Layer(memory),
    /* The same shape in its own memory, so many members' sessions never push pages out. */
    sessions: severalInstances
      ? store()
          .useL1Layer(sessionsMemory)
          .useL2Layer(drivers.redis({ connectionName: 'main' }))
          .useBus(drivers.redisBus({ connectionName: 'main' }))
      : store().useL1Layer(sessionsMemory),
  },
})

export default cacheConfig

declare module '@adonisjs/cache/types' {
  interface CacheStores extends InferStores<typeof cacheConfig> {}
}
