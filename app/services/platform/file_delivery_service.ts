import { createReadStream } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import drive from '@adonisjs/drive/services/main'
import { FSDriver } from '@adonisjs/drive/drivers/fs'
import type { HttpContext } from '@adonisjs/core/http'
import { contentDisposition, isPlainKey, parseByteRange } from '#domain/platform/protected_files'
import NotFoundException from '#exceptions/not_found_exception'

export type DeliveryOptions = {
  /** 'public' for covers and avatars; lesson files are 'private' (no shared cache keeps them). */
  cache: 'public' | 'private'
  /** Name the browser saves the file under, and whether it opens inline or downloads. */
  fileName?: string
  disposition?: 'inline' | 'attachment'
}

/** Lifetime of the signed URL a protected file redirects to on S3-compatible storage. */
const SIGNED_URL_TTL = '10m'

/** Text files of this school are UTF-8 (pt-BR accents): say so, or browsers may guess wrong. */
function withCharset(contentType: string) {
  return contentType.startsWith('text/') && !/charset=/i.test(contentType)
    ? `${contentType}; charset=utf-8`
    : contentType
}

function notFound(): never {
  throw new NotFoundException('file')
}

/**
 * Sends a stored file to a request that was already authorized. On the local
 * disk it streams the file with conditional requests (ETag, 304) and single
 * byte ranges (206, so players can seek); on S3-compatible storage it
 * redirects to the object's public URL (public files) or to a short-lived
 * signed URL (protected files), which handle ranges themselves.
 */
export default class FileDeliveryService {
  async send({ request, response }: HttpContext, key: string, options: DeliveryOptions) {
    if (!isPlainKey(key)) notFound()
    const disk = drive.use()
    const disposition = options.fileName
      ? contentDisposition(options.disposition ?? 'inline', options.fileName)
      : undefined

    if (!(disk.driver instanceof FSDriver)) {
      if (!(await disk.exists(key))) notFound()
      const url =
        options.cache === 'public'
          ? await disk.getUrl(key)
          : await disk.getSignedUrl(key, {
              expiresIn: SIGNED_URL_TTL,
              contentDisposition: disposition,
            })
      response.header('Cache-Control', 'no-store')
      return response.redirect(url)
    }

    let metadata
    try {
      metadata = await disk.getMetaData(key)
    } catch {
      notFound()
    }
    const size = metadata.contentLength
    response.header('Content-Type', withCharset(metadata.contentType ?? 'application/octet-stream'))
    response.header('Accept-Ranges', 'bytes')
    response.header('ETag', metadata.etag)
    response.header('Last-Modified', metadata.lastModified.toUTCString())
    response.header('X-Content-Type-Options', 'nosniff')
    /* Private files are revalidated on every use, so a lapsed subscription is noticed. */
    response.header(
      'Cache-Control',
      options.cache === 'public' ? 'public, max-age=86400' : 'private, no-cache'
    )
    if (disposition) response.header('Content-Disposition', disposition)

    if (response.fresh()) return response.status(304).send(null)

    const range = this.#rangeFor(request, size, metadata.etag, metadata.lastModified)
    if (range === 'unsatisfiable') {
      response.header('Content-Range', `bytes */${size}`)
      return response.status(416).send(null)
    }
    const start = range?.start ?? 0
    const end = range?.end ?? size - 1
    if (range) {
      response.status(206)
      response.header('Content-Range', `bytes ${start}-${end}/${size}`)
    }
    response.header('Content-Length', String(size === 0 ? 0 : end - start + 1))
    if (request.method() === 'HEAD' || size === 0) return response.send(null)
    return response.stream(createReadStream(localPathOf(disk.driver, key), { start, end }))
  }

  /** The Range asked for, ignored when If-Range names another version of the file. */
  #rangeFor(request: HttpContext['request'], size: number, etag: string, lastModified: Date) {
    const ifRange = request.header('if-range')
    if (ifRange && ifRange !== etag && ifRange !== lastModified.toUTCString()) return null
    return parseByteRange(request.header('range'), size)
  }
}

/** Where a stored file lies on the local disk. */
export function localPathOf(driver: FSDriver, key: string) {
  const location = driver.options.location
  return join(typeof location === 'string' ? location : fileURLToPath(location), key)
}
