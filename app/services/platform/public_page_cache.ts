import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import app from '@adonisjs/core/services/app'
import type { LucidModel } from '@adonisjs/lucid/types/model'
import env from '#start/env'
import type { Encoding } from '#domain/platform/compression'
import { cacheRelay } from '#services/platform/cache_relay'
import { afterModelWrites } from '#services/platform/model_writes'

/*
| The rendered public pages (HTML and Inertia JSON) of visitors without a
| session, kept in this process's memory and shared by all of them (see
| #domain/public_pages for which pages and requests). Every write that
| changes what those pages show clears the whole cache at once: model hooks,
| the content routes (PublicPageCacheMiddleware) and explicit calls where a
| service writes with the query builder. With several instances
| (TRANSMIT_TRANSPORT=redis) a clear is relayed to the others through Redis.
| A 60 s expiry is only a safety net for writes made outside the app (psql,
| another deployment) and for figures that move with time (active students).
*/

export type CachedPage = {
  headers: [string, string][]
  identity: Buffer
  /* Compressed once, the first time a client asks for that encoding. */
  encoded: Partial<Record<Encoding, Buffer>>
  storedAt: number
  bytes: number
}

const TTL_MS = 60_000
/* A page larger than this is not worth a slot (nothing public is near it). */
const MAX_PAGE_BYTES = 2 * 1024 * 1024
export const PAGE_CACHE_RELAY_CHANNEL = 'ganja-talks:public-pages:clear'

/**
 * PAGE_CACHE=on|off; by default on in production only (in development the
 * pages change with the code, and each test rolls its data back).
 */
function enabledByDefault() {
  const setting = env.get('PAGE_CACHE')
  if (setting) return setting === 'on'
  return app.inProduction
}

class PublicPageCache {
  enabled = enabledByDefault()
  readonly maxBytes = env.get('PAGE_CACHE_MAX_MB', 64) * 1024 * 1024

  #pages = new Map<string, CachedPage>()
  #bytes = 0
  /* Bumped by every clear: a page rendered across a write is not stored. */
  #generation = 0
  /* With TRANSMIT_TRANSPORT=redis (several instances), clears travel over Redis. */
  readonly #relay = cacheRelay(PAGE_CACHE_RELAY_CHANNEL, () => this.clearHere(), 'cache de páginas')

  get generation() {
    return this.#generation
  }

  get size() {
    return this.#pages.size
  }

  get bytes() {
    return this.#bytes
  }

  get(key: string): CachedPage | null {
    if (this.enabled) this.#relay.start()
    const page = this.#pages.get(key)
    if (!page) return null
    if (Date.now() - page.storedAt >= TTL_MS) {
      this.#drop(key, page)
      return null
    }
    /* Most recently used last: eviction takes from the front. */
    this.#pages.delete(key)
    this.#pages.set(key, page)
    return page
  }

  /** Stores a page rendered while the cache was at `generation`; null when it was not kept. */
  set(key: string, generation: number, headers: [string, string][], body: Buffer) {
    if (!this.enabled || generation !== this.#generation) return null
    if (body.length > MAX_PAGE_BYTES) return null
    const existing = this.#pages.get(key)
    if (existing) this.#drop(key, existing)
    const page: CachedPage = {
      headers,
      identity: body,
      encoded: {},
      storedAt: Date.now(),
      bytes: body.length,
    }
    this.#pages.set(key, page)
    this.#bytes += page.bytes
    this.#evict()
    return page
  }

  /** The page's bytes in `encoding`, compressed with the best settings the first time. */
  encode(page: CachedPage, encoding: Encoding): Buffer {
    const ready = page.encoded[encoding]
    if (ready) return ready
    const bytes =
      encoding === 'br'
        ? brotliCompressSync(page.identity, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 9,
              [constants.BROTLI_PARAM_SIZE_HINT]: page.identity.length,
            },
          })
        : gzipSync(page.identity, { level: 9 })
    page.encoded[encoding] = bytes
    page.bytes += bytes.length
    this.#bytes += bytes.length
    this.#evict()
    return bytes
  }

  /** Forgets every page here, and on the other instances when they share Redis. */
  clear(reason: string) {
    this.clearHere()
    this.#relay.publish(reason)
  }

  /** Forgets every page of this process only. */
  clearHere() {
    this.#generation++
    this.#pages.clear()
    this.#bytes = 0
  }

  #drop(key: string, page: CachedPage) {
    this.#pages.delete(key)
    this.#bytes -= page.bytes
  }

  #evict() {
    for (const [key, page] of this.#pages) {
      if (this.#bytes <= this.maxBytes) break
      this.#drop(key, page)
    }
  }
}

const publicPageCache = new PublicPageCache()
export default publicPageCache

/** Forget the cached public pages (after a write that changes what they show). */
export function invalidatePublicPages(reason: string) {
  if (publicPageCache.enabled) publicPageCache.clear(reason)
}

let watching = false
/**
 * Every model whose rows public pages show clears the cache when a row is
 * saved or deleted, wherever the write comes from (the learner, the admin
 * area, a listener, an ace command in this process).
 */
export function watchPublicContent(models: LucidModel[]) {
  if (watching) return
  watching = true
  afterModelWrites(models, () => invalidatePublicPages('model'))
}
