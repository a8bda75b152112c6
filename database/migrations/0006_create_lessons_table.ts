import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'lessons'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('course_id')
        .unsigned()
        .notNullable()
        .references('courses.id')
        .onDelete('CASCADE')
      /* Removing a module keeps its lessons in the course, unassigned. */
      table
        .integer('module_id')
        .unsigned()
        .nullable()
        .references('course_modules.id')
        .onDelete('SET NULL')
      table.string('title', 200).notNullable()
      table.text('description').nullable()
      table.text('content').nullable()
      table.string('video_url', 500).nullable()
      table.integer('duration_minutes').notNullable().defaultTo(0)
      table.string('lesson_type', 32).notNullable().defaultTo('video')
      table.jsonb('objectives').notNullable().defaultTo('[]')
      table.string('simulator', 32).nullable()
      table.integer('order_index').notNullable().defaultTo(0)
      table.boolean('is_published').notNullable().defaultTo(false)
      table.boolean('is_free_preview').notNullable().defaultTo(false)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.index(['course_id', 'order_index'])
      table.index(['module_id'])
      table.index(['created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
