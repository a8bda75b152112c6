import cache from '@adonisjs/cache/services/main'
import logger from '@adonisjs/core/services/logger'

/**
 * Forgets every cached value carrying one of `tags` in a store of
 * config/cache.ts (`content` by default, `sessions` for the per-member
 * checks and counts), on this instance and, with several instances, on the
 * others through the cache's Redis bus. A failure (Redis down) is logged and
 * reported as false, never thrown: the write that asked for it has already
 * happened, and the values' short TTLs bound what stays stale.
 */
export function forgetTags(tags: string[], store: 'content' | 'sessions' = 'content') {
  if (tags.length === 0) return Promise.resolve(true)
  return cache
    .use(store)
    .deleteByTag({ tags })
    .catch((error: unknown) => {
      logger.warn({ err: error, tags, store }, 'falha ao esquecer valores do cache')
      return false
    })
}
