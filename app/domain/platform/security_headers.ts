/*
| The security headers of every response (pages, the 404 page, static files,
| downloads), as one pure function so a unit test can read the policy.
|
| Content-Security-Policy: scripts only from this site and YouTube's player
| API; the one inline script of every page (the theme, below) by its hash,
| so a page's bytes are the same for every visitor and can be cached; in
| development Vite's inline preamble by the per-request nonce;
| frames only YouTube's players and this site, and plugin content (<object>)
| only from this site: the lesson's PDF viewer embeds /materiais/:id/arquivo
| (Chromium loads it as a frame, then its viewer as an object inside the PDF
| response, so object-src 'none' blocked every inline PDF); styles may be inline (React style attributes,
| Radix, charts); images and media also from the S3 public URL when files are
| served from a bucket; nobody may frame the site but itself.
*/

import { createHash } from 'node:crypto'

/**
 * Applies the saved theme before the first paint (no flash of the wrong
 * theme). Written into every page's <head> as it is (#services/page_shell).
 */
export const THEME_SCRIPT =
  "(function(){try{var t=localStorage.getItem('gt-theme')||'system';" +
  "var d=t==='dark'||(t==='system'&&window.matchMedia('(prefers-color-scheme: dark)').matches);" +
  "if(d)document.documentElement.classList.add('dark');" +
  "document.documentElement.style.colorScheme=d?'dark':'light'}catch(e){}})();"

const THEME_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`

export type SecurityHeaderOptions = {
  /** Vite's inline preamble in development */
  nonce?: string
  /** APP_URL is https: HSTS and upgrade-insecure-requests */
  https: boolean
  /** Origin of S3_PUBLIC_URL, when set */
  storageOrigin: string | null
  /** Vite's dev server (development and tests) talks over a websocket */
  devServer: boolean
}

const YOUTUBE_SCRIPTS = ['https://www.youtube.com', 'https://s.ytimg.com']
const YOUTUBE_FRAMES = ['https://www.youtube-nocookie.com', 'https://www.youtube.com']

export function contentSecurityPolicy(options: SecurityHeaderOptions) {
  const storage = options.storageOrigin ? [options.storageOrigin] : []
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      THEME_SCRIPT_SOURCE,
      ...(options.devServer && options.nonce ? [`'nonce-${options.nonce}'`] : []),
      ...YOUTUBE_SCRIPTS,
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https://i.ytimg.com', ...storage],
    'media-src': ["'self'", 'blob:', ...storage],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(options.devServer ? ['ws:', 'wss:'] : [])],
    'frame-src': [...YOUTUBE_FRAMES, "'self'"],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'", 'https://checkout.stripe.com', 'https://billing.stripe.com'],
    'base-uri': ["'self'"],
    'object-src': ["'self'"],
  }
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`)
  if (options.https) policy.push('upgrade-insecure-requests')
  return policy.join('; ')
}

export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'SAMEORIGIN',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(options.https
      ? { 'Strict-Transport-Security': 'max-age=15552000; includeSubDomains' }
      : {}),
  }
}
