import { createReadStream, statSync } from 'node:fs'
import { extname, join, normalize, sep } from 'node:path'
import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { chooseEncoding, type Encoding } from '#domain/platform/compression'
import { IMMUTABLE_ASSET_CACHE } from '#config/static'

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
}
const EXTENSION: Record<Encoding, string> = { br: '.br', gzip: '.gz' }

const assetsRoot = app.publicPath('assets')
/*
 * Size of each precompressed file found; the build never changes while
 * serving. Only files that exist are remembered: a path nobody built (any
 * visitor may ask for one) is looked up again, never stored.
 */
const sizes = new Map<string, number>()

function sizeOf(path: string): number | null {
  const known = sizes.get(path)
  if (known !== undefined) return known
  try {
    const stats = statSync(path)
    if (!stats.isFile()) return null
    sizes.set(path, stats.size)
    return stats.size
  } catch {
    return null
  }
}

/**
 * Serves the content-hashed build assets (/assets/…) precompressed: the
 * build writes a .br and a .gz next to each text asset (vite.config.ts), and
 * a client that accepts one gets it, with long-lived immutable caching.
 * Anything else (no such file, a client without compression, development
 * where Vite serves the assets) goes on to the static file server.
 */
export default class PrecompressedAssetsMiddleware {
  handle({ request, response }: HttpContext, next: NextFn) {
    const url = request.url()
    if (!url.startsWith('/assets/') || url.includes('/.') || request.method() !== 'GET')
      return next()
    const type = TYPES[extname(url)]
    if (!type) return next()
    const encoding = chooseEncoding(request.header('accept-encoding'))
    if (!encoding) return next()

    let name: string
    try {
      name = decodeURIComponent(url.slice('/assets/'.length))
    } catch {
      return next()
    }
    const file = normalize(join(assetsRoot, name))
    if (!file.startsWith(assetsRoot + sep)) return next()
    const compressed = `${file}${EXTENSION[encoding]}`
    const size = sizeOf(compressed)
    if (size === null) return next()

    response.header('Content-Type', type)
    response.header('Content-Encoding', encoding)
    response.header('Content-Length', String(size))
    response.header('Cache-Control', IMMUTABLE_ASSET_CACHE)
    response.append('Vary', 'Accept-Encoding')
    response.stream(createReadStream(compressed))
  }
}
