import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * One row per sign-in, its id kept in the session. A session is signed in
 * only while its row exists, so signing out (delete the row) or 'Sair de
 * todas as sessões' (delete the user's rows) makes every copy of an earlier
 * cookie useless, whatever the session store.
 */
export default class extends BaseSchema {
  protected tableName = 'login_sessions'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.string('id', 64).primary()
      table.integer('user_id').notNullable().references('users.id').onDelete('CASCADE')
      table.string('user_agent', 300).nullable()
      table.string('ip', 64).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.index(['user_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
