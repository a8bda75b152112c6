import logger from '@adonisjs/core/services/logger'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import {
  MEDIA_BUCKETS,
  extensionOf,
  isStoredKey,
  type MediaBucket,
} from '#domain/admin/admin_media'
import { captionsKeyFor } from '#domain/catalog/demo_media'
import { lessonMediaKey } from '#services/platform/protected_media'
import { AdminRefusal } from '#exceptions/admin_refusal'
import { publicUrlOf, urlFormsOf } from '#services/admin/storage_urls'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { isProtectedKey } from '#domain/platform/protected_files'

export const FILES_PER_BUCKET = 100

/** Covers open at their public URL; lesson videos and materials through the admin's authorized route. */
async function libraryUrlOf(key: string) {
  return isProtectedKey(key)
    ? urlFor('admin.media.file', undefined, { qs: { key } })
    : publicUrlOf(key)
}

export type MediaFile = {
  key: string
  /** Path inside the bucket, sub-folders included ('demo/cultivo/aula-01.webm') */
  name: string
  bucket: MediaBucket
  createdAt: string
  size: number
  url: string
  contentType: string | null
}

/** Folds accents and case so 'apostila' finds 'Apostila-Modulo.pdf'. */
function searchable(text: string) {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
}

/**
 * The media library: files of the three buckets, sub-folders included (the
 * seeded demo media lives in '<bucket>/demo/<curso>/'), read through Drive
 * (local folder or S3-compatible storage). Each bucket lists its 100 newest
 * files; a bucket that fails to list is logged and skipped.
 */
export default class MediaLibraryService {
  async list(options: { search?: string | null; bucket?: MediaBucket | null }) {
    const buckets = options.bucket ? [options.bucket] : [...MEDIA_BUCKETS]
    const failedBuckets: MediaBucket[] = []
    const lists = await Promise.all(
      buckets.map((bucket) =>
        this.#listBucket(bucket, options.search ?? null).catch((error) => {
          logger.error({ err: error, bucket }, 'falha ao listar o bucket da biblioteca de mídia')
          failedBuckets.push(bucket)
          return [] as MediaFile[]
        })
      )
    )
    const files = lists.flat().sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    return { files, failedBuckets, allFailed: failedBuckets.length === buckets.length }
  }

  async #listBucket(bucket: MediaBucket, search: string | null): Promise<MediaFile[]> {
    const disk = drive.use()
    const needle = search ? searchable(search.trim()) : ''
    const files: MediaFile[] = []
    let paginationToken: string | undefined
    do {
      const page = await disk.listAll(`${bucket}/`, { recursive: true, paginationToken })
      paginationToken = page.paginationToken
      for (const entry of page.objects) {
        if (!entry.isFile) continue
        const name = entry.key.slice(bucket.length + 1)
        if (needle && !searchable(name).includes(needle)) continue
        const metadata = await entry.getMetaData()
        files.push({
          key: entry.key,
          name,
          bucket,
          createdAt: metadata.lastModified.toISOString(),
          size: metadata.contentLength,
          url: await libraryUrlOf(entry.key),
          contentType: metadata.contentType ?? null,
        })
      }
    } while (paginationToken)
    return files.sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, FILES_PER_BUCKET)
  }

  /**
   * Deletes a stored file. Refused while a material, a lesson video or a
   * course thumbnail still points at it, so no page ends up with a dead link.
   */
  async remove(key: string) {
    if (!isStoredKey(key)) throw new AdminRefusal('Erro ao excluir arquivo', 'Arquivo inválido.')
    const disk = drive.use()
    if (!(await disk.exists(key))) {
      throw new AdminRefusal('Erro ao excluir arquivo', 'O arquivo não existe mais na biblioteca.')
    }
    const usage = await this.usage(key, await urlFormsOf(key))
    if (usage) throw new AdminRefusal('Erro ao excluir arquivo', usage)
    await disk.delete(key)
    /* A video's captions (captionsKeyFor) have no use without it. */
    if (key.startsWith('course-videos/') && extensionOf(key) !== 'vtt')
      await disk.delete(captionsKeyFor(key))
  }

  /** Why the file cannot go yet, or null when nothing uses it. */
  async usage(key: string, urls: string[]) {
    const [material, lesson, course, preview] = await Promise.all([
      db
        .from('course_materials')
        .where('storage_key', key)
        .orWhereIn('file_url', urls)
        .select('title')
        .first(),
      db.from('lessons').whereIn('video_url', urls).select('title').first(),
      db.from('courses').whereIn('thumbnail_url', urls).select('title').first(),
      db.from('courses').whereIn('preview_video_url', urls).select('title').first(),
    ])
    if (material)
      return `O arquivo é usado pelo material "${material.title}". Exclua o material primeiro.`
    if (lesson)
      return `O arquivo é o vídeo da aula "${lesson.title}". Troque o vídeo da aula primeiro.`
    if (course)
      return `O arquivo é a capa do curso "${course.title}". Troque a capa do curso primeiro.`
    if (preview)
      return `O arquivo é o vídeo de prévia do curso "${preview.title}". Troque a prévia do curso primeiro.`
    const captioned = await this.captionedLesson(key)
    if (captioned)
      return `O arquivo são as legendas da aula "${captioned}". Remova as legendas na aba Mídia da aula primeiro.`
    return null
  }

  /** The lesson whose recorded captions are this .vtt (stored next to its video, whatever its extension). */
  private async captionedLesson(key: string) {
    if (!key.startsWith('course-videos/') || extensionOf(key) !== 'vtt') return null
    const base = key.slice(key.lastIndexOf('/') + 1, -'.vtt'.length)
    const rows = await db
      .from('lessons')
      .whereNotNull('captions_text')
      .where('video_url', 'like', `%/${base.replace(/[\\%_]/g, '\\$&')}.%`)
      .select('title', 'video_url')
    const lesson = rows.find((row) => {
      const video = lessonMediaKey({ videoUrl: row.video_url })
      return video !== null && captionsKeyFor(video) === key
    })
    return lesson ? String(lesson.title) : null
  }
}
