import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/**
 * A course's real length: the sum of its published lessons' durations
 * (#domain/lesson_duration), stored in courses.duration_seconds by a trigger
 * on lessons (migration 0811). The course page's total, the catalogue and
 * the certificate's 'Carga horária' all read this one figure.
 */
export async function courseDurationSeconds(
  courseId: number,
  client: QueryClientContract = db.connection()
) {
  const row = await client.from('courses').where('id', courseId).select('duration_seconds').first()
  return Number(row?.duration_seconds ?? 0)
}
