import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('lesson_progress', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      /* Learner history blocks hard deletion of a lesson; admins archive instead. */
      table
        .integer('lesson_id')
        .unsigned()
        .notNullable()
        .references('lessons.id')
        .onDelete('RESTRICT')
      table.timestamp('completed_at', { useTz: true }).nullable()
      table.integer('last_position_seconds').notNullable().defaultTo(0)
      table.integer('seconds_studied').notNullable().defaultTo(0)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.unique(['user_id', 'lesson_id'])
      table.index(['lesson_id'])
      table.index(['user_id', 'completed_at'])
    })

    this.schema.createTable('course_progress', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table
        .integer('course_id')
        .unsigned()
        .notNullable()
        .references('courses.id')
        .onDelete('RESTRICT')
      table.timestamp('started_at', { useTz: true }).notNullable()
      table.timestamp('last_accessed_at', { useTz: true }).notNullable()
      table.timestamp('completed_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.unique(['user_id', 'course_id'])
      table.index(['course_id'])
      table.index(['user_id', 'last_accessed_at'])
    })
  }

  async down() {
    this.schema.dropTable('course_progress')
    this.schema.dropTable('lesson_progress')
  }
}
