import NotFoundException from '#exceptions/not_found_exception'
import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import Course from '#models/course'
import { modelFromRow } from '#services/platform/model_json'
import Lesson from '#models/lesson'
import LessonPolicy from '#policies/lesson_policy'
import { remember } from '#services/platform/content_cache'
import { CATALOG } from '#domain/platform/content_tags'

/**
 * Finds courses and their lessons the way learners address them: a course by
 * slug, a lesson by its position (1…N) among the course's published lessons
 * in course order (Lesson.publishedOf).
 */
export default class CourseLessonsService {
  async findPublishedCourse(slug: string) {
    const row = await remember(
      `lesson-page:course ${slug}`,
      [CATALOG],
      () =>
        Course.query()
          .where('slug', slug)
          .withScopes((scopes) => scopes.published())
          .pojo<Record<string, unknown>>()
          .first(),
      { onlyFound: true }
    )
    /* Each request its own model, from its own copy of the remembered row. */
    return row ? modelFromRow(Course, row) : null
  }

  /**
   * The published lesson at `position` (1…N) of a course, whole, with the ids
   * of all the course's published lessons in order (positions, progress):
   * one query, and only one lesson's text read whatever the course's size.
   * Null when the course has no lesson at that position.
   */
  async lessonAt(
    courseId: number,
    position: number
  ): Promise<{ lesson: Lesson; lessonIds: number[] } | null> {
    if (!Number.isSafeInteger(position) || position < 1) return null
    const row = await remember(
      `lesson-page:lesson ${courseId} ${position}`,
      [CATALOG],
      () =>
        Lesson.publishedOf(courseId)
          .select('lessons.*')
          .select(
            /* Not correlated: computed once for the query, not for each row the offset skips. */
            // raw SQL: array_agg(… ORDER BY …) in a scalar subquery has no query-builder form
            db.raw(
              `(select array_agg(l.id order by ${Lesson.courseOrderSql('l')}) from lessons l
               where l.course_id = ? and ${Lesson.publishedSql('l')}) as published_lesson_ids`,
              [courseId]
            )
          )
          .offset(position - 1)
          .pojo<Record<string, unknown>>()
          .first(),
      { onlyFound: true }
    )
    if (!row) return null
    const { published_lesson_ids: ids, ...columns } = structuredClone(row)
    const lesson = Lesson.$createFromAdapterResult(columns) as Lesson
    return { lesson, lessonIds: (ids as (number | string)[]).map(Number) }
  }

  /** A published lesson of a published course, by id (progress, notes and quiz endpoints). */
  findPublishedLesson(id: number) {
    return Lesson.query()
      .where('id', id)
      .withScopes((scopes) => scopes.published())
      .whereHas('course', (query) => query.withScopes((scopes) => scopes.published()))
      .preload('course')
      .first()
  }

  /**
   * The lesson an endpoint acts on (`params.id`): a published lesson of a
   * published course, else the 404 'Aula não encontrada'; then LessonPolicy
   * decides (401 sign in, 403 subscribe).
   */
  async openableLesson(id: unknown, bouncer: HttpContext['bouncer']) {
    const lessonId = Number(id)
    const lesson = Number.isSafeInteger(lessonId) ? await this.findPublishedLesson(lessonId) : null
    if (!lesson) throw new NotFoundException('lesson')
    await bouncer.with(LessonPolicy).authorize('viewContent', lesson)
    return lesson
  }
}

/** A position parameter as a whole number, or null ('abc', '1.5', '0' are not positions). */
export function parsePosition(value: unknown) {
  const text = String(value ?? '')
  if (!/^\d{1,6}$/.test(text)) return null
  const position = Number(text)
  return position >= 1 ? position : null
}
