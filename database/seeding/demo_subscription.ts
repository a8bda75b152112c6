import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import User from '#models/user'
import Subscription from '#models/subscription'
import { DEMO_LEARNER } from '#database/seeding/demo_users'

/** How far ahead the demo learner's renewal date is set. */
export const DEMO_SUBSCRIPTION_DAYS = 30

/**
 * The demo learner is a premium subscriber (active, renewing in 30 days)
 * without any Stripe ids, so every premium screen can be seen on an
 * installation without Stripe keys. A row that came from Stripe is never
 * touched; a demo row whose renewal date has passed is moved forward.
 */
export async function seedDemoSubscription(trx: TransactionClientContract) {
  const learner = await User.query({ client: trx }).where('email', DEMO_LEARNER.email).first()
  if (!learner) return null

  const renewal = DateTime.now().plus({ days: DEMO_SUBSCRIPTION_DAYS })
  const existing = await Subscription.query({ client: trx }).where('user_id', learner.id).first()
  if (!existing) {
    return Subscription.create(
      { userId: learner.id, status: 'active', currentPeriodEnd: renewal, cancelAtPeriodEnd: false },
      { client: trx }
    )
  }
  const isDemoRow = !existing.stripeSubscriptionId && !existing.stripeCustomerId
  if (isDemoRow && (!existing.currentPeriodEnd || existing.currentPeriodEnd < DateTime.now())) {
    existing.merge({ status: 'active', currentPeriodEnd: renewal, paymentFailedAt: null })
    await existing.save()
  }
  return existing
}
