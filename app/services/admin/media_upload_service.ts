import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, open, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import drive from '@adonisjs/drive/services/main'
import type { HttpContext } from '@adonisjs/core/http'
import type { MultipartStream } from '@adonisjs/core/types/bodyparser'
import { fileTypeFromFile } from 'file-type'
import { uploadLimits } from '#config/drive'
import { publicUrlOf } from '#services/admin/storage_urls'
import { temporaryFolder } from '#services/platform/temporary_files'
import { mediaFileSeconds } from '#services/catalog/media_duration'
import { formatFileSize } from '#domain/platform/format'
import { isProtectedKey } from '#domain/platform/protected_files'
import { UploadRejected } from '#exceptions/upload_rejected'
import {
  MEDIA_TYPES_BY_EXTENSION,
  UPLOAD_TARGETS,
  bucketForUpload,
  extensionList,
  extensionOf,
  isPlayableMediaType,
  isUnsafeFileName,
  materialTypeForMediaType,
  storedFileName,
  type MediaBucket,
  type StoredUpload,
  type UploadTarget,
} from '#domain/admin/admin_media'

type Received = {
  tmpPath: string
  originalName: string
  extension: string
  mediaType: string
  bucket: MediaBucket
  size: number
}

const LIMIT_SUBJECT: Record<MediaBucket, string> = {
  'course-videos': 'vídeos',
  'course-materials': 'documentos e áudios',
  'course-thumbnails': 'capas e prévias',
}

export const UPLOAD_MESSAGES = {
  noFile: 'Selecione um arquivo para enviar.',
  unsafeName:
    'Nome de arquivo inválido: o nome não pode conter pastas nem caminhos (como "../" ou "/").',
  notAccepted: (target: UploadTarget) =>
    `Tipo de arquivo não aceito. Envie: ${extensionList(target)}.`,
  tooLarge: (bucket: MediaBucket) =>
    `Arquivo muito grande: o limite para ${LIMIT_SUBJECT[bucket]} é ${formatFileSize(uploadLimits[bucket])}.`,
  empty: 'O arquivo está vazio.',
  contentMismatch: (extension: string) =>
    `O conteúdo do arquivo não corresponde à extensão .${extension}. Envie um arquivo .${extension} válido.`,
  interrupted: 'O envio foi interrompido antes do fim. Tente novamente.',
}

/** Content signatures (file-type's `ext`) each declared extension may have. */
const EXPECTED_SIGNATURES: Record<
  string,
  (detected: { ext: string; mime: string } | undefined) => boolean
> = {
  jpg: (d) => d?.ext === 'jpg',
  jpeg: (d) => d?.ext === 'jpg',
  png: (d) => d?.ext === 'png',
  webp: (d) => d?.ext === 'webp',
  pdf: (d) => d?.ext === 'pdf',
  doc: (d) => d?.ext === 'cfb' || d?.ext === 'doc',
  docx: (d) => d?.ext === 'docx',
  mp4: (d) => Boolean(d?.mime.startsWith('video/')),
  mov: (d) => Boolean(d?.mime.startsWith('video/')),
  avi: (d) => d?.ext === 'avi',
  webm: (d) => d?.ext === 'webm' || d?.ext === 'mkv',
  mp3: (d) => d?.mime === 'audio/mpeg',
  wav: (d) => d?.ext === 'wav',
  m4a: (d) => Boolean(d?.mime.startsWith('audio/')) || d?.ext === 'mp4',
  /* Plain text has no signature: anything recognisable (an executable, an archive…) is refused. */
  txt: (d) => d === undefined,
}

/**
 * The file name exactly as the client sent it. The multipart parser keeps
 * only what follows the last backslash, which would hide a '..\\' path
 * from the check: names are judged on what was sent.
 */
function rawFileName(headers: Record<string, unknown>) {
  const disposition = headers['content-disposition']
  if (typeof disposition !== 'string') return null
  const match =
    /\bfilename="((?:[^"\\]|\\.)*)"/i.exec(disposition) ?? /\bfilename=([^;]+)/i.exec(disposition)
  return match ? match[1].trim() : null
}

/**
 * Receives one file (field `file`) of an admin upload picker and stores it
 * in its bucket through Drive. The request body is streamed (the route is
 * processed manually, see config/bodyparser.ts): the name and extension are
 * checked before a byte is kept, the size is counted while streaming to a
 * temporary file and cut off past the bucket's limit, and the content is
 * matched against the extension. Only then is the file moved into the
 * bucket, so an interrupted or refused upload leaves nothing there.
 */
export default class MediaUploadService {
  async receive(request: HttpContext['request'], target: UploadTarget): Promise<StoredUpload> {
    const multipart = request.multipart
    if (!multipart || !request.is(['multipart'])) throw new UploadRejected(UPLOAD_MESSAGES.noFile)

    let received: Received | null = null
    let rejection: unknown = null
    /* Ready before parsing: the part must be piped as soon as it arrives, or its errors go unheard. */
    await mkdir(temporaryFolder('uploads'), { recursive: true })

    /* The part handler may still be cleaning up when the parser gives up on a cut body: wait for it. */
    const handlers: Promise<void>[] = []
    multipart.onFile('file', { deferValidations: true }, (part) => {
      const handled = this.#receivePart(
        part,
        target,
        (file) => (received = file),
        (error) => {
          rejection = error
          multipart.abort(error)
        },
        () => received !== null
      )
      handlers.push(handled)
      return handled
    })

