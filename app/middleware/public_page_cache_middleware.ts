import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import {
  changesPublicContent,
  hasPartialInertiaHeaders,
  hasSessionCookie,
  pageCacheKey,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
} from '#domain/platform/public_pages'
import { chooseEncoding, MIN_COMPRESSED_BYTES } from '#domain/platform/compression'
import publicPageCache, { type CachedPage } from '#services/platform/public_page_cache'
import { forgetContent } from '#services/platform/content_cache'
import { PUBLIC_PAGES } from '#domain/platform/content_tags'
import { serializedBody } from '#middleware/compress_response_middleware'
import { routeTraits } from '#services/platform/route_traits'

/* Headers a cached page keeps; everything else is set again per response (CSP, security headers). */
const KEPT_HEADERS = ['x-inertia', 'link', 'content-language']
/* Caches must tell apart the HTML and the JSON of a URL, encodings, and visitors with a session. */
const PUBLIC_VARY = 'Accept-Encoding, X-Inertia, Cookie'

/**
 * Serves the public pages of visitors without a session from memory, before
 * routing, sessions and rendering (see #domain/public_pages for which pages
 * and #services/public_page_cache for how they are forgotten). Placed after
 * the security headers (every response gets its own CSP) and the
 * compression middleware (a cached page brings its own compressed bytes).
 *
 * Also: a successful write through a content route forgets every page, and a
 * page answered with someone's session says `private` to shared caches.
 */
export default class PublicPageCacheMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const { request } = ctx
    const method = request.method()
    const cookieHeader = request.header('cookie')
    const candidate =
      publicPageCache.enabled &&
      (method === 'GET' || method === 'HEAD') &&
      !hasSessionCookie(cookieHeader) &&
      !hasPartialInertiaHeaders(request.headers())

    if (!candidate) {
      await next()
      await this.#afterUncached(ctx, method, cookieHeader)
      return
    }

    const inertia = request.header('x-inertia') === 'true'
    const key = pageCacheKey(request.url(true), inertia, request.header('x-inertia-version'))
    const page = await publicPageCache.get(key)
    if (page) {
      this.#send(ctx, page, 'HIT')
      return
    }

    await next()
    if (!(await this.#store(ctx, key))) {
      await this.#afterUncached(ctx, method, cookieHeader)
    }
  }

  /** Keeps a freshly rendered public page; true when it was stored (and sent from the store). */
  async #store(ctx: HttpContext, key: string) {
    const { request, response } = ctx
    /* The request already has no session cookie (handle): only the method and the route are left. */
    if (request.method() !== 'GET' || !routeTraits(ctx.route?.name).publicPage) return false
    if (response.getStatus() !== 200 || response.headersSent) return false
    if (response.getHeader('set-cookie') || response.getHeader('content-encoding')) return false
    const body = serializedBody(ctx)
    if (!body) return false

    const headers: [string, string][] = [['content-type', body.type]]
    for (const name of KEPT_HEADERS) {
      const value = response.getHeader(name)
      if (value !== undefined) headers.push([name, String(value)])
    }
    const tags = routeTraits(ctx.route?.name).pageTags?.(ctx.params) ?? []
    const page = await publicPageCache.set(ctx, key, tags, headers, body.bytes)
    if (!page) return false
    this.#send(ctx, page, 'MISS')
    return true
  }

  #send(ctx: HttpContext, page: CachedPage, state: 'HIT' | 'MISS') {
    const { request, response } = ctx
    for (const [name, value] of page.headers) response.header(name, value)
    response.header('Vary', PUBLIC_VARY)
    response.header('Cache-Control', PUBLIC_CACHE_CONTROL)
    response.header('X-Page-Cache', state)
    const encoding =
      page.identity.length >= MIN_COMPRESSED_BYTES
        ? chooseEncoding(request.header('accept-encoding'))
        : null
    if (encoding) {
      response.header('Content-Encoding', encoding)
      response.send(publicPageCache.encode(page, encoding), false)
    } else {
      response.send(page.identity, false)
    }
    response.status(200)
  }

  async #afterUncached(ctx: HttpContext, method: string, cookieHeader: string | undefined) {
    const { response } = ctx
    const status = response.getStatus()
    if (
      publicPageCache.enabled &&
      changesPublicContent(method, routeTraits(ctx.route?.name).changesPublicPages === true, status)
    ) {
      await forgetContent([PUBLIC_PAGES])
    }
    /* Someone's session is in this answer (or starts with it): no shared cache may keep it. */
    if (
      ctx.route &&
      !response.headersSent &&
      !response.getHeader('cache-control') &&
      (hasSessionCookie(cookieHeader) || response.getHeader('set-cookie'))
    ) {
      response.header('Cache-Control', PRIVATE_CACHE_CONTROL)
    }
  }
}
