import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A member who turned a kind off "No site" but still wants it "Por e-mail"
 * gets a row the bell and the list never show (in_app = false): it exists
 * only for the e-mail (the daily digest, or the dunning e-mail of a failed
 * payment) and is marked read once e-mailed.
 */
export default class extends BaseSchema {
  protected tableName = 'notifications'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.boolean('in_app').notNullable().defaultTo(true)
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('in_app')
    })
  }
}
