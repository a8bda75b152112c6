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

  publishedLessons(courseId: number) {
    return Lesson.query()
      .where('course_id', courseId)
      .withScopes((scopes) => scopes.published())
      .orderBy('order_index')
      .orderBy('id')
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
