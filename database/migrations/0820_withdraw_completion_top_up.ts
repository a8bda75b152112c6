import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Study time is time actually spent (issue 26): the completion top-up of
 * migration 0760 and of every completion since (a completed video or audio
 * lesson counted at least its stated length) is withdrawn. It cannot be told
 * apart from measured time, but it leaves a signature: the lesson's studied
 * seconds equal exactly its stated length. Those lessons' study time (the
 * progress row and their daily entries) goes back to zero; measured time
 * above the length was not topped up and stays. Completions stay completed
 * (completed_by 'legacy', migration 0800).
 */
export default class extends BaseSchema {
  async up() {
    this.defer(async (db) => {
      await db.rawQuery(`
        WITH topped_up AS (
          SELECT lp.id, lp.user_id, lp.lesson_id
          FROM lesson_progress lp
          JOIN lessons l ON l.id = lp.lesson_id
          WHERE lp.completed_at IS NOT NULL
            AND l.lesson_type IN ('video', 'youtube', 'podcast', 'audio')
            AND l.duration_minutes > 0
            AND lp.seconds_studied = l.duration_minutes * 60
        ), entries AS (
          DELETE FROM study_time_entries s
          USING topped_up t
          WHERE s.user_id = t.user_id AND s.lesson_id = t.lesson_id
        )
        UPDATE lesson_progress SET seconds_studied = 0, updated_at = now()
        FROM topped_up WHERE lesson_progress.id = topped_up.id`)
    })
  }

  /* What was withdrawn was never measured: nothing to give back. */
  async down() {}
}
