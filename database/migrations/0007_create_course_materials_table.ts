import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'course_materials'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('title', 200).notNullable()
      table.string('file_type', 32).notNullable()
      table.string('file_url', 1000).notNullable()
      /* Drive key when the file was uploaded here (null for external links). */
      table.string('storage_key', 500).nullable()
      table.bigInteger('file_size_bytes').nullable()
      table.integer('course_id').unsigned().nullable().references('courses.id').onDelete('CASCADE')
      /* A material outlives its lesson: it stays attached to the course. */
      table.integer('lesson_id').unsigned().nullable().references('lessons.id').onDelete('SET NULL')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.index(['course_id', 'created_at'])
      table.index(['lesson_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
