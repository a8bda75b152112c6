/*
| Routes of the subscription area: the Stripe-hosted checkout and customer
| portal. Plain form posts opened in a new tab (no JSON API); they answer 303
| to Stripe, or redirect back with a toast. The session check is in the
| controller because a signed-out click gets the spec's 'Faça login' toast.
*/
import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { throttle } from '#start/limiter'
import { whenFailing } from '#services/platform/route_traits'
import { SUBSCRIPTION_MESSAGES } from '#domain/subscription/subscription'

const payments = router
  .group(() => {
    router
      .post('/checkout', [controllers.Subscriptions, 'checkout'])
      .as('checkout')
      .use(throttle.checkout)
    router
      .post('/plano-anual-pix', [controllers.Subscriptions, 'annualPix'])
      .as('annual_pix')
      .use(throttle.checkout)
    router
      .post('/portal', [controllers.Subscriptions, 'portal'])
      .as('portal')
      .use(throttle.checkout)
  })
  .prefix('/assinatura')
  .as('subscription')
whenFailing(payments, SUBSCRIPTION_MESSAGES.unexpected)
