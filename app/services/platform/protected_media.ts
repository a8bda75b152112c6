import { urlFor } from '@adonisjs/core/services/url_builder'
import env from '#start/env'
import type CourseMaterial from '#models/course_material'
import type Lesson from '#models/lesson'
import {
  UPLOADS_BASE_PATH,
  isPlainKey,
  protectedKeyFromUrl,
} from '#domain/platform/protected_files'
import { extensionOf } from '#domain/admin/admin_media'
import { rendererFor } from '#domain/catalog/lessons'

/**
 * Where this installation's stored files have been linked from: the local
 * disk's '/uploads/' path (relative and absolute) and, on S3-compatible
 * storage, the bucket or CDN address (the same forms flydrive builds).
 */
export function storedUrlBases() {
  const appUrl = env.get('APP_URL').replace(/\/+$/, '')
  const bases = [UPLOADS_BASE_PATH, `${appUrl}${UPLOADS_BASE_PATH}`]
  if (env.get('DRIVE_DISK') === 's3') {
    const bucket = env.get('S3_BUCKET', 'ganja-talks')
    const cdn = env.get('S3_PUBLIC_URL')
    const endpoint = env.get('S3_ENDPOINT')
    if (cdn) bases.push(new URL('k', cdn).toString().slice(0, -1))
    else if (endpoint) bases.push(`${new URL(endpoint).origin}/${bucket}/`)
    else bases.push(`https://${bucket}.s3.amazonaws.com/`)
  }
  return bases
}

/**
 * The stored file behind a material: its storage key when it has one (the
 * file_url is never trusted for it), else — for rows saved before keys were
 * kept, or a link typed as '/uploads/course-materials/…' — the protected
 * file its URL names. Null for external links.
 */
export function materialFileKey(material: Pick<CourseMaterial, 'storageKey' | 'fileUrl'>) {
  if (material.storageKey) return isPlainKey(material.storageKey) ? material.storageKey : null
  return protectedKeyFromUrl(material.fileUrl, storedUrlBases())
}

/** The lesson's own uploaded video (or podcast audio), or null for YouTube and external links. */
export function lessonMediaKey(lesson: Pick<Lesson, 'videoUrl'>) {
  return protectedKeyFromUrl(lesson.videoUrl, storedUrlBases())
}

/** The uploaded video a lesson's captions go with: a video lesson's own file (not YouTube, not a link). */
export function captionedVideoKey(lesson: Pick<Lesson, 'videoUrl' | 'lessonType'>) {
  return rendererFor(lesson.lessonType) === 'video' ? lessonMediaKey(lesson) : null
}

/**
 * The address pages use for a material: the authorized download route for a
 * stored file, the link itself for external links (YouTube, sites).
 */
export function materialHref(material: Pick<CourseMaterial, 'id' | 'storageKey' | 'fileUrl'>) {
  return materialFileKey(material)
    ? urlFor('materials.file', { id: material.id })
    : material.fileUrl
}

/** Same, forcing a download ('Baixar PDF'). */
export function materialDownloadHref(material: Pick<CourseMaterial, 'id'>) {
  return urlFor('materials.file', { id: material.id }, { qs: { download: '1' } })
}

/** The lesson's stored media through the authorized route (HTTP ranges, so players can seek). */
export function lessonMediaHref(lesson: Pick<Lesson, 'id'>) {
  return urlFor('lessons.video', { id: lesson.id })
}

/** The WebVTT captions stored next to the lesson's video, through the same authorization. */
export function lessonCaptionsHref(lesson: Pick<Lesson, 'id'>) {
  return urlFor('lessons.captions', { id: lesson.id })
}

/** 'Tabela de nutrientes.pdf': the material's title with its file's extension. */
export function materialFileName(material: Pick<CourseMaterial, 'title'>, key: string) {
  const extension = extensionOf(key)
  const title = material.title.trim().replace(/[/\\]/g, '-') || 'material'
  return extension && !title.toLowerCase().endsWith(`.${extension}`)
    ? `${title}.${extension}`
    : title
}
