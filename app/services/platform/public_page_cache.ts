import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import app from '@adonisjs/core/services/app'
import cache from '@adonisjs/cache/services/main'
import type { HttpContext } from '@adonisjs/core/http'
import env from '#start/env'
import type { Encoding } from '#domain/platform/compression'
import { PUBLIC_PAGES } from '#domain/platform/content_tags'
import { CONTENT_TTL } from '#services/platform/content_cache'

/*
| The rendered public pages (HTML and Inertia JSON) of visitors without a
| session, kept by @adonisjs/cache in this process's memory and shared by
| all of them (see #domain/public_pages for which pages and requests). Each
| page carries the tags of what it shows (its route's, and those its
| controller adds with showsOnPublicPage): a write forgets them like any
| cached value (#services/platform/content_cache), on every instance.
*/

export type CachedPage = {
  headers: [string, string][]
  identity: Buffer
  /* Compressed once, the first time a client asks for that encoding. */
  encoded: Partial<Record<Encoding, Buffer>>
}

/* A page larger than this is not worth a slot (nothing public is near it). */
const MAX_PAGE_BYTES = 2 * 1024 * 1024

/**
 * PAGE_CACHE=on|off; by default on in production only (in development the
 * pages change with the code, and each test rolls its data back).
 */
function enabledByDefault() {
  const setting = env.get('PAGE_CACHE')
  if (setting) return setting === 'on'
  return app.inProduction
}

const pageKey = (key: string) => `page ${key}`

/* Tags a controller adds to the page it renders (the content behind a slug, say). */
const shownByRequest = new WeakMap<HttpContext, string[]>()

/** Tags the public page this request renders with what it shows, beyond its route's tags. */
export function showsOnPublicPage(ctx: HttpContext, ...tags: string[]) {
  const shown = shownByRequest.get(ctx)
  if (shown) shown.push(...tags)
  else shownByRequest.set(ctx, tags)
}

class PublicPageCache {
  enabled = enabledByDefault()

  get(key: string): Promise<CachedPage | undefined> {
    return cache.get<CachedPage>({ key: pageKey(key) })
  }

  /** Keeps a page rendered by `ctx` with `tags`; null when it was not kept. */
  async set(
    ctx: HttpContext,
    key: string,
    tags: string[],
    headers: [string, string][],
    body: Buffer
  ) {
    if (!this.enabled || body.length > MAX_PAGE_BYTES) return null
    const page: CachedPage = { headers, identity: body, encoded: {} }
    await cache.set({
      key: pageKey(key),
      value: page,
      tags: [PUBLIC_PAGES, ...tags, ...(shownByRequest.get(ctx) ?? [])],
      ttl: CONTENT_TTL,
      skipL2Write: true,
    })
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
    return bytes
  }
}

const publicPageCache = new PublicPageCache()
export default publicPageCache
