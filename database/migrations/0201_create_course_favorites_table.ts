import { BaseSchema } from '@adonisjs/lucid/schema'

/** Courses a learner marked as favourite on the course page (one row per user and course). */
export default class extends BaseSchema {
  protected tableName = 'course_favorites'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table
        .integer('course_id')
        .unsigned()
        .notNullable()
        .references('courses.id')
        .onDelete('CASCADE')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.unique(['user_id', 'course_id'])
      table.index(['course_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
