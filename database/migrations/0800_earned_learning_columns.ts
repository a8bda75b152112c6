import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Earned learning (issue 26): the columns the completion rules, real
 * durations and graded quizzes read.
 * - lessons.media_seconds: the real length of the lesson's media (probed from
 *   the file, or typed by the admin / reported by the player for YouTube);
 *   lessons.duration_seconds: the length every page shows
 *   (#domain/lesson_duration#lessonDurationSeconds, set on each save).
 * - lesson_progress.watched_ranges / watched_seconds: the distinct seconds of
 *   the media really played (seeking does not add any); last_played_at bounds
 *   what one playback report may claim; completed_by names the rule that
 *   completed the lesson ('legacy' for completions recorded before the rules).
 * - quiz_sets.pass_percent / shuffle; quiz_attempts.passed and the order the
 *   attempt showed its questions and options in.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('lessons', (table) => {
      table.integer('media_seconds').nullable()
      table.integer('duration_seconds').notNullable().defaultTo(0)
    })
    this.schema.alterTable('lesson_progress', (table) => {
      table.jsonb('watched_ranges').notNullable().defaultTo('[]')
      table.integer('watched_seconds').notNullable().defaultTo(0)
      table.timestamp('last_played_at', { useTz: true }).nullable()
      table.string('completed_by', 16).nullable()
    })
    this.schema.alterTable('quiz_sets', (table) => {
      table.smallint('pass_percent').notNullable().defaultTo(70)
      table.boolean('shuffle').notNullable().defaultTo(true)
    })
    this.schema.alterTable('quiz_attempts', (table) => {
      table.boolean('passed').nullable()
      table.jsonb('question_order').nullable()
      table.jsonb('option_orders').nullable()
    })
    this.defer(async (db) => {
      await db.rawQuery(
        `UPDATE lesson_progress SET completed_by = 'legacy' WHERE completed_at IS NOT NULL`
      )
      await db.rawQuery(`UPDATE lessons SET duration_seconds = duration_minutes * 60`)
    })
  }

  async down() {
    this.schema.alterTable('quiz_attempts', (table) => {
      table.dropColumn('option_orders')
      table.dropColumn('question_order')
      table.dropColumn('passed')
    })
    this.schema.alterTable('quiz_sets', (table) => {
      table.dropColumn('shuffle')
      table.dropColumn('pass_percent')
    })
    this.schema.alterTable('lesson_progress', (table) => {
      table.dropColumn('completed_by')
      table.dropColumn('last_played_at')
      table.dropColumn('watched_seconds')
      table.dropColumn('watched_ranges')
    })
    this.schema.alterTable('lessons', (table) => {
      table.dropColumn('duration_seconds')
      table.dropColumn('media_seconds')
    })
  }
}
