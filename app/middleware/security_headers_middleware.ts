import { randomBytes } from 'node:crypto'
import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import env from '#start/env'
import { securityHeaders } from '#domain/platform/security_headers'

const storageUrl = env.get('S3_PUBLIC_URL')
const settings = {
  https: env.get('APP_URL').startsWith('https://'),
  storageOrigin: storageUrl ? new URL(storageUrl).origin : null,
  devServer: !app.inProduction,
}
/* Without a nonce (production) the headers are the same for every response. */
const productionHeaders = settings.devServer ? null : Object.entries(securityHeaders(settings))

/**
 * First of the server middleware, so every response carries the headers:
 * pages, the 404 page, static files and downloads. The nonce of this
 * request (`response.nonce`) is for Vite's inline preamble in development
 * (#services/page_shell); the theme script is allowed by its hash.
 */
export default class SecurityHeadersMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    let headers = productionHeaders
    if (!headers) {
      /* Only Vite's development preamble needs one: production pages carry no nonce. */
      const nonce = randomBytes(16).toString('base64')
      ctx.response.nonce = nonce
      headers = Object.entries(securityHeaders({ ...settings, nonce }))
    }
    for (const [name, value] of headers) ctx.response.header(name, value)
    return next()
  }
}
