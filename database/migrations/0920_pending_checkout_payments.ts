import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Boleto and Pix are paid after the Checkout page closes (issue 31). The
 * learner's row remembers the Checkout waiting for its payment (method,
 * Stripe session, its page and when it lapses) so every page can say so
 * honestly, and how the last one ended when it ended unpaid.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('subscriptions', (table) => {
      table.string('pending_method', 8).nullable()
      table.check(`pending_method in ('boleto', 'pix')`, [], 'subscriptions_pending_method_check')
      table.string('pending_session_id', 255).nullable()
      table.text('pending_url').nullable()
      table.timestamp('pending_expires_at', { useTz: true }).nullable()
      /* How the last unpaid Checkout ended: 'expired' or 'failed' (cleared by the next one). */
      table.string('pending_outcome', 8).nullable()
      table.check(
        `pending_outcome in ('expired', 'failed')`,
        [],
        'subscriptions_pending_outcome_check'
      )
    })
  }

  async down() {
    this.schema.alterTable('subscriptions', (table) => {
      table.dropChecks([
        'subscriptions_pending_method_check',
        'subscriptions_pending_outcome_check',
      ])
      table.dropColumns(
        'pending_method',
        'pending_session_id',
        'pending_url',
        'pending_expires_at',
        'pending_outcome'
      )
    })
  }
}
