import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * One row per learner who ever started a checkout: the Stripe customer
 * (created once, reused), the current Stripe subscription and the fields the
 * webhooks keep up to date. 'Subscribed' is computed from them by
 * app/domain/subscription/subscription.ts, never stored.
 */
export default class extends BaseSchema {
  protected tableName = 'subscriptions'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .unique()
        .references('users.id')
        .onDelete('CASCADE')
      table.string('stripe_customer_id', 255).nullable().unique()
      table.string('stripe_subscription_id', 255).nullable().unique()
      /* Stripe's status (active, trialing, past_due, canceled, incomplete…); null until a subscription exists. */
      table.string('status', 32).nullable()
      table.string('price_id', 255).nullable()
      table.timestamp('current_period_end', { useTz: true }).nullable()
      table.boolean('cancel_at_period_end').notNullable().defaultTo(false)
      /* First failed charge of the current problem; the grace period counts from it. */
      table.timestamp('payment_failed_at', { useTz: true }).nullable()
      /* Stripe time of the newest event applied: older events never move the row backwards. */
      table.timestamp('last_event_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.index(['status'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
