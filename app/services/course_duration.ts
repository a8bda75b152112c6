import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/**
 * A course's real length: the sum of its published lessons' durations
 * (#domain/lesson_duration). The course page's total, the catalogue and the
 * certificate's 'Carga horária' all read this one figure.
 */
export async function courseDurationSeconds(
  courseId: number,
  client: QueryClientContract = db.connection()
) {
  const [row] = await client
    .from('lessons')
    .where('course_id', courseId)
    .where('is_published', true)
    .sum('duration_seconds as total')
  return Number(row?.total ?? 0)
}
