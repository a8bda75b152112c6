import db from '@adonisjs/lucid/services/db'
import Lesson from '#models/lesson'
import { continuePosition, coursePercent } from '#domain/learning/progress'
import learningActivity from '#services/learning/learning_activity_buffer'
import { remember } from '#services/platform/content_cache'
import { CATALOG, courseTag } from '#domain/platform/content_tags'

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
  /** The learner has a course_progress row (visited the course) */
  enrolled: boolean
  /** The enrolment: course_progress.started_at, the first visit (pacing counts from it) */
  enrolledAt: string | null
  /** Including a visit still buffered (LearningActivityBuffer) */
  lastAccessedAt: string | null
  completedAt: string | null
}

/** A published lesson of one of the courses, in course order (`course_id`, order, id). */
export type PublishedLessonRow = { id: number; course_id: number }
type CourseRow = {
  course_id: number
  last_accessed_at: Date | string | null
  completed_at: Date | string | null
  started_at?: Date | string | null
}

/**
 * Read side of learner progress. Answers for any number of courses with a
 * fixed number of queries (no N+1), so catalogue and dashboard stay cheap.
 */
export default class ProgressService {
  /**
   * `lessons`: the courses' published lessons when the caller already read
   * them (ordered by course, order_index, id), to save reading them twice.
   */
  async summariesFor(
    userId: number,
    courseIds: number[],
    lessons?: PublishedLessonRow[]
  ): Promise<Map<number, CourseProgressSummary>> {
    if (courseIds.length === 0) return new Map()

    const [lessonRows, learnerRows] = await Promise.all([
      lessons ?? this.publishedLessonsQuery(courseIds),
      this.learnerRowsQuery(userId, courseIds),
    ])
    return summarizeRows(userId, courseIds, lessonRows, learnerRows)
  }

  /** The courses' published lessons in course order (course, order_index, id): `PublishedLessonRow`s. */
  publishedLessonsQuery(courseIds: number[]) {
    return Lesson.orderInCourse(
      db
        .from('lessons')
        .whereIn('course_id', courseIds)
        .where((published) => Lesson.wherePublished(published))
        .orderBy('lessons.course_id')
    ).select('id', 'course_id')
  }

  /** One course's published lessons in order, remembered until the course's lessons change. */
  publishedLessons(courseId: number): Promise<PublishedLessonRow[]> {
    return remember(`progress:published ${courseId}`, [CATALOG, courseTag(courseId)], () =>
      this.publishedLessonsQuery([courseId])
    )
  }

  /**
   * The learner's completed lessons and course_progress rows of the courses,
   * in one query (for `summarizeRows`; a caller may read it with other figures).
   */
  learnerRowsQuery(userId: number, courseIds: number[]) {
    return (
      db
        .from('lesson_progress')
        .join('lessons', 'lessons.id', 'lesson_progress.lesson_id')
        .where('lesson_progress.user_id', userId)
        .whereNotNull('lesson_progress.completed_at')
        .whereIn('lessons.course_id', courseIds)
        // raw SQL: constant and typed-null columns give both sides of the UNION ALL one shape
        .select(
          db.raw("'lesson' as kind"),
          'lesson_progress.lesson_id as id',
          db.raw('null::timestamptz as last_accessed_at'),
          db.raw('null::timestamptz as completed_at'),
          db.raw('null::timestamptz as started_at')
        )
        .unionAll((courseProgress) =>
          courseProgress
            .from('course_progress')
            .where('user_id', userId)
            .whereIn('course_id', courseIds)
            // raw SQL: a constant column (the row's kind); the query builder selects only columns
            .select(
              db.raw("'course'"),
              'course_id',
              'last_accessed_at',
              'completed_at',
              'started_at'
            )
        )
    )
  }

  async summaryFor(userId: number, courseId: number) {
    const summaries = await this.summariesFor(
      userId,
      [courseId],
      await this.publishedLessons(courseId)
    )
    return summaries.get(courseId)!
  }
}

/** A row of `learnerRowsQuery` (dates as Date, or as ISO text when read as JSON). */
export type LearnerRow = {
  kind: 'lesson' | 'course'
  id: number
  last_accessed_at: Date | string | null
  completed_at: Date | string | null
  started_at: Date | string | null
}

/** Course summaries from the published lessons (in order) and the learner's rows (`learnerRowsQuery`). */
export function summarizeRows(
  userId: number,
  courseIds: number[],
  lessons: PublishedLessonRow[],
  learnerRows: LearnerRow[]
) {
  const completed = learnerRows.filter((row) => row.kind === 'lesson')
  const courseRows = learnerRows
    .filter((row) => row.kind === 'course')
    .map((row) => ({ ...row, course_id: row.id }))
  return summarize(
    userId,
    courseIds,
    lessons,
    completed.map((row) => row.id),
    courseRows
  )
}

/**
 * Course summaries from the rows read: the published lessons (in order), the
 * ids of the completed ones, and the learner's course_progress rows. A
 * course visit still buffered counts as the last access.
 */
export function summarize(
  userId: number,
  courseIds: number[],
  lessons: PublishedLessonRow[],
  completedLessonIds: number[],
  courseRows: CourseRow[]
) {
  const result = new Map<number, CourseProgressSummary>()
  const pending = learningActivity.pendingFor(userId)
  const completed = new Set<number>(completedLessonIds)
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
    const done = lessonIds.filter((id) => completed.has(id))
    const row = courseRowById.get(courseId)
    const lastAccessed = pending.lastAccessed(
      courseId,
      row?.last_accessed_at ? new Date(row.last_accessed_at) : null
    )
    result.set(courseId, {
      courseId,
      totalLessons: lessonIds.length,
      completedLessons: done.length,
      percent: coursePercent(done.length, lessonIds.length),
      continuePosition: continuePosition(doneFlags),
      completedLessonIds: done,
      started: Boolean(row) || done.length > 0,
      enrolled: Boolean(row),
      enrolledAt: row?.started_at ? new Date(row.started_at).toISOString() : null,
      lastAccessedAt: lastAccessed?.toISOString() ?? null,
      completedAt: row?.completed_at ? new Date(row.completed_at).toISOString() : null,
    })
  }
  return result
}
