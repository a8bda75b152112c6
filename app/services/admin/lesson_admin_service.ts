import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Course from '#models/course'
import Lesson from '#models/lesson'
import type { LessonType, SimulatorKind } from '#domain/catalog/catalog'
import { rendererFor } from '#domain/catalog/lessons'
import { defaultFreePreview } from '#domain/catalog/pacing'
import { detectYoutube } from '#domain/admin/admin_media'
import { typedMediaSeconds } from '#domain/catalog/lesson_duration'
import ActivityService from '#services/admin/activity_service'
import { AdminRefusal } from '#exceptions/admin_refusal'
import { isForeignKeyViolation } from '#services/platform/database_errors'
import { moveInOrder, type MoveDirection } from '#services/admin/ordering'
import PassageIndexService from '#services/mentor/passage_index_service'
import QuizAdminService from '#services/admin/quiz_admin_service'
import LessonCaptionsService from '#services/admin/lesson_captions_service'
import { CATALOG, courseTag } from '#domain/platform/content_tags'
import { forgetContent } from '#services/platform/content_cache'
import { lessonMediaKey } from '#services/platform/protected_media'
import { storedMediaSeconds } from '#services/catalog/media_duration'

export type LessonInput = {
  title: string
  description?: string | null
  content?: string | null
  videoUrl?: string | null
  /** The length of a YouTube video as typed (null: cleared; absent: unchanged) */
  youtubeMinutes?: number | null
  youtubeSeconds?: number | null
  lessonType: LessonType
  moduleId?: number | null
  isPublished?: boolean
  simulator?: SimulatorKind | null
  /** 'Prévia gratuita'; absent: the default rule on create (#domain/catalog/pacing), unchanged on edit */
  isFreePreview?: boolean
}

/**
 * The real length of a lesson's media: its uploaded file as probed, the
 * length typed for a YouTube video (none typed: the player reports it),
 * unknown for any other link. A file already probed is not read again.
 */
async function mediaSecondsOf(input: LessonInput, current?: Lesson) {
  const url = input.videoUrl ?? null
  if (!url) return null
  const unchanged = current?.videoUrl === url
  if (detectYoutube(url)) {
    const typed = input.youtubeMinutes !== undefined || input.youtubeSeconds !== undefined
    if (!typed && unchanged) return current.mediaSeconds
    return typedMediaSeconds(input.youtubeMinutes, input.youtubeSeconds)
  }
  const key = lessonMediaKey({ videoUrl: url })
  if (!key) return null
  if (unchanged && current.mediaSeconds) return current.mediaSeconds
  return storedMediaSeconds(key)
}

/** Only lessons shown as a simulator keep one. */
function simulatorOf(input: LessonInput) {
  return rendererFor(input.lessonType) === 'simulator' ? (input.simulator ?? null) : null
}

export const LESSON_HAS_PROGRESS =
  'Alunos já têm progresso nesta aula, então ela não pode ser excluída sem apagar esse histórico. Despublique a aula para escondê-la.'

/** The columns the lesson dialog writes, the same on create and on update. */
function lessonFields(input: LessonInput, mediaSeconds: number | null) {
  return {
    moduleId: input.moduleId ?? null,
    title: input.title,
    description: input.description ?? null,
    content: input.content ?? null,
    videoUrl: input.videoUrl ?? null,
    mediaSeconds,
    lessonType: input.lessonType,
    simulator: simulatorOf(input),
  }
}

/** Lessons of a course: create (appended), edit, publish, reorder, delete. */
@inject()
export default class LessonAdminService {
  constructor(
    private activity: ActivityService,
    /* The mentor searches the new text at once (deletion cascades to the passages). */
    private passages: PassageIndexService,
    /* A quiz or exam lesson is published only with a question someone can get right. */
    private quizzes: QuizAdminService,
    /* A new video drops the captions timed for the old one. */
    private captions: LessonCaptionsService
  ) {}

  /** New lessons go last: order_index = current maximum of the course + 1. */
  async create(course: Course, input: LessonInput, actorId: number) {
    if (input.isPublished) await this.quizzes.assertPublishable(course.id, null, input.lessonType)
    const mediaSeconds = await mediaSecondsOf(input)
    return db.transaction(async (trx) => {
      /* Locking the course serialises concurrent "Nova Aula" on it, so two lessons never share an index. */
      await Course.query({ client: trx }).where('id', course.id).forUpdate().firstOrFail()
      const orderIndex = (await this.maxOrderIndex(course.id, trx)) + 1
      const isFreePreview =
        input.isFreePreview ??
        defaultFreePreview({
          coursePrice: course.price,
          moduleId: input.moduleId ?? null,
          lessonsInModule: input.moduleId ? await this.countInModule(input.moduleId, trx) : 0,
        })
      const lesson = await Lesson.create(
        {
          ...lessonFields(input, mediaSeconds),
          courseId: course.id,
          isPublished: input.isPublished ?? false,
          isFreePreview,
          orderIndex,
        },
        { client: trx }
      )
      await this.activity.record(actorId, 'lesson_created', lesson.title, course.title, trx)
      await this.passages.refreshLesson(lesson.id, trx)
      return lesson
    })
  }

