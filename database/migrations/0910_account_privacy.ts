import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * LGPD self-service (issue 31). A member's data export is a row per request
 * (pending → ready or failed), its JSON file in the private `data-exports/`
 * folder of the disk until `expires_at`; one pending export per member. An
 * account deletion is scheduled on the user row and carried out when due:
 * the row stays as a tombstone (`deleted_at`) so forum posts and messages
 * others rely on keep an author.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('users', (table) => {
      table.timestamp('deletion_requested_at', { useTz: true }).nullable()
      table.timestamp('deletion_scheduled_for', { useTz: true }).nullable()
      table.timestamp('deleted_at', { useTz: true }).nullable()
      table.index(['deletion_scheduled_for'])
    })

    this.schema.createTable('data_exports', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table.string('status', 8).notNullable().defaultTo('pending')
      table.check(`status in ('pending', 'ready', 'failed')`, [], 'data_exports_status_check')
      table.string('file_key', 200).nullable()
      table.integer('bytes').nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('finished_at', { useTz: true }).nullable()
      table.timestamp('expires_at', { useTz: true }).nullable()
      table.index(['user_id', 'created_at'])
    })
    // raw SQL: a partial unique index (one export in progress per member) has no schema builder call
    this.schema.raw(
      `CREATE UNIQUE INDEX data_exports_one_pending ON data_exports (user_id) WHERE status = 'pending'`
    )
  }

  async down() {
    this.schema.dropTable('data_exports')
    this.schema.alterTable('users', (table) => {
      table.dropIndex(['deletion_scheduled_for'])
      table.dropColumn('deletion_requested_at')
      table.dropColumn('deletion_scheduled_for')
      table.dropColumn('deleted_at')
    })
  }
}
