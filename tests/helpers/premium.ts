import { DateTime } from 'luxon'
import { SubscriptionFactory } from '#database/factories/subscription_factory'
import AdminUser from '#models/admin_user'
import type User from '#models/user'
import { UserFactory } from '#database/factories/course_factory'

/** Gives a learner an active Plano Premium (as the Stripe webhooks would store it). */
export async function subscribe(user: User) {
  await SubscriptionFactory.merge({ userId: user.id }).create()
  return user
}

/** A verified learner with no subscription. */
export function freeLearner(attributes: Partial<Pick<User, 'fullName' | 'email'>> = {}) {
  return UserFactory.merge({ emailVerifiedAt: DateTime.now(), ...attributes }).create()
}

/** A verified learner with an active Plano Premium. */
export async function premiumLearner(attributes: Partial<Pick<User, 'fullName' | 'email'>> = {}) {
  return subscribe(await freeLearner(attributes))
}

/** A member of the admin area (editor: manages content, not users). */
export async function contentAdmin(attributes: Partial<Pick<User, 'fullName' | 'email'>> = {}) {
  const user = await freeLearner(attributes)
  await AdminUser.create({ userId: user.id, role: 'editor' })
  return user
}
