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
  | X-Forwarded-For is believed only from proxies on this machine or a private
  | network (a load balancer), so nobody can fake their IP to dodge rate limits.
  | TRUSTED_PROXIES (comma list of proxy-addr names/CIDRs) overrides it.
  */
  trustProxy: proxyAddr.compile(
    (env.get('TRUSTED_PROXIES') ?? 'loopback,linklocal,uniquelocal')
      .split(',')
      .map((entry) => entry.trim())
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