    try {
      await multipart.process({ limit: Math.max(...Object.values(uploadLimits)) + 1024 * 1024 })
      await Promise.all(handlers)
      if (rejection) throw rejection
    } catch (error) {
      await Promise.allSettled(handlers)
      if (received) await rm((received as Received).tmpPath, { force: true })
      /* Our own refusal (size, name, type) wins; otherwise what the parser saw (e.g. a cut body). */
      throw this.#explain(rejection instanceof UploadRejected ? rejection : error)
    }

    const file = received as Received | null
    if (!file) throw new UploadRejected(UPLOAD_MESSAGES.noFile)
    try {
      await this.#verifyContent(file)
      const durationSeconds = isPlayableMediaType(file.mediaType)
        ? await mediaFileSeconds(file.tmpPath)
        : null
      return { ...(await this.#store(file)), durationSeconds }
    } finally {
      await rm(file.tmpPath, { force: true })
    }
  }

  /** Streams one file part to a temporary file, enforcing the name, extension and size rules. */
  async #receivePart(
    part: MultipartStream,
    target: UploadTarget,
    onReceived: (file: Received) => void,
    onRejected: (error: unknown) => void,
    alreadyReceived: () => boolean
  ) {
    const tmpPath = join(temporaryFolder('uploads'), randomUUID())
    /* A part refused before it is read may still report the client hanging up: never let that crash the process. */
    part.on('error', () => {})
    try {
      if (alreadyReceived()) throw new UploadRejected('Envie um arquivo por vez.')
      const accepted = this.#accept(rawFileName(part.headers) ?? part.filename ?? '', target)
      const limit = uploadLimits[accepted.bucket]
      let size = 0
      const sizeGuard = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length
          if (size > limit)
            callback(new UploadRejected(UPLOAD_MESSAGES.tooLarge(accepted.bucket), 413))
          else callback(null, chunk)
        },
      })
      await pipeline(part, sizeGuard, createWriteStream(tmpPath))
      onReceived({ ...accepted, tmpPath, size })
    } catch (error) {
      await rm(tmpPath, { force: true })
      onRejected(error)
    }
  }

  #accept(clientName: string, target: UploadTarget) {
    if (isUnsafeFileName(clientName)) throw new UploadRejected(UPLOAD_MESSAGES.unsafeName)
    const extension = extensionOf(clientName)
    if (!(UPLOAD_TARGETS[target] as readonly string[]).includes(extension)) {
      throw new UploadRejected(UPLOAD_MESSAGES.notAccepted(target))
    }
    const mediaType = MEDIA_TYPES_BY_EXTENSION[extension]
    return {
      originalName: clientName,
      extension,
      mediaType,
      bucket: bucketForUpload(target, mediaType),
    }
  }

  async #verifyContent(file: Received) {
    if (file.size === 0) throw new UploadRejected(UPLOAD_MESSAGES.empty)
    const detected = await fileTypeFromFile(file.tmpPath)
    let matches = EXPECTED_SIGNATURES[file.extension]?.(detected) ?? false
    if (matches && file.extension === 'txt') matches = !(await this.#looksBinary(file.tmpPath))
    if (!matches) throw new UploadRejected(UPLOAD_MESSAGES.contentMismatch(file.extension))
  }

  /** A NUL byte in the first 8 KB means binary content, not text. */
  async #looksBinary(path: string) {
    const handle = await open(path, 'r')
    try {
      const buffer = Buffer.alloc(8192)
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0)
      return buffer.subarray(0, bytesRead).includes(0)
    } finally {
      await handle.close()
    }
  }

  async #store(file: Received): Promise<Omit<StoredUpload, 'durationSeconds'>> {
    const disk = drive.use()
    let timestamp = Date.now()
    let key = `${file.bucket}/${storedFileName(file.originalName, timestamp)}`
    while (await disk.exists(key)) {
      timestamp += 1
      key = `${file.bucket}/${storedFileName(file.originalName, timestamp)}`
    }
    try {
      await disk.moveFromFs(file.tmpPath, key, {
        contentType: file.mediaType,
        /* On S3, lesson videos and materials are private objects: served only by the authorized routes. */
        visibility: isProtectedKey(key) ? 'private' : 'public',
      })
    } catch (error) {
      /* Never leave a partial copy in the bucket. */
      await disk.delete(key).catch(() => {})
      throw error
    }
    return {
      key,
      bucket: file.bucket,
      name: key.slice(file.bucket.length + 1),
      originalName: file.originalName,
      url: await publicUrlOf(key),
      size: file.size,
      mediaType: file.mediaType,
      fileType: materialTypeForMediaType(file.mediaType),
    }
  }

  #explain(error: unknown) {
    if (error instanceof UploadRejected) return error
    const code = (error as { code?: string })?.code
    if (code === 'E_REQUEST_ENTITY_TOO_LARGE') {
      return new UploadRejected('Arquivo muito grande para este envio.', 413)
    }
    /* A body cut short surfaces either wrapped by the bodyparser or as the multipart parser's own 400. */
    if (code === 'E_INVALID_MULTIPART_REQUEST' || (error as { status?: number })?.status === 400)
      return new UploadRejected(UPLOAD_MESSAGES.interrupted, 400)
    return error
  }
}
