import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import mail from '@adonisjs/mail/services/main'
import { mailerDown } from '#tests/helpers/mailer_down'
import Subscription from '#models/subscription'
import PaymentFailedMail from '#mails/payment_failed_mail'
import NotificationService from '#services/messaging/notification_service'
import {
  stripeEvent,
  stripeInvoice,
  stripeSubscription,
  useFakeStripe,
} from '#tests/helpers/fake_stripe'
import { deliverStripeEvent } from '#tests/helpers/stripe_payments'
import { bellCount, member, notificationsOf } from './helpers.js'

const DAY = 86_400_000
const ago = (ms: number) => new Date(Date.now() - ms)

/** A Premium subscriber whose renewal is about to fail (an active subscription, applied days ago). */
async function subscriber(client: ApiClient) {
  const user = await member('Helena Prado')
  const customer = `cus_${Math.random().toString(36).slice(2, 10)}`
  const subscriptionId = `sub_${Math.random().toString(36).slice(2, 10)}`
  await Subscription.create({ userId: user.id, stripeCustomerId: customer })
  await deliverStripeEvent(
    client,
    stripeEvent(
      'customer.subscription.updated',
      stripeSubscription({ id: subscriptionId, customer, status: 'active' }),
      { created: ago(3 * DAY) }
    )
  )
  return { user, customer, subscriptionId }
}

test.group('Notifications: a failed subscription payment', (group) => {
  useFakeStripe(group)
  group.each.setup(() => () => mail.restore())

  test('notifies the learner and sends the dunning e-mail once, even when Stripe delivers the event twice', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const { user, customer, subscriptionId } = await subscriber(client)
    const failure = stripeEvent(
      'invoice.payment_failed',
      stripeInvoice({ subscription: subscriptionId, customer }),
      { created: ago(DAY) }
    )

    const first = await deliverStripeEvent(client, failure)
    const again = await deliverStripeEvent(client, failure)

    first.assertBodyContains({ outcome: 'applied' })
    again.assertBodyContains({ outcome: 'duplicate' })
    const [notification, ...others] = await notificationsOf(user)
    assert.lengthOf(others, 0)
    assert.equal(notification.kind, 'payment_failed')
    assert.isNotNull(notification.emailedAt)
    assert.equal(new NotificationService().linkOf(notification.data), '/dashboard')
    assert.equal(await bellCount(client, user), 1)

    mails.assertSentCount(PaymentFailedMail, 1)
    const [dunning] = mails.sent() as PaymentFailedMail[]
    assert.equal(dunning.recipient.email, user.email)
    assert.equal(dunning.link, `${process.env.APP_URL}/dashboard`)
    await dunning.build()
    const built = dunning.message.toJSON().message
    assert.equal(dunning.subject, 'Não conseguimos cobrar sua assinatura Premium')
    assert.include(String(built.html), 'Atualizar forma de pagamento')
    assert.include(String(built.text), 'Atualizar cartão')
    assert.include(String(built.text), dunning.link)
  })

  test('Stripe’s retries and its own past_due update in the same cycle notify nothing more', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const { user, customer, subscriptionId } = await subscriber(client)

    await deliverStripeEvent(
      client,
      stripeEvent(
        'invoice.payment_failed',
        stripeInvoice({ subscription: subscriptionId, customer }),
        {
          created: ago(2 * DAY),
        }
      )
    )
    await deliverStripeEvent(
      client,
      stripeEvent(
        'customer.subscription.updated',
        stripeSubscription({ id: subscriptionId, customer, status: 'past_due' }),
        { created: ago(DAY) }
      )
    )
    await deliverStripeEvent(
      client,
      stripeEvent(
        'invoice.payment_failed',
        stripeInvoice({ subscription: subscriptionId, customer })
      )
    )

    const notifications = await notificationsOf(user)
    assert.lengthOf(notifications, 1)
    assert.equal(notifications[0].count, 1)
    mails.assertSentCount(PaymentFailedMail, 1)
  })

  test('a past_due update without the invoice event also opens the cycle (one notice)', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const { user, customer, subscriptionId } = await subscriber(client)

    await deliverStripeEvent(
      client,
      stripeEvent(
        'customer.subscription.updated',
        stripeSubscription({ id: subscriptionId, customer, status: 'past_due' }),
        { created: ago(DAY) }
      )
    )

    assert.lengthOf(await notificationsOf(user), 1)
    mails.assertSentCount(PaymentFailedMail, 1)
  })

  test('with payment alerts off on the site, the e-mail still goes and the bell stays quiet', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const { user, customer, subscriptionId } = await subscriber(client)
    await new NotificationService().updatePreferences(user.id, { inApp: [], email: [] })

    await deliverStripeEvent(
      client,
      stripeEvent(
        'invoice.payment_failed',
        stripeInvoice({ subscription: subscriptionId, customer })
      )
    )

    mails.assertSentCount(PaymentFailedMail, 1)
    const [notification] = await notificationsOf(user)
    assert.isFalse(notification.inApp)
    assert.isNotNull(notification.emailedAt)
    assert.equal(await bellCount(client, user), 0)
  })

  test('a dunning e-mail that cannot be sent is left for the daily digest; the webhook still succeeds', async ({
    client,
    assert,
  }) => {
    mailerDown()
    const { user, customer, subscriptionId } = await subscriber(client)

    const response = await deliverStripeEvent(
      client,
      stripeEvent(
        'invoice.payment_failed',
        stripeInvoice({ subscription: subscriptionId, customer })
      )
    )

    response.assertStatus(200)
    const [notification] = await notificationsOf(user)
    assert.equal(notification.kind, 'payment_failed')
    assert.isNull(notification.emailedAt)
  })
})
