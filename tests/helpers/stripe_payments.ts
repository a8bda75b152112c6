/*
| How the functional tests pay: the member starts a Checkout on the site, and
| the fake Stripe (#tests/helpers/fake_stripe) sends the app the signed
| webhooks Stripe would.
*/
import type { ApiClient } from '@japa/api-client'
import Subscription from '#models/subscription'
import type User from '#models/user'
import {
  signedDelivery,
  stripeCheckoutSession,
  stripeEvent,
  type FakeStripe,
} from '#tests/helpers/fake_stripe'

/** POSTs one event to /webhooks/stripe, signed as Stripe signs it; the response is not checked. */
export function deliverStripeEvent(
  client: ApiClient,
  event: object,
  options: Parameters<typeof signedDelivery>[1] = {}
) {
  const { payload, header } = signedDelivery(event, options)
  return client
    .post('/webhooks/stripe')
    .header('stripe-signature', header)
    .type('application/json')
    .unsafeJson(payload)
}

/** Builds the event Stripe would send (`stripeEvent`) and delivers it signed. */
export function deliverEvent(
  client: ApiClient,
  type: Parameters<typeof stripeEvent>[0],
  object: Parameters<typeof stripeEvent>[1],
  event: Parameters<typeof stripeEvent>[2] = {}
) {
  return deliverStripeEvent(client, stripeEvent(type, object, event))
}

/** The member starts 'Plano anual via Pix' and gets the session the app created. */
export async function startAnnualPix(client: ApiClient, user: User, stripe: () => FakeStripe) {
  const response = await client
    .post('/assinatura/plano-anual-pix')
    .loginAs(user)
    .withCsrfToken()
    .redirects(0)
  response.assertStatus(303)
  const created = stripe().requestsTo('POST /v1/checkout/sessions').at(-1)!
  const id = /cs_test_fake_\d+$/.exec(response.header('location') ?? '')![0]
  return { response, params: created.params as Record<string, string>, id }
}

/** The annual Pix Checkout Session `id` of `user`, as Stripe sends it (by default paid). */
export async function annualPixSession(
  user: User,
  id: string,
  fields: Omit<Parameters<typeof stripeCheckoutSession>[0], 'customer' | 'userId'> = {}
) {
  const row = await Subscription.findByOrFail('userId', user.id)
  return stripeCheckoutSession({
    id,
    mode: 'payment',
    offer: 'annual_pix',
    customer: row.stripeCustomerId!,
    userId: user.id,
    ...fields,
  })
}

/**
 * The member buys a year of 'Plano anual via Pix' and pays it: the Checkout
 * started on the site, then Stripe's checkout.session.async_payment_succeeded
 * (the `event`, to deliver again) answered with 200.
 */
export async function payAnnualPix(client: ApiClient, user: User, stripe: () => FakeStripe) {
  const { id } = await startAnnualPix(client, user, stripe)
  const paid = await annualPixSession(user, id, { paymentStatus: 'paid' })
  const event = stripeEvent('checkout.session.async_payment_succeeded', paid)
  const response = await deliverStripeEvent(client, event)
  response.assertStatus(200)
  return { id, paid, event }
}
