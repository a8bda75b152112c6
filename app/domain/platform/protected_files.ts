/*
| Which stored files the public /uploads URL may hand out, which only the
| authorized routes serve, and the arithmetic of HTTP byte ranges. Pure
| rules: the file routes, the lesson page and the admin area share them, and
| unit tests pin them.
*/

/** Folders of the upload disk served publicly at /uploads/…: course covers and profile photos. */
export const PUBLIC_UPLOAD_FOLDERS = ['course-thumbnails', 'avatars'] as const

/** Buckets whose files are lesson content: served only through /materiais/:id/arquivo and /aulas/:id/video. */
export const PROTECTED_BUCKETS = ['course-videos', 'course-materials'] as const

/** URL path where the local disk's public files live (config/drive.ts). */
export const UPLOADS_BASE_PATH = '/uploads/'

/**
 * A storage key made only of ordinary path segments: no empty, '.' or '..'
 * segment, no backslash, no control character. Anything else is refused
 * rather than normalised, so 'course-thumbnails/../course-materials/x'
 * never reaches a folder it does not name.
 */
export function isPlainKey(key: string) {
  if (!key || key.length > 500) return false
  // eslint-disable-next-line no-control-regex
  if (key.includes('\\') || /[\u0000-\u001f\u007f]/.test(key)) return false
  return key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..')
}

/** The key of a file the public /uploads route may serve, or null (404) for anything else. */
export function publicUploadKey(segments: string[]): string | null {
  let decoded: string[]
  try {
    decoded = segments.map((segment) => decodeURIComponent(segment))
  } catch {
    return null
  }
  const key = decoded.join('/')
  if (!isPlainKey(key) || decoded.length < 2) return null
  return (PUBLIC_UPLOAD_FOLDERS as readonly string[]).includes(decoded[0]) ? key : null
}

/** A key inside course-videos/ or course-materials/. */
export function isProtectedKey(key: string | null | undefined): key is string {
  if (!key || !isPlainKey(key)) return false
  const [bucket, ...rest] = key.split('/')
  return rest.length > 0 && (PROTECTED_BUCKETS as readonly string[]).includes(bucket)
}

/**
 * The protected key a stored URL points at, given the URL prefixes under
 * which this installation's files have been linked ('/uploads/', the
 * absolute APP_URL form, an S3 or CDN base). Null for external links and
 * for public files.
 */
export function protectedKeyFromUrl(url: string | null | undefined, bases: string[]) {
  if (!url) return null
  const trimmed = url.trim().replace(/[?#].*$/, '')
  for (const base of bases) {
    if (!base || !trimmed.startsWith(base)) continue
    let key: string
    try {
      key = trimmed
        .slice(base.length)
        .split('/')
        .map((segment) => decodeURIComponent(segment))
        .join('/')
    } catch {
      return null
    }
    return isProtectedKey(key) ? key : null
  }
  return null
}

export type ByteRange = { start: number; end: number }

/**
 * The single byte range a `Range` header asks for (RFC 9110), clamped to the
 * file: 'bytes=0-', 'bytes=100-199', 'bytes=-500' (the last 500 bytes).
 * Returns null to send the whole file (no header, another unit, several
 * ranges, a malformed value) and 'unsatisfiable' (416) when the range starts
 * past the end.
 */
export function parseByteRange(
  header: string | null | undefined,
  size: number
): ByteRange | 'unsatisfiable' | null {
  if (!header) return null
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match) return null
  const [, first, last] = match
  if (first === '' && last === '') return null
  if (first === '') {
    const suffix = Number(last)
    if (suffix === 0) return 'unsatisfiable'
    return size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(first)
  if (start >= size) return 'unsatisfiable'
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1)
  if (end < start) return null
  return { start, end }
}

/** `Content-Disposition` with the file's name, ASCII fallback plus the UTF-8 form (RFC 6266). */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string) {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_')
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`
  )
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`
}
