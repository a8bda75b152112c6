import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Completion certificates. A row is a snapshot of what was certified (the
 * learner's name, the course title, hours and mentor as they were at that
 * moment) with its SHA-256 hash and Ed25519 signature, so later edits to the
 * course or the profile never change an issued certificate.
 *
 * One per learner and course (unique key): the issuer inserts with
 * `on conflict do nothing`, so repeated or concurrent completions issue it once.
 * Revocation keeps the row (the public page says 'Revogado').
 */
export default class extends BaseSchema {
  protected tableName = 'certificates'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.string('id', 80).primary()
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table
        .integer('course_id')
        .unsigned()
        .notNullable()
        .references('courses.id')
        .onDelete('CASCADE')
      table.string('learner_name', 200).notNullable()
      table.string('course_title', 300).notNullable()
      table.integer('course_hours').notNullable()
      table.string('mentor_name', 200).nullable()
      table.timestamp('issued_at', { useTz: true }).notNullable()
      table.string('hash', 64).notNullable()
      table.text('signature').notNullable()
      table.timestamp('revoked_at', { useTz: true }).nullable()
      table.string('revoked_reason', 500).nullable()
      table.integer('revoked_by').unsigned().nullable().references('users.id').onDelete('SET NULL')
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.unique(['user_id', 'course_id'])
      table.index(['course_id'])
      table.index(['issued_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
