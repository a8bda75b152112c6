import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Spaced review (issue 30): a card per learner and quiz question they missed
 * or answered slowly, holding the FSRS memory state (ts-fsrs) and when it is
 * due; `shown_at` and `option_order` hold the question as the review
 * session shows it now (the answer's time and shuffled options are read
 * from them). Each answer is logged for the review streak and retention; a
 * log outlives its card (a question deleted since), so the streak stays.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('review_cards', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table
        .integer('quiz_question_id')
        .unsigned()
        .notNullable()
        .references('quiz_questions.id')
        .onDelete('CASCADE')
      /* Where the question was missed: the review links back to that lesson. */
      table.integer('course_id').unsigned().nullable().references('courses.id').onDelete('SET NULL')
      table.integer('lesson_id').unsigned().nullable().references('lessons.id').onDelete('SET NULL')
      table.string('reason', 8).notNullable()
      table.check(`reason in ('missed', 'slow')`, [], 'review_cards_reason_check')
      table.timestamp('due', { useTz: true }).notNullable()
      table.double('stability').notNullable().defaultTo(0)
      table.double('difficulty').notNullable().defaultTo(0)
      table.integer('elapsed_days').notNullable().defaultTo(0)
      table.integer('scheduled_days').notNullable().defaultTo(0)
      table.integer('learning_steps').notNullable().defaultTo(0)
      table.integer('reps').notNullable().defaultTo(0)
      table.integer('lapses').notNullable().defaultTo(0)
      table.smallint('state').notNullable().defaultTo(0)
      table.timestamp('last_review', { useTz: true }).nullable()
      table.timestamp('shown_at', { useTz: true }).nullable()
      table.jsonb('option_order').nullable()
      table.timestamp('mastered_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.unique(['user_id', 'quiz_question_id'])
    })
    // raw SQL: a partial index (cards still in the queue) has no schema builder call
    this.schema.raw(
      'CREATE INDEX review_cards_queue_idx ON review_cards (user_id, due) WHERE mastered_at IS NULL'
    )

    this.schema.createTable('review_logs', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table
        .integer('review_card_id')
        .unsigned()
        .nullable()
        .references('review_cards.id')
        .onDelete('SET NULL')
      table.smallint('rating').notNullable()
      table.boolean('correct').notNullable()
      table.double('seconds').notNullable()
      table.integer('scheduled_days').notNullable()
      table.timestamp('due', { useTz: true }).notNullable()
      table.timestamp('reviewed_at', { useTz: true }).notNullable()
      table.index(['user_id', 'reviewed_at'])
    })
  }

  async down() {
    this.schema.dropTable('review_logs')
    this.schema.dropTable('review_cards')
  }
}
