/*
| Files of the admin area: the three storage buckets, which extensions each
| upload picker accepts, the media type of each extension, the bucket a file
| goes to, safe stored names and YouTube links. Pure rules shared by the
| upload service and the pages (accept= attributes, hints).
*/

export const MEDIA_BUCKETS = ['course-videos', 'course-thumbnails', 'course-materials'] as const
export type MediaBucket = (typeof MEDIA_BUCKETS)[number]

export const BUCKET_LABELS: Record<MediaBucket, string> = {
  'course-videos': 'Vídeos das aulas',
  'course-thumbnails': 'Capas e imagens',
  'course-materials': 'Materiais e documentos',
}

export function isMediaBucket(value: unknown): value is MediaBucket {
  return typeof value === 'string' && (MEDIA_BUCKETS as readonly string[]).includes(value)
}

/** Media type of every extension any picker accepts (the declared type, checked against the content). */
export const MEDIA_TYPES_BY_EXTENSION: Record<string, string> = {
  mp4: 'video/mp4',
  avi: 'video/x-msvideo',
  mov: 'video/quicktime',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
}

/**
 * Upload pickers of the admin area and the extensions each accepts:
 * - biblioteca: the media library (images, videos, .pdf, .doc, .docx, .txt)
 * - materiais: the material dialog (.pdf, .doc, .docx, .mp4, .mp3, .jpg, .jpeg, .png, .txt)
 * - aulas: the lesson 'Mídia' tab (videos, and audio for podcast episodes)
 * - capas: course thumbnails (images)
 * - previas: a course's preview video, public like its cover (course-thumbnails)
 */
export const UPLOAD_TARGETS = {
  biblioteca: [
    'jpg',
    'jpeg',
    'png',
    'webp',
    'mp4',
    'avi',
    'mov',
    'webm',
    'pdf',
    'doc',
    'docx',
    'txt',
  ],
  materiais: ['pdf', 'doc', 'docx', 'mp4', 'mp3', 'jpg', 'jpeg', 'png', 'txt'],
  aulas: ['mp4', 'avi', 'mov', 'webm', 'mp3', 'wav', 'm4a'],
  capas: ['jpg', 'jpeg', 'png', 'webp'],
  previas: ['webm', 'mp4'],
} as const satisfies Record<string, readonly string[]>
export type UploadTarget = keyof typeof UPLOAD_TARGETS

/** A file the admin upload route stored: what the server answers and the dialogs read. */
export type StoredUpload = {
  key: string
  bucket: MediaBucket
  name: string
  originalName: string
  url: string
  size: number
  mediaType: string
  fileType: string
  /** How long a video or audio plays, read from the file (null: not media, or it states no length) */
  durationSeconds: number | null
}

export function isUploadTarget(value: unknown): value is UploadTarget {
  return typeof value === 'string' && Object.hasOwn(UPLOAD_TARGETS, value)
}

/** Value for an <input type="file" accept="…"> of a picker. */
export function acceptAttribute(target: UploadTarget) {
  return UPLOAD_TARGETS[target].map((extension) => `.${extension}`).join(',')
}

/** '.pdf, .doc, .docx' for messages and hints. */
export function extensionList(target: UploadTarget) {
  return UPLOAD_TARGETS[target].map((extension) => `.${extension}`).join(', ')
}

/** Lower-case extension without the dot ('' when the name has none). */
export function extensionOf(fileName: string) {
  const match = /\.([A-Za-z0-9]+)$/.exec(fileName)
  return match ? match[1].toLowerCase() : ''
}

/** video/… → course-videos, image/… → course-thumbnails, anything else → course-materials. */
export function bucketForMediaType(mediaType: string): MediaBucket {
  if (mediaType.startsWith('video/')) return 'course-videos'
  if (mediaType.startsWith('image/')) return 'course-thumbnails'
  return 'course-materials'
}

/**
 * The bucket an upload goes to: by its media type, except a course's preview
 * video, which is public showcase like the cover (decisions: 'Mídia de
 * demonstração') and so lives in course-thumbnails.
 */
