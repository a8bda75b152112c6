import db from '@adonisjs/lucid/services/db'
import { continuePosition, coursePercent } from '#domain/progress'

export type CourseProgressSummary = {
  courseId: number
  totalLessons: number
  completedLessons: number
  percent: number
  /** Position (1…N among published lessons) that 'Continuar Curso' opens */
  continuePosition: number
  /** Ids of the published lessons this learner completed */
  completedLessonIds: number[]
  started: boolean
  lastAccessedAt: string | null
  completedAt: string | null
}

/**
 * Read side of learner progress. Answers for any number of courses with a
 * fixed number of queries (no N+1), so catalogue and dashboard stay cheap.
 */
export default class ProgressService {
  async summariesFor(
    userId: number,
    courseIds: number[]
  ): Promise<Map<number, CourseProgressSummary>> {
    const result = new Map<number, CourseProgressSummary>()
    if (courseIds.length === 0) return result

    const [lessons, completions, courseRows] = await Promise.all([
      db
        .from('lessons')
        .whereIn('course_id', courseIds)
        .where('is_published', true)
        .orderBy('course_id')
        .orderBy('order_index')
        .orderBy('id')
        .select('id', 'course_id'),
      db
        .from('lesson_progress')
        .join('lessons', 'lessons.id', 'lesson_progress.lesson_id')
        .where('lesson_progress.user_id', userId)
        .whereNotNull('lesson_progress.completed_at')
        .whereIn('lessons.course_id', courseIds)
        .select('lesson_progress.lesson_id'),
      db
        .from('course_progress')
        .where('user_id', userId)
        .whereIn('course_id', courseIds)
        .select('course_id', 'last_accessed_at', 'completed_at'),
    ])

    const completed = new Set<number>(completions.map((row) => row.lesson_id))
    const lessonsByCourse = new Map<number, number[]>()
    for (const lesson of lessons) {
      const list = lessonsByCourse.get(lesson.course_id) ?? []
      list.push(lesson.id)
      lessonsByCourse.set(lesson.course_id, list)
    }
    const courseRowById = new Map(courseRows.map((row) => [row.course_id, row]))

    for (const courseId of courseIds) {
      const lessonIds = lessonsByCourse.get(courseId) ?? []
      const doneFlags = lessonIds.map((id) => completed.has(id))
      const completedLessonIds = lessonIds.filter((id) => completed.has(id))
      const row = courseRowById.get(courseId)
      result.set(courseId, {
        courseId,
        totalLessons: lessonIds.length,
        completedLessons: completedLessonIds.length,
        percent: coursePercent(completedLessonIds.length, lessonIds.length),
        continuePosition: continuePosition(doneFlags),
        completedLessonIds,
        started: Boolean(row) || completedLessonIds.length > 0,
        lastAccessedAt: row?.last_accessed_at ? new Date(row.last_accessed_at).toISOString() : null,
        completedAt: row?.completed_at ? new Date(row.completed_at).toISOString() : null,
      })
    }
    return result
  }

  async summaryFor(userId: number, courseId: number) {
    const summaries = await this.summariesFor(userId, [courseId])
    return summaries.get(courseId)!
  }
}
