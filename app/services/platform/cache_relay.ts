import logger from '@adonisjs/core/services/logger'
import env from '#start/env'

/*
| Clears of a process-level cache, relayed to the other instances through
| Redis when they share it (TRANSMIT_TRANSPORT=redis): the public page cache
| and the members' standings. Each message
| carries the origin of the instance that sent it, so an instance never
| clears itself twice. Without Redis every instance keeps its own cache and
| relies on its safety expiry for writes made elsewhere.
*/

type RedisService = (typeof import('@adonisjs/redis/services/main'))['default']

export type CacheRelay = {
  /** Listens to the other instances' clears (called on the first read of the cache). */
  start(): void
  /** Tells the other instances to clear their copy (also from a process that never read it). */
  publish(reason: string): void
}

export function cacheRelay(channel: string, clearHere: () => void, label: string): CacheRelay {
  const origin = `${process.pid}-${Math.random().toString(36).slice(2)}`
  let relayed: boolean | null = null
  let service: Promise<RedisService | null> | null = null
  let listening = false

  const enabled = () => (relayed ??= env.get('TRANSMIT_TRANSPORT') === 'redis')
  /* Loaded on first need: a process that neither reads nor writes the cache never connects. */
  const redis = () =>
    (service ??= import('@adonisjs/redis/services/main')
      .then(({ default: main }) => main)
      .catch((error: unknown) => {
        logger.warn({ err: error }, `${label} sem Redis: cada instância expira o seu por tempo`)
        return null
      }))

  return {
    start() {
      if (listening || !enabled()) return
      listening = true
      void redis().then((main) => {
        main?.subscribe(channel, (message: string) => {
          if (!message.startsWith(`${origin} `)) clearHere()
        })
      })
    },
    publish(reason) {
      if (!enabled()) return
      void redis().then((main) =>
        main?.publish(channel, `${origin} ${reason}`).catch((error: unknown) => {
          logger.warn({ err: error }, `falha ao avisar as outras instâncias (${label})`)
        })
      )
    },
  }
}
