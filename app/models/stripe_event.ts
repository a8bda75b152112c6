import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

export const STRIPE_EVENT_OUTCOMES = ['applied', 'stale', 'ignored', 'unmatched'] as const
export type StripeEventOutcome = (typeof STRIPE_EVENT_OUTCOMES)[number]

/** A Stripe webhook event already handled (its id is the primary key, so it is handled once). */
export default class StripeEvent extends BaseModel {
  static table = 'stripe_events'
  static selfAssignPrimaryKey = true

  @column({ isPrimary: true })
  declare id: string

  @column()
  declare type: string

  @column()
  declare livemode: boolean

  @column.dateTime()
  declare stripeCreatedAt: DateTime

  @column()
  declare subscriptionId: number | null

  @column()
  declare outcome: StripeEventOutcome

  @column.dateTime()
  declare receivedAt: DateTime
}
