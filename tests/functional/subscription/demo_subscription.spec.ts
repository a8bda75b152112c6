import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#models/user'
import Subscription from '#models/subscription'
import { seedDemoUsers, DEMO_LEARNER, DEMO_ADMIN } from '#database/seeding/demo_users'
import { seedDemoSubscription, DEMO_SUBSCRIPTION_DAYS } from '#database/seeding/demo_subscription'
import SubscriptionStatusService from '#services/subscription/subscription_status_service'

async function seed() {
  await db.transaction(async (trx) => {
    await seedDemoUsers(trx)
    await seedDemoSubscription(trx)
  })
}

async function statusOf(email: string) {
  return new SubscriptionStatusService().forUser(await User.findByOrFail('email', email))
}

test.group('Seeding: the demo learner is premium', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('aluno@ganjatalks.com.br is an active subscriber renewing in 30 days, without any Stripe ids', async ({
    assert,
  }) => {
    await seed()

    const status = await statusOf(DEMO_LEARNER.email)
    assert.isTrue(status.subscribed)
    assert.equal(status.status, 'active')
    assert.isFalse(status.canManage, 'no Stripe customer: there is no portal to open')
    const days = status.subscriptionEnd!.diff(DateTime.now(), 'days').days
    assert.approximately(days, DEMO_SUBSCRIPTION_DAYS, 0.01)
    const adminStatus = await statusOf(DEMO_ADMIN.email)
    assert.isFalse(adminStatus.subscribed, 'the admin sees premium by role, not by subscription')
  })

  test('running it twice changes nothing', async ({ assert }) => {
    await seed()
    const first = await Subscription.query().orderBy('id')
    await seed()
    const second = await Subscription.query().orderBy('id')

    assert.deepEqual(
      second.map((row) => [row.id, row.status, row.currentPeriodEnd?.toISO()]),
      first.map((row) => [row.id, row.status, row.currentPeriodEnd?.toISO()])
    )
  })

  test('a demo subscription whose renewal date passed is moved forward; a real Stripe one is never touched', async ({
    assert,
  }) => {
    await seed()
    const learner = await User.findByOrFail('email', DEMO_LEARNER.email)
    const row = await Subscription.findByOrFail('userId', learner.id)
    row.currentPeriodEnd = DateTime.now().minus({ days: 2 })
    await row.save()

    await seed()
    const movedForward = await Subscription.findOrFail(row.id)
    assert.isTrue(movedForward.currentPeriodEnd! > DateTime.now())

    const canceledAt = DateTime.now().minus({ days: 5 })
    await Subscription.query().where('id', row.id).update({
      stripe_customer_id: 'cus_real',
      stripe_subscription_id: 'sub_real',
      status: 'canceled',
      current_period_end: canceledAt.toJSDate(),
    })
    await seed()
    const real = await Subscription.findOrFail(row.id)
    assert.equal(real.status, 'canceled')
    assert.equal(real.currentPeriodEnd?.toSeconds(), canceledAt.toSeconds())
  })
})
