import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * 'Plano anual via Pix' (issue 31): 12 months of Premium paid once, no
 * Stripe subscription. The end of the paid period lives on the learner's
 * row (read with the session check, no extra query), with the Checkout
 * Session that paid last (a second event for it grants nothing) and the
 * last reminder sent (7 or 1 days before the end). The discount the admin
 * sets is the one row of `premium_settings`.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('subscriptions', (table) => {
      table.timestamp('annual_access_until', { useTz: true }).nullable()
      table.string('annual_session_id', 255).nullable()
      table.smallint('annual_reminded_days').nullable()
      table.index(['annual_access_until'])
    })

    this.schema.createTable('premium_settings', (table) => {
      table.integer('id').primary()
      table.check('id = 1', [], 'premium_settings_single_row')
      table.smallint('annual_pix_discount_percent').notNullable().defaultTo(20)
      table.check(
        'annual_pix_discount_percent between 0 and 50',
        [],
        'premium_settings_discount_range'
      )
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    this.defer(async (db) => {
      await db.table('premium_settings').insert({ id: 1, annual_pix_discount_percent: 20 })
    })
  }

  async down() {
    this.schema.dropTable('premium_settings')
    this.schema.alterTable('subscriptions', (table) => {
      table.dropIndex(['annual_access_until'])
      table.dropColumns('annual_access_until', 'annual_session_id', 'annual_reminded_days')
    })
  }
}
