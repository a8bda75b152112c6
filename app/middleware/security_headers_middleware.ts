import { randomBytes } from 'node:crypto'
import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import env from '#start/env'
import { securityHeaders } from '#domain/security_headers'

const storageUrl = env.get('S3_PUBLIC_URL')
const settings = {
  https: env.get('APP_URL').startsWith('https://'),
  storageOrigin: storageUrl ? new URL(storageUrl).origin : null,
  devServer: !app.inProduction,
}

/**
 * First of the server middleware, so every response carries the headers:
 * pages, the 404 page, static files and downloads. The nonce of this
 * request is shared with the views (`cspNonce`) for the inline scripts.
 */
export default class SecurityHeadersMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    const nonce = randomBytes(16).toString('base64')
    ctx.response.nonce = nonce
    if ('view' in ctx) ctx.view.share({ cspNonce: nonce })
    for (const [name, value] of Object.entries(securityHeaders({ ...settings, nonce }))) {
      ctx.response.header(name, value)
    }
    return next()
  }
}
