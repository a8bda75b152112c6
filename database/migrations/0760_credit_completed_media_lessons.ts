import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * 'Horas estudadas' (issue 16): a completed video or audio lesson counts at
 * least its length (app/domain/learning/study_plan.ts#completionTopUpSeconds, applied
 * on completion from now on). Completions recorded before get the same
 * credit once, on the day they were completed, so every screen agrees.
 * Withdrawn by 0820 (issue 26: a lesson's stated length is never study time).
 */
export default class extends BaseSchema {
  async up() {
    this.defer(async (db) => {
      await db.rawQuery(`
        WITH credit AS (
          SELECT lp.id, lp.user_id, lp.lesson_id, l.course_id,
                 (lp.completed_at AT TIME ZONE 'America/Sao_Paulo')::date AS day,
                 l.duration_minutes * 60 - lp.seconds_studied AS seconds
          FROM lesson_progress lp
          JOIN lessons l ON l.id = lp.lesson_id
          WHERE lp.completed_at IS NOT NULL
            AND l.lesson_type IN ('video', 'youtube', 'podcast', 'audio')
            AND lp.seconds_studied < l.duration_minutes * 60
        ), entries AS (
          INSERT INTO study_time_entries (user_id, lesson_id, course_id, day, seconds, created_at, updated_at)
          SELECT user_id, lesson_id, course_id, day, seconds, now(), now() FROM credit
          ON CONFLICT (user_id, lesson_id, day)
          DO UPDATE SET seconds = study_time_entries.seconds + excluded.seconds, updated_at = now()
        )
        UPDATE lesson_progress SET seconds_studied = lesson_progress.seconds_studied + credit.seconds
        FROM credit WHERE lesson_progress.id = credit.id`)
    })
  }

  /* The credit cannot be told apart from measured time: nothing to undo. */
  async down() {}
}
