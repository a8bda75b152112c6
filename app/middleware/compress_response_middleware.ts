import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { chooseEncoding, isCompressible, MIN_COMPRESSED_BYTES } from '#domain/platform/compression'

/* Fast settings: pages are compressed on every response, assets at build time with the best ones. */
const BROTLI_QUALITY = 5
const GZIP_LEVEL = 6

/** The body as bytes to send and its media type, or null when it is not a plain body. */
export function serializedBody(ctx: HttpContext): { bytes: Buffer; type: string } | null {
  const { response } = ctx
  if (!response.hasContent || response.hasStream || response.hasFileToStream) return null
  const body = response.getBody()
  const declared = response.getHeader('Content-Type')
  if (typeof body === 'string') {
    const type = declared
      ? String(declared)
      : body.trimStart().startsWith('<')
        ? 'text/html; charset=utf-8'
        : 'text/plain; charset=utf-8'
    return { bytes: Buffer.from(body), type }
  }
  if (body !== null && typeof body === 'object' && !(body instanceof Uint8Array)) {
    return {
      bytes: Buffer.from(JSON.stringify(body)),
      type: declared ? String(declared) : 'application/json; charset=utf-8',
    }
  }
  return null
}

/**
 * Compresses HTML, Inertia JSON and other text answers with Brotli or gzip
 * when the client accepts it (Vary: Accept-Encoding for caches). Streams
 * (the mentor's answers, server-sent events), file downloads and bodies
 * under 1 KB travel as they are.
 */
export default class CompressResponseMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    await next()
    const { request, response } = ctx
    if (request.method() === 'HEAD' || response.headersSent) return
    if (response.getHeader('Content-Encoding')) return
    const status = response.getStatus()
    if (status < 200 || status === 204 || status === 304) return

    const body = serializedBody(ctx)
    if (!body || body.bytes.length < MIN_COMPRESSED_BYTES || !isCompressible(body.type)) return
    response.append('Vary', 'Accept-Encoding')
    const encoding = chooseEncoding(request.header('accept-encoding'))
    if (!encoding) return

    const compressed =
      encoding === 'br'
        ? brotliCompressSync(body.bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.bytes.length,
            },
          })
        : gzipSync(body.bytes, { level: GZIP_LEVEL })
    response.header('Content-Type', body.type)
    response.header('Content-Encoding', encoding)
    response.send(compressed, response.lazyBody.content?.[1] ?? false)
  }
}
