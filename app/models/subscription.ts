import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { SubscriptionStatus } from '#domain/subscription/subscription'
import User from '#models/user'

/** A learner's Stripe customer and current subscription, kept in sync by the webhooks. */
export default class Subscription extends BaseModel {
  static table = 'subscriptions'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare stripeCustomerId: string | null

  @column()
  declare stripeSubscriptionId: string | null

  /** null until a subscription exists (the row may only hold the customer) */
  @column()
  declare status: SubscriptionStatus | null

  @column()
  declare priceId: string | null

  @column.dateTime()
  declare currentPeriodEnd: DateTime | null

  @column()
  declare cancelAtPeriodEnd: boolean

  @column.dateTime()
  declare paymentFailedAt: DateTime | null

  @column.dateTime()
  declare lastEventAt: DateTime | null

  /** A Checkout waiting for a boleto or a Pix (0920_pending_checkout_payments.ts) */
  @column()
  declare pendingMethod: 'boleto' | 'pix' | null

  @column()
  declare pendingSessionId: string | null

  @column()
  declare pendingUrl: string | null

  @column.dateTime()
  declare pendingExpiresAt: DateTime | null

  @column()
  declare pendingOutcome: 'expired' | 'failed' | null

  /** End of the paid 'Plano anual via Pix' (0921_annual_pix_access.ts) */
  @column.dateTime()
  declare annualAccessUntil: DateTime | null

  @column()
  declare annualSessionId: string | null

  @column()
  declare annualRemindedDays: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>
}
