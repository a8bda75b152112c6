/*
| The public pages: what an anonymous visitor reads without doing anything
| that needs a session. For a visitor who brings no session cookie they are
| answered without starting a session (no cookie, no CSRF token) and their
| rendered bytes are cached and shared by every such visitor
| (app/services/platform/public_page_cache.ts). Pure rules, read by the middleware
| and the unit tests.
*/
/** Name of the session cookie (config/session.ts uses it). */
export const SESSION_COOKIE = 'gt-session'

/*
| Which routes are public pages, and which writes change them, is declared
| on the routes themselves (`publicPage(...)`, `changesPublicPages(...)` in
| start/routes/*.ts, see #services/platform/route_traits); the rules below
| take that declaration as a fact.
*/

const SAFE_METHODS = new Set(['GET', 'HEAD'])

/** True when the raw Cookie header carries the session cookie. */
export function hasSessionCookie(cookieHeader: string | undefined | null): boolean {
  if (!cookieHeader) return false
  for (const part of cookieHeader.split(';')) {
    if (part.trimStart().startsWith(`${SESSION_COOKIE}=`)) return true
  }
  return false
}

export type RequestFacts = {
  method: string
  /** The matched route declared itself a public page. */
  publicPage: boolean
  cookieHeader: string | undefined | null
}

/**
 * A read of a public page by someone who has no session: answered without
 * one (no session cookie, no CSRF token), and cacheable.
 */
export function isAnonymousPublicRead({ method, publicPage, cookieHeader }: RequestFacts) {
  return SAFE_METHODS.has(method) && publicPage && !hasSessionCookie(cookieHeader)
}

/**
 * True for a successful write through a route declared to change what the
 * public pages show. A safety net next to the model hooks: it also covers
 * writes made with the query builder.
 */
export function changesPublicContent(method: string, declared: boolean, status: number) {
  return declared && !SAFE_METHODS.has(method) && status < 400
}

/**
 * Inertia headers that change the answer beyond the URL (partial reloads,
 * once-props already held, error bag resets): such a request is never
 * served from, nor stored in, the cache.
 */
export function hasPartialInertiaHeaders(headers: Record<string, string | string[] | undefined>) {
  for (const name of Object.keys(headers)) {
    if (name.startsWith('x-inertia-') && name !== 'x-inertia-version') return true
  }
  return false
}

/**
 * The cache key of a page: the full URL (path and query) and, for an
 * Inertia visit, the JSON answer for the assets version the client holds.
 * A version the server does not have gets a 409, which is never stored.
 */
export function pageCacheKey(url: string, inertia: boolean, clientVersion: string | undefined) {
  return inertia ? `json ${clientVersion ?? ''} ${url}` : `html ${url}`
}

/** What a CDN or browser may do with a cached public page: revalidate, share for a minute. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=60'

/** Pages with someone's session: never stored by a shared cache. */
export const PRIVATE_CACHE_CONTROL = 'private, no-cache'
