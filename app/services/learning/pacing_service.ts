import db from '@adonisjs/lucid/services/db'
import Lesson from '#models/lesson'
import { pacingLocks, type PacingLock, type PacingMode } from '#domain/catalog/pacing'

type PacedRow = {
  id: number
  release_after_days: number
  completed: boolean
  enrolled_at: Date | null
}

/**
 * A member's pacing locks on a course (#domain/catalog/pacing), read from
 * their own rows at each request: the course's published lessons in order
 * with their module's delay, the member's completions (earned on the server)
 * and their enrolment (course_progress.started_at, written at the first
 * visit). One query, and none for a 'free' course, a visitor or staff.
 */
export default class PacingService {
  async locksFor(
    course: { id: number; pacing: PacingMode },
    member: { userId: number | null; staff: boolean }
  ): Promise<Map<number, PacingLock>> {
    if (course.pacing === 'free' || member.userId === null || member.staff) return new Map()
    // raw SQL: the published lessons in course order, each with its completion and the enrolment date
    const { rows } = await db.rawQuery<{ rows: PacedRow[] }>(
      `select l.id, coalesce(m.release_after_days, 0) as release_after_days,
         exists (
           select 1 from lesson_progress lp
           where lp.user_id = :userId and lp.lesson_id = l.id and lp.completed_at is not null
         ) as completed,
         (select cp.started_at from course_progress cp
           where cp.user_id = :userId and cp.course_id = :courseId) as enrolled_at
       from lessons l
       left join course_modules m on m.id = l.module_id and m.course_id = l.course_id
       where l.course_id = :courseId and ${Lesson.publishedSql('l')}
       order by ${Lesson.courseOrderSql('l')}`,
      { userId: member.userId, courseId: course.id }
    )
    return pacingLocks({
      mode: course.pacing,
      lessons: rows.map((row) => ({
        id: row.id,
        releaseAfterDays: row.release_after_days,
        completed: row.completed,
      })),
      enrolledAt: rows[0]?.enrolled_at ? new Date(rows[0].enrolled_at) : null,
      /* Date.now, which tests move (never `new Date()`, which reads the system clock). */
      now: new Date(Date.now()),
    })
  }

  /** The lock on one lesson for this member, or null when it is open. */
  async lockOf(
    lesson: { id: number },
    course: { id: number; pacing: PacingMode },
    member: { userId: number | null; staff: boolean }
  ) {
    const locks = await this.locksFor(course, member)
    return locks.get(lesson.id) ?? null
  }
}
