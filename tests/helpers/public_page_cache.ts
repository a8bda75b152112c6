/*
| The public page cache seen from outside: plain HTTP against the test
| server, a cookie jar per visitor, as browsers do. Not a spec file.
*/
import type { Group } from '@japa/runner/core'
import publicPageCache from '#services/platform/public_page_cache'
import { Visitor } from '#tests/helpers/app_instance'

/** A new visitor of the test server (HOST:PORT), with no cookie yet. */
export function visitor() {
  return new Visitor({
    name: 'servidor de teste',
    url: `http://${process.env.HOST}:${process.env.PORT}`,
  })
}

/** Turns the cache on (it is off under NODE_ENV=test) for each test; the cache starts each test empty. */
export function withPublicPageCache(group: Group) {
  group.each.setup(() => {
    publicPageCache.enabled = true
    return () => {
      publicPageCache.enabled = false
    }
  })
}

/** A visitor's read of a page: whether it came from the cache, its bytes and cookies. */
export async function read(who: Visitor, path: string, headers: Record<string, string> = {}) {
  const response = await who.request(path, { headers })
  return {
    status: response.status,
    state: response.headers.get('x-page-cache'),
    cacheControl: response.headers.get('cache-control'),
    vary: response.headers.get('vary'),
    cookies: response.headers.getSetCookie(),
    text: await response.text(),
  }
}
