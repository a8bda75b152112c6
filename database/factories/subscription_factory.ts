import { DateTime } from 'luxon'
import factory from '@adonisjs/lucid/factories'
import Subscription from '#models/subscription'

/** An active Premium subscription renewing in 30 days (attach with `.merge({ userId })`). */
export const SubscriptionFactory = factory
  .define(Subscription, () => ({
    stripeCustomerId: null,
    stripeSubscriptionId: null,
    status: 'active' as const,
    priceId: null,
    currentPeriodEnd: DateTime.now().plus({ days: 30 }),
    cancelAtPeriodEnd: false,
    paymentFailedAt: null,
    lastEventAt: null,
  }))
  .build()
