import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Every verified Stripe webhook event, stored once by its Stripe id. The row
 * is written in the same transaction as the change it caused, so a replayed
 * or duplicated delivery finds it and changes nothing.
 */
export default class extends BaseSchema {
  protected tableName = 'stripe_events'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.string('id', 255).primary()
      table.string('type', 100).notNullable()
      table.boolean('livemode').notNullable()
      /* Stripe's `created` of the event */
      table.timestamp('stripe_created_at', { useTz: true }).notNullable()
      table
        .integer('subscription_id')
        .unsigned()
        .nullable()
        .references('subscriptions.id')
        .onDelete('SET NULL')
      /* applied, stale (older than the row), ignored (type or object not ours), unmatched (no learner found) */
      table.string('outcome', 32).notNullable()
      table.timestamp('received_at', { useTz: true }).notNullable()
      table.index(['type', 'received_at'])
      table.index(['subscription_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