  async maxOrderIndex(courseId: number, client?: TransactionClientContract) {
    const row = await (client ?? db)
      .from('lessons')
      .where('course_id', courseId)
      .max('order_index as max')
      .first()
    return row?.max === null || row?.max === undefined ? 0 : Number(row.max)
  }

  private async countInModule(moduleId: number, client: TransactionClientContract) {
    const row = await client
      .from('lessons')
      .where('module_id', moduleId)
      .count('* as total')
      .first()
    return Number(row?.total ?? 0)
  }

  /** Saving the lesson forgets the cached course and lesson pages (content_cache's model writes). */
  async update(lesson: Lesson, input: LessonInput, actorId: number) {
    if (input.isPublished ?? lesson.isPublished)
      await this.quizzes.assertPublishable(lesson.courseId, lesson.id, input.lessonType)
    const mediaSeconds = await mediaSecondsOf(input, lesson)
    const wasFreePreview = lesson.isFreePreview
    const captions = await this.captions.clearForVideoChange(lesson, input.videoUrl ?? null)
    lesson.merge({
      ...lessonFields(input, mediaSeconds),
      ...(input.isPublished === undefined ? {} : { isPublished: input.isPublished }),
      ...(input.isFreePreview === undefined ? {} : { isFreePreview: input.isFreePreview }),
    })
    await lesson.save()
    await this.captions.deleteFile(captions.staleFile)
    if (rendererFor(lesson.lessonType) === 'quiz')
      await db.transaction((trx) => this.quizzes.syncDuration(lesson, trx))
    const preview =
      lesson.isFreePreview === wasFreePreview
        ? null
        : lesson.isFreePreview
          ? 'prévia gratuita ativada'
          : 'prévia gratuita desativada'
    const changes = [preview, captions.cleared ? 'legendas removidas com o vídeo anterior' : null]
    await this.activity.record(
      actorId,
      'lesson_updated',
      lesson.title,
      changes.filter(Boolean).join('; ') || null
    )
    await this.passages.refreshLesson(lesson.id)
    return lesson
  }

  async togglePublication(lesson: Lesson, actorId: number) {
    if (!lesson.isPublished)
      await this.quizzes.assertPublishable(lesson.courseId, lesson.id, lesson.lessonType)
    return this.activity.togglePublication(lesson, 'lesson', actorId)
  }

  /** Swaps the lesson with its neighbour and renumbers the course's lessons 1…N. */
  async move(lesson: Lesson, direction: MoveDirection) {
    await db.transaction(async (trx) => {
      const lessons = await Lesson.query({ client: trx })
        .where('course_id', lesson.courseId)
        .orderBy('order_index')
        .orderBy('id')
        .forUpdate()
      const order = moveInOrder(
        lessons.map((item) => item.id),
        lesson.id,
        direction
      )
      for (const [index, id] of order.entries()) {
        await trx
          .from('lessons')
          .where('id', id)
          .whereNot('order_index', index + 1)
          .update({ order_index: index + 1 })
      }
      /* Written with the query builder (no model hook): the outlines and lesson pages keep old positions. */
      await forgetContent([CATALOG, courseTag(lesson.courseId)], trx)
    })
  }

  /** Refused (nothing changes) when learners have progress in the lesson. */
  async remove(lesson: Lesson, actorId: number) {
    /* Quiz attempts are progress too: the lesson's own quiz (and its attempts) goes with the lesson. */
    const [progress, attempt] = await Promise.all([
      db.from('lesson_progress').where('lesson_id', lesson.id).select('id').first(),
      db.from('quiz_attempts').where('lesson_id', lesson.id).select('id').first(),
    ])
    if (progress || attempt) throw new AdminRefusal('Erro ao excluir aula', LESSON_HAS_PROGRESS)
    try {
      await db.transaction(async (trx) => {
        await this.activity.record(actorId, 'lesson_deleted', lesson.title, null, trx)
        /* Through the model: its hook forgets what shows the lesson (content_cache). */
        await lesson.useTransaction(trx).delete()
      })
    } catch (error) {
      if (isForeignKeyViolation(error))
        throw new AdminRefusal('Erro ao excluir aula', LESSON_HAS_PROGRESS)
      throw error
    }
  }
}
