import db from '@adonisjs/lucid/services/db'
import Course from '#models/course'
import Lesson from '#models/lesson'

/**
 * Finds courses and their lessons the way learners address them: a course by
 * slug, a lesson by its position (1…N) among the course's published lessons
 * ordered by order_index.
 */
export default class CourseLessonsService {
  findPublishedCourse(slug: string) {
    return Course.query()
      .where('slug', slug)
      .withScopes((scopes) => scopes.published())
      .first()
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
    const lesson = await Lesson.query()
      .where('lessons.course_id', courseId)
      .withScopes((scopes) => scopes.published())
      .select('lessons.*')
      .select(
        /* Not correlated: computed once for the query, not for each row the offset skips. */
        db.raw(
          `(select array_agg(l.id order by l.order_index, l.id) from lessons l
             where l.course_id = ? and l.is_published = true) as published_lesson_ids`,
          [courseId]
        )
      )
      .orderBy('lessons.order_index')
      .orderBy('lessons.id')
      .offset(position - 1)
      .first()
    if (!lesson) return null
    const lessonIds = (lesson.$extras.published_lesson_ids as (number | string)[]).map(Number)
    delete lesson.$extras.published_lesson_ids
    return { lesson, lessonIds }
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

  /** Position of a published lesson in its course (1-based), or null when it is a draft. */
  async positionOf(lesson: Lesson) {
    const ids = await Lesson.query()
      .where('course_id', lesson.courseId)
      .withScopes((scopes) => scopes.published())
      .orderBy('order_index')
      .orderBy('id')
      .select('id')
    const index = ids.findIndex((row) => row.id === lesson.id)
    return index === -1 ? null : index + 1
  }
}

/** A position parameter as a whole number, or null ('abc', '1.5', '0' are not positions). */
export function parsePosition(value: unknown) {
  const text = String(value ?? '')
  if (!/^\d{1,6}$/.test(text)) return null
  const position = Number(text)
  return position >= 1 ? position : null
}
