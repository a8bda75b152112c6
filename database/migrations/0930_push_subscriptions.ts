import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Web push (issue 31): one row per browser a member turned push on in. The
 * endpoint is the push service's address for that browser (unique: a browser
 * belongs to whoever turned it on last); `p256dh` and `auth` encrypt the
 * payload for it. Rows go when the member turns push off there, signs out
 * there, signs out everywhere, or the push service answers 404/410.
 */
export default class extends BaseSchema {
  protected tableName = 'push_subscriptions'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table.string('endpoint', 1000).notNullable().unique()
      table.string('p256dh', 200).notNullable()
      table.string('auth', 100).notNullable()
      table.string('user_agent_label', 120).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('last_success_at', { useTz: true }).nullable()
      table.index(['user_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
