import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A per-user counter copied into the session at sign-in. Raising it (password
 * reset) ends every session that carries an older value, whatever the session
 * store (cookie sessions cannot be deleted on the server).
 */
export default class extends BaseSchema {
  protected tableName = 'users'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.integer('session_version').notNullable().defaultTo(0)
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('session_version')
    })
  }
}
