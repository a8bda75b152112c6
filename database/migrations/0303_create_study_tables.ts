import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Measured study time per learner, lesson and São Paulo calendar day (feeds
 * hours studied, weekly bars and streaks), the learner's weekly goal, and the
 * time of the last study report per lesson (a report cannot claim more time
 * than really passed).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('study_time_entries', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table
        .integer('lesson_id')
        .unsigned()
        .notNullable()
        .references('lessons.id')
        .onDelete('CASCADE')
      table
        .integer('course_id')
        .unsigned()
        .notNullable()
        .references('courses.id')
        .onDelete('CASCADE')
      /* Calendar day in America/Sao_Paulo */
      table.date('day').notNullable()
      table.integer('seconds').notNullable().defaultTo(0)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.unique(['user_id', 'lesson_id', 'day'])
      table.index(['user_id', 'day'])
      table.index(['course_id'])
    })

    this.schema.createTable('study_goals', (table) => {
      table.increments('id')
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .unique()
        .references('users.id')
        .onDelete('CASCADE')
      table.integer('weekly_hours').notNullable().defaultTo(5)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
    })

    this.schema.alterTable('lesson_progress', (table) => {
      table.timestamp('last_studied_at', { useTz: true }).nullable()
    })
  }

  async down() {
    this.schema.alterTable('lesson_progress', (table) => {
      table.dropColumn('last_studied_at')
    })
    this.schema.dropTable('study_goals')
    this.schema.dropTable('study_time_entries')
  }
}
