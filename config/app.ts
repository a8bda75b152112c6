import env from '#start/env'
import app from '@adonisjs/core/services/app'
import proxyAddr from 'proxy-addr'
import { defineConfig } from '@adonisjs/core/http'

/** Key for cookies, signed URLs and encryption; losing it logs everybody out. */
export const appKey = env.get('APP_KEY')

/** Public URL of the site, used for absolute links in e-mails and certificates. */
export const appUrl = env.get('APP_URL')

export const http = defineConfig({
  generateRequestId: true,
  allowMethodSpoofing: true,
  useAsyncLocalStorage: false,
  /*
  | X-Forwarded-For is believed from no one unless TRUSTED_PROXIES names the
  | proxies in front of the app (comma list of proxy-addr names or CIDRs, e.g.
  | `loopback` or `10.0.0.0/8`), so no client can fake its IP to dodge limits.
  */
  trustProxy: proxyAddr.compile(
    (env.get('TRUSTED_PROXIES') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
  ),
  cookie: {
    domain: '',
    path: '/',
    maxAge: '2h',
    httpOnly: true,
    secure: app.inProduction && appUrl.startsWith('https://'),
    sameSite: 'lax',
  },
})
