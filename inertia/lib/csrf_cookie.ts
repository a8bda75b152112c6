/*
| Public pages reach visitors without a session: no session cookie, no CSRF
| cookie (see app/domain/platform/public_pages.ts). Before such a visitor's first
| write (the newsletter form, say), the page asks the server for a session
| and its XSRF-TOKEN cookie; Inertia then sends the token as it always does.
*/
import { http } from '@inertiajs/core'
import { xsrfToken } from '~/lib/http'

const SAFE_METHODS = new Set(['get', 'head'])
let asking: Promise<unknown> | null = null

/** Resolves once this browser holds a CSRF cookie (asking for it at most once at a time). */
function ensureCsrfCookie(): Promise<unknown> {
  if (xsrfToken()) return Promise.resolve()
  asking ??= fetch('/sessao/csrf', { credentials: 'same-origin' })
    .catch(() => undefined)
    .finally(() => {
      asking = null
    })
  return asking
}

/** Every Inertia write waits for the cookie first (a no-op once it is there). */
export function askForCsrfCookieBeforeWrites() {
  http.onRequest(async (config) => {
    if (!SAFE_METHODS.has(String(config.method).toLowerCase())) await ensureCsrfCookie()
    return config
  })
}
