import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * What staff did in the admin area (course published, lesson created, file
 * uploaded…): feeds the overview's recent activity. Titles are copied so an
 * entry still reads well after its course or lesson is gone.
 */
export default class extends BaseSchema {
  protected tableName = 'admin_activities'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.bigIncrements('id')
      /* Kept (anonymous) when the staff account goes. */
      table.integer('user_id').unsigned().nullable().references('users.id').onDelete('SET NULL')
      table.string('kind', 40).notNullable()
      table.string('subject_title', 300).notNullable()
      table.string('context_title', 300).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.index(['created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
