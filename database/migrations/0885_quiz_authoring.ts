import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Quizzes written by admins (issue 30): a quiz or exam lesson may have a set
 * of its own (`lesson_id`), each set has its time limit and attempts allowed,
 * and a question holds a set of correct options (`correct_indexes`), an
 * answer the set of options chosen (`selected_indexes`). Old rows keep their
 * single index as a one-item list. Course-wide lesson sets (seeded) stay as
 * the quiz of lessons without one of their own.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('quiz_sets', (table) => {
      table
        .integer('lesson_id')
        .unsigned()
        .nullable()
        .unique()
        .references('lessons.id')
        .onDelete('CASCADE')
      table.integer('time_limit_seconds').notNullable().defaultTo(300)
      /* null: unlimited */
      table.integer('max_attempts').nullable()
    })
    this.schema.raw('DROP INDEX IF EXISTS quiz_sets_course_kind_unique')
    // raw SQL: a partial unique index (course-wide sets only) has no schema builder call
    this.schema.raw(
      `CREATE UNIQUE INDEX quiz_sets_course_kind_unique ON quiz_sets (course_id, kind)
         WHERE course_id IS NOT NULL AND lesson_id IS NULL`
    )
    // raw SQL: CHECK constraints have no schema builder call
    this.schema.raw(
      `ALTER TABLE quiz_sets
         ADD CONSTRAINT quiz_sets_time_limit_range CHECK (time_limit_seconds BETWEEN 30 AND 7200),
         ADD CONSTRAINT quiz_sets_max_attempts_range CHECK (max_attempts IS NULL OR max_attempts BETWEEN 1 AND 100)`
    )

    this.schema.alterTable('quiz_questions', (table) => {
      table.jsonb('correct_indexes').nullable()
    })
    // raw SQL: copies each single index into a one-item jsonb list
    this.schema.raw('UPDATE quiz_questions SET correct_indexes = jsonb_build_array(correct_index)')
    this.schema.raw(
      'ALTER TABLE quiz_questions DROP CONSTRAINT IF EXISTS quiz_questions_correct_index_range'
    )
    this.schema.alterTable('quiz_questions', (table) => {
      table.dropColumn('correct_index')
      table.jsonb('correct_indexes').notNullable().alter()
    })

    this.schema.alterTable('quiz_attempt_answers', (table) => {
      table.jsonb('selected_indexes').nullable()
    })
    // raw SQL: copies each single index into a one-item jsonb list
    this.schema.raw(
      'UPDATE quiz_attempt_answers SET selected_indexes = jsonb_build_array(selected_index)'
    )
    this.schema.alterTable('quiz_attempt_answers', (table) => {
      table.dropColumn('selected_index')
      table.jsonb('selected_indexes').notNullable().alter()
    })
  }

  async down() {
    this.schema.alterTable('quiz_attempt_answers', (table) => {
      table.smallint('selected_index').nullable()
    })
    this.schema.raw('UPDATE quiz_attempt_answers SET selected_index = (selected_indexes->>0)::int')
    this.schema.alterTable('quiz_attempt_answers', (table) => {
      table.dropColumn('selected_indexes')
      table.smallint('selected_index').notNullable().alter()
    })
    this.schema.alterTable('quiz_questions', (table) => {
      table.smallint('correct_index').nullable()
    })
    this.schema.raw('UPDATE quiz_questions SET correct_index = (correct_indexes->>0)::int')
    this.schema.alterTable('quiz_questions', (table) => {
      table.dropColumn('correct_indexes')
      table.smallint('correct_index').notNullable().alter()
    })
    this.schema.raw('DELETE FROM quiz_sets WHERE lesson_id IS NOT NULL')
    this.schema.raw('DROP INDEX IF EXISTS quiz_sets_course_kind_unique')
    this.schema.raw(
      'CREATE UNIQUE INDEX quiz_sets_course_kind_unique ON quiz_sets (course_id, kind) WHERE course_id IS NOT NULL'
    )
    this.schema.alterTable('quiz_sets', (table) => {
      table.dropColumn('lesson_id')
      table.dropColumn('time_limit_seconds')
      table.dropColumn('max_attempts')
    })
  }
}
