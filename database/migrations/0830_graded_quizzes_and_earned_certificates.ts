import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Graded quizzes and certificates that mean something (issue 26).
 * - certificates.version: the canonical serialization the hash and signature
 *   cover (1 for every certificate issued before, 2 from now on);
 *   course_seconds ('Carga horária': the course's real length), study_seconds
 *   (time the learner really spent) and exam_percent (the final exam's score)
 *   are v2's certified fields; course_hours is v1's and stays for those.
 * - quiz_attempts.passed for attempts finished before the pass mark existed,
 *   graded against their set's pass mark as finish() now does.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('certificates', (table) => {
      table.smallint('version').notNullable().defaultTo(1)
      table.integer('course_hours').nullable().alter()
      table.integer('course_seconds').nullable()
      table.integer('study_seconds').nullable()
      table.smallint('exam_percent').nullable()
    })
    this.defer(async (db) => {
      await db.rawQuery(
        `UPDATE quiz_attempts a
         SET passed = (CASE WHEN a.total > 0 THEN round(coalesce(a.score, 0) * 100.0 / a.total) ELSE 0 END)
           >= s.pass_percent
         FROM quiz_sets s
         WHERE s.id = a.quiz_set_id AND a.finished_at IS NOT NULL AND a.passed IS NULL`
      )
    })
  }

  async down() {
    this.schema.alterTable('certificates', (table) => {
      table.dropColumn('exam_percent')
      table.dropColumn('study_seconds')
      table.dropColumn('course_seconds')
      table.dropColumn('version')
    })
  }
}