export function bucketForUpload(target: UploadTarget, mediaType: string): MediaBucket {
  return target === 'previas' ? 'course-thumbnails' : bucketForMediaType(mediaType)
}

/**
 * Names that try to leave the bucket folder (or hide a path in them) are
 * refused outright instead of being silently rewritten.
 */
export function isUnsafeFileName(fileName: string) {
  if (!fileName || fileName.length > 255) return true
  if (fileName.includes('..') || fileName.includes('/') || fileName.includes('\\')) return true
  if (/^[A-Za-z]:/.test(fileName)) return true
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u001f\u007f]/.test(fileName)
}

/** 'Apostila Módulo 1 (final).PDF' → 'Apostila-Modulo-1-final.pdf' */
export function sanitizeFileName(fileName: string) {
  const extension = extensionOf(fileName)
  const base = extension ? fileName.slice(0, -(extension.length + 1)) : fileName
  const cleanBase =
    base
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/-{2,}/g, '-')
      .replace(/^[-.]+|[-.]+$/g, '')
      .slice(0, 100) || 'arquivo'
  return extension ? `${cleanBase}.${extension}` : cleanBase
}

/** Stored name = upload timestamp (ms) + sanitized original name. */
export function storedFileName(originalName: string, timestamp: number) {
  return `${timestamp}-${sanitizeFileName(originalName)}`
}

/**
 * A stored object's key: '<bucket>/<name>' or '<bucket>/<folder>/…/<name>'
 * (the seeded demo media lives in 'course-videos/demo/<curso>/aula-01.webm'),
 * every segment plain: letters, digits, '.', '_' and '-', never starting with a dot.
 */
const STORED_KEY =
  /^(course-videos|course-thumbnails|course-materials)(\/[A-Za-z0-9][A-Za-z0-9._-]*)+$/
export function isStoredKey(key: unknown): key is string {
  return typeof key === 'string' && key.length <= 500 && STORED_KEY.test(key) && !key.includes('..')
}

/** Material type of an upload: the first part of its media type ('image/png' → 'image'). */
export function materialTypeForMediaType(mediaType: string) {
  return mediaType.split('/')[0] || 'application'
}

/** A video or an audio: a file whose length is read on upload. */
export function isPlayableMediaType(mediaType: string) {
  const kind = materialTypeForMediaType(mediaType)
  return kind === 'video' || kind === 'audio'
}

/** Types an admin picks for a link material. */
export const MATERIAL_LINK_TYPES = ['pdf', 'video', 'youtube', 'audio', 'link', 'text'] as const

export const MATERIAL_TYPE_LABELS: Record<string, string> = {
  pdf: 'PDF',
  video: 'Vídeo',
  youtube: 'YouTube',
  audio: 'Áudio',
  link: 'Link',
  text: 'Texto',
  image: 'Imagem',
  application: 'Documento',
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/

/**
 * YouTube links: a youtube.com or youtu.be URL, or just the 11-character
 * video id. Returns the id and a canonical watch URL, or null.
 */
export function detectYoutube(input: string): { videoId: string | null; url: string } | null {
  const value = input.trim()
  if (YOUTUBE_ID.test(value))
    return { videoId: value, url: `https://www.youtube.com/watch?v=${value}` }
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  const host = url.hostname.toLowerCase()
  if (host === 'youtu.be') {
    const id = url.pathname.split('/')[1] ?? ''
    return { videoId: YOUTUBE_ID.test(id) ? id : null, url: value }
  }
  if (host === 'youtube.com' || host.endsWith('.youtube.com')) {
    const fromQuery = url.searchParams.get('v')
    const fromPath = /^\/(?:embed|shorts|live|v)\/([A-Za-z0-9_-]{11})/.exec(url.pathname)?.[1]
    const id = fromQuery && YOUTUBE_ID.test(fromQuery) ? fromQuery : (fromPath ?? null)
    return { videoId: id, url: value }
  }
  return null
}
