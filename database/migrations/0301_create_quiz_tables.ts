import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Quizzes live in the database: sets (a course's lesson quiz or catalogue
 * quiz, plus the default catalogue set), their questions, and every attempt
 * with its answers, graded on the server.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('quiz_sets', (table) => {
      table.increments('id')
      /* 'cultivo', 'business', 'default'… unique within its kind */
      table.string('key', 60).notNullable()
      table.enum('kind', ['lesson', 'catalogue']).notNullable()
      table.integer('course_id').unsigned().nullable().references('courses.id').onDelete('SET NULL')
      table.string('title', 200).notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.unique(['kind', 'key'])
      table.index(['course_id'])
    })
    /* One set of each kind per course. */
    this.schema.raw(
      'CREATE UNIQUE INDEX quiz_sets_course_kind_unique ON quiz_sets (course_id, kind) WHERE course_id IS NOT NULL'
    )

    this.schema.createTable('quiz_questions', (table) => {
      table.increments('id')
      table
        .integer('quiz_set_id')
        .unsigned()
        .notNullable()
        .references('quiz_sets.id')
        .onDelete('CASCADE')
      table.integer('position').notNullable()
      table.text('question').notNullable()
      table.jsonb('options').notNullable()
      table.smallint('correct_index').notNullable()
      table.text('explanation').notNullable()
      table.text('reinforcement').notNullable().defaultTo('')
      table.string('category', 80).notNullable().defaultTo('')
      table.enum('difficulty', ['easy', 'medium', 'hard']).notNullable().defaultTo('medium')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.unique(['quiz_set_id', 'position'])
    })
    this.schema.raw(
      'ALTER TABLE quiz_questions ADD CONSTRAINT quiz_questions_correct_index_range CHECK (correct_index BETWEEN 0 AND 3)'
    )

    this.schema.createTable('quiz_attempts', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table
        .integer('quiz_set_id')
        .unsigned()
        .notNullable()
        .references('quiz_sets.id')
        .onDelete('CASCADE')
      /* The course page or lesson the attempt was taken from (the default set serves several courses). */
      table.integer('course_id').unsigned().nullable().references('courses.id').onDelete('SET NULL')
      /* Set when the attempt was taken inside a quiz lesson. */
      table.integer('lesson_id').unsigned().nullable().references('lessons.id').onDelete('SET NULL')
      table.integer('time_limit_seconds').nullable()
      table.timestamp('started_at', { useTz: true }).notNullable()
      table.timestamp('finished_at', { useTz: true }).nullable()
      /* Computed on the server from the stored answers when the attempt finishes. */
      table.integer('score').nullable()
      table.integer('total').notNullable()
      table.integer('duration_seconds').nullable()
      table.boolean('timed_out').notNullable().defaultTo(false)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.index(['user_id', 'finished_at'])
      table.index(['quiz_set_id'])
      table.index(['lesson_id'])
      table.index(['course_id'])
    })

    this.schema.createTable('quiz_attempt_answers', (table) => {
      table.increments('id')
      table
        .integer('quiz_attempt_id')
        .unsigned()
        .notNullable()
        .references('quiz_attempts.id')
        .onDelete('CASCADE')
      table
        .integer('quiz_question_id')
        .unsigned()
        .notNullable()
        .references('quiz_questions.id')
        .onDelete('CASCADE')
      table.smallint('selected_index').notNullable()
      table.boolean('is_correct').notNullable()
      table.timestamp('answered_at', { useTz: true }).notNullable()
      /* An option can be chosen once per question. */
      table.unique(['quiz_attempt_id', 'quiz_question_id'])
    })
  }

  async down() {
    this.schema.dropTable('quiz_attempt_answers')
    this.schema.dropTable('quiz_attempts')
    this.schema.dropTable('quiz_questions')
    this.schema.dropTable('quiz_sets')
  }
}
