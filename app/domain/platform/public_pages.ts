/*
| The public pages: what an anonymous visitor reads without doing anything
| that needs a session. For a visitor who brings no session cookie they are
| answered without starting a session (no cookie, no CSRF token) and their
| rendered bytes are cached and shared by every such visitor
| (app/services/platform/public_page_cache.ts). Pure rules, read by the middleware
| and the unit tests.
*/
import {
  CATALOG,
  FIGURES,
  FORUM,
  MEMBERS,
  certificateTag,
  discussionTag,
} from '#domain/platform/content_tags'

/** Name of the session cookie (config/session.ts uses it). */
export const SESSION_COOKIE = 'gt-session'

/**
 * Routes whose page is the same for every visitor without a session: the
 * landing, the podcast, the catalogue (and its searches), course pages, the
 * forum's public listings and discussions, certificate pages, and the
 * sitemap and robots files.
 */
export const PUBLIC_PAGE_ROUTES: ReadonlySet<string> = new Set([
  'home',
  'podcast',
  'sitemap',
  'robots',
  'courses.index',
  'courses.show',
  'community.index',
  'community.trending',
  'community.discussions.show',
  'certificates.show',
  'certificates.verify',
])

/**
 * The tags of what a public page shows (#domain/platform/content_tags), by
 * its route and parameters; a controller may add more (a course's id behind
 * its slug). Points shown on public pages follow the 60 s expiry.
 */
export function publicPageTags(routeName: string, params: Record<string, unknown>): string[] {
  switch (routeName) {
    case 'home':
    case 'courses.index':
      return [CATALOG, FIGURES]
    case 'podcast':
      return [CATALOG]
    case 'sitemap':
      return [CATALOG, FORUM]
    case 'courses.show':
      return [CATALOG, MEMBERS]
    case 'community.index':
    case 'community.trending':
      return [FORUM, MEMBERS]
    case 'community.discussions.show':
      return [discussionTag(String(params.id)), MEMBERS]
    case 'certificates.show':
    case 'certificates.verify':
      return [certificateTag(String(params.certificateId)), MEMBERS]
    default:
      return []
  }
}

/**
 * Successful writes through these routes change what public pages show
 * (course content and covers, reviews, the forum, members' names and
 * photos, certificates), so they forget every cached page. A safety net
 * next to the model hooks: it also covers writes made with the query builder.
 */
const CONTENT_WRITE_ROUTE_PREFIXES = [
  'admin.',
  'community.',
  'courses.reviews.',
  'profiles.',
  'certificates.',
]

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
  routeName: string | undefined | null
  cookieHeader: string | undefined | null
}

/**
 * A read of a public page by someone who has no session: answered without
 * one (no session cookie, no CSRF token), and cacheable.
 */
export function isAnonymousPublicRead({ method, routeName, cookieHeader }: RequestFacts) {
  return (
    SAFE_METHODS.has(method) &&
    Boolean(routeName && PUBLIC_PAGE_ROUTES.has(routeName)) &&
    !hasSessionCookie(cookieHeader)
  )
}

/** True for a successful write that changes what the public pages show. */
export function changesPublicContent(
  method: string,
  routeName: string | undefined | null,
  status: number
) {
  if (SAFE_METHODS.has(method) || !routeName || status >= 400) return false
  return CONTENT_WRITE_ROUTE_PREFIXES.some((prefix) => routeName.startsWith(prefix))
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
