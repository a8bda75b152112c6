import { inject } from '@adonisjs/core'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import { errors as vineErrors } from '@vinejs/vine'
import CourseMaterial from '#models/course_material'
import Lesson from '#models/lesson'
import Course from '#models/course'
import {
  MEDIA_TYPES_BY_EXTENSION,
  detectYoutube,
  extensionOf,
  isStoredKey,
  materialTypeForMediaType,
} from '#domain/admin/admin_media'
import ActivityService from '#services/admin/activity_service'
import { publicUrlOf } from '#services/admin/storage_urls'

export type MaterialInput = {
  title: string
  fileType?: string | null
  fileUrl: string
  storageKey?: string | null
  courseId?: number | null
  lessonId?: number | null
}

type MaterialFilters = { courseId?: number | null; lessonId?: number | null }

function fieldError(field: string, message: string) {
  return new vineErrors.E_VALIDATION_ERROR([{ field, message, rule: 'custom' }])
}

/** Course materials: links (YouTube detected) and files uploaded to the course-materials bucket. */
@inject()
export default class MaterialAdminService {
  constructor(private activity: ActivityService) {}

  list(filters: MaterialFilters) {
    const query = CourseMaterial.query()
      .preload('course', (course) => course.select('id', 'title', 'slug'))
      .preload('lesson', (lesson) => lesson.select('id', 'title'))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
    if (filters.courseId) query.where('course_id', filters.courseId)
    if (filters.lessonId) query.where('lesson_id', filters.lessonId)
    return query
  }

  /** Lessons of active courses (id, title, course) for the 'Aula' selects. */
  lessonOptions() {
    return Lesson.query()
      .join('courses', 'courses.id', 'lessons.course_id')
      .where((kept) => Course.whereNotArchived(kept))
      .select('lessons.id', 'lessons.title', 'lessons.course_id')
      .orderBy('lessons.course_id')
      .orderBy('lessons.order_index')
      .orderBy('lessons.id')
  }

  async create(input: MaterialInput, actorId: number) {
    const values = await this.#resolve(input)
    return db.transaction(async (trx) => {
      const material = await CourseMaterial.create(values, { client: trx })
      const course = values.courseId ? await Course.find(values.courseId, { client: trx }) : null
      await this.activity.record(
        actorId,
        'material_created',
        material.title,
        course?.title ?? null,
        trx
      )
      return material
    })
  }

  async update(material: CourseMaterial, input: MaterialInput) {
    material.merge(await this.#resolve(input, material))
    await material.save()
    return material
  }

  async remove(material: CourseMaterial, actorId: number) {
    await db.transaction(async (trx) => {
      await this.activity.record(actorId, 'material_deleted', material.title, null, trx)
      /* Through the model: its hook forgets the pages listing it (content_cache). */
      await material.useTransaction(trx).delete()
    })
  }

  /**
   * What is stored: for an upload, the URL, size and type come from the
   * stored file itself (never from the form); for a link, YouTube is
   * detected from the URL (or a bare video id). The lesson must belong to
   * the chosen course (its course is used when none was chosen).
   */
  async #resolve(input: MaterialInput, existing?: CourseMaterial) {
    let fileUrl = input.fileUrl
    let fileType = input.fileType ?? 'link'
    let storageKey: string | null = null
    let fileSizeBytes: number | null = null

    if (input.storageKey) {
      const disk = drive.use()
      if (!isStoredKey(input.storageKey) || !(await disk.exists(input.storageKey))) {
        throw fieldError(
          'fileUrl',
          'O arquivo enviado não foi encontrado. Envie o arquivo novamente.'
        )
      }
      storageKey = input.storageKey
      fileUrl = await publicUrlOf(storageKey)
      const metadata = await disk.getMetaData(storageKey)
      fileSizeBytes = metadata.contentLength
      const mediaType =
        MEDIA_TYPES_BY_EXTENSION[extensionOf(storageKey)] ?? 'application/octet-stream'
      fileType =
        existing?.storageKey === storageKey && existing.fileType
          ? existing.fileType
          : materialTypeForMediaType(mediaType)
    } else {
      const youtube = detectYoutube(input.fileUrl)
      if (youtube) {
        fileType = 'youtube'
        fileUrl = youtube.url
      }
    }

    let courseId = input.courseId ?? null
    const lessonId = input.lessonId ?? null
    if (lessonId) {
      const lesson = await Lesson.find(lessonId)
      if (!lesson) throw fieldError('lessonId', 'A aula escolhida não existe.')
      if (courseId && lesson.courseId !== courseId) {
        throw fieldError('lessonId', 'A aula escolhida não pertence ao curso selecionado.')
      }
      courseId = lesson.courseId
    }

    return { title: input.title, fileType, fileUrl, storageKey, fileSizeBytes, courseId, lessonId }
  }
}
