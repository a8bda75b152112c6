import { BaseSchema } from '@adonisjs/lucid/schema'

/** One row per lesson page visit: feeds the admin analytics (views in the last 30 days). */
export default class extends BaseSchema {
  protected tableName = 'lesson_views'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.bigIncrements('id')
      table
        .integer('lesson_id')
        .unsigned()
        .notNullable()
        .references('lessons.id')
        .onDelete('CASCADE')
      /* Null for signed-out visitors; kept as anonymous when the account goes. */
      table.integer('user_id').unsigned().nullable().references('users.id').onDelete('SET NULL')
      table.timestamp('viewed_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.index(['viewed_at'])
      table.index(['lesson_id'])
      table.index(['user_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
