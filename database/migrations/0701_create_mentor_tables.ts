import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The AI mentor of each course.
 *
 * - mentor_passages: every lesson split into passages (app/domain/mentor/mentor_passages.ts),
 *   with a generated `portuguese` tsvector over unaccented text (catalog_unaccent from
 *   0200) and a GIN index. '/', '.', ':' and '-' count as spaces, so 'Portaria 344/1998'
 *   and 'Lei 11.343' are found by their numbers, as a question writes them. `source_hash` is the md5 of the lesson text the passages were
 *   built from: a lesson whose hash differs is rebuilt before the next question
 *   (PassageIndexService), whoever wrote it (seeder, factory, admin area, raw SQL).
 * - mentor_conversations: one open conversation per learner and course ('Nova conversa'
 *   archives it).
 * - mentor_messages: the questions and answers, with how each answer was grounded and the
 *   learner's feedback (útil / não útil).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('mentor_passages', (table) => {
      table.increments('id')
      table
        .integer('course_id')
        .unsigned()
        .notNullable()
        .references('courses.id')
        .onDelete('CASCADE')
      table
        .integer('lesson_id')
        .unsigned()
        .notNullable()
        .references('lessons.id')
        .onDelete('CASCADE')
      table.integer('position').notNullable()
      table.string('heading', 400).notNullable()
      table.text('body').notNullable()
      table.string('source_hash', 32).notNullable()
      table.index(['course_id'])
      table.index(['lesson_id', 'position'])
    })
    this.schema.raw(`
      ALTER TABLE mentor_passages ADD COLUMN document tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('portuguese', regexp_replace(catalog_unaccent(heading), '[/.:-]', ' ', 'g')), 'A') ||
        setweight(to_tsvector('portuguese', regexp_replace(catalog_unaccent(body), '[/.:-]', ' ', 'g')), 'B')
      ) STORED
    `)
    this.schema.raw(
      'CREATE INDEX mentor_passages_document_idx ON mentor_passages USING GIN (document)'
    )

    this.schema.createTable('mentor_conversations', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table
        .integer('course_id')
        .unsigned()
        .notNullable()
        .references('courses.id')
        .onDelete('CASCADE')
      table.timestamp('archived_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
    })
    this.schema.raw(`
      CREATE UNIQUE INDEX mentor_conversations_open_idx
        ON mentor_conversations (user_id, course_id) WHERE archived_at IS NULL
    `)

    this.schema.createTable('mentor_messages', (table) => {
      table.increments('id')
      table
        .integer('conversation_id')
        .unsigned()
        .notNullable()
        .references('mentor_conversations.id')
        .onDelete('CASCADE')
      /* Copied from the conversation: the daily limit and the admin report read them directly. */
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table
        .integer('course_id')
        .unsigned()
        .notNullable()
        .references('courses.id')
        .onDelete('CASCADE')
      table.string('role', 16).notNullable()
      table.text('content').notNullable()
      /* Answers: model | offline | refusal | nothing_relevant */
      table.string('kind', 24).nullable()
      table.jsonb('citations').notNullable().defaultTo('[]')
      /* The question it answers (answers only) */
      table
        .integer('question_id')
        .unsigned()
        .nullable()
        .references('mentor_messages.id')
        .onDelete('CASCADE')
      table.integer('lesson_id').unsigned().nullable().references('lessons.id').onDelete('SET NULL')
      table.string('feedback', 16).nullable()
      table.timestamp('feedback_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.index(['conversation_id', 'id'])
      table.index(['user_id', 'role', 'created_at'])
      table.index(['course_id', 'role'])
    })
    this.schema.raw(`
      ALTER TABLE mentor_messages
        ADD CONSTRAINT mentor_messages_role_check CHECK (role IN ('learner', 'mentor')),
        ADD CONSTRAINT mentor_messages_feedback_check
          CHECK (feedback IS NULL OR feedback IN ('useful', 'not_useful'))
    `)
  }

  async down() {
    this.schema.dropTableIfExists('mentor_messages')
    this.schema.dropTableIfExists('mentor_conversations')
    this.schema.dropTableIfExists('mentor_passages')
  }
}
