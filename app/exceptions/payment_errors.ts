import type { HttpContext } from '@adonisjs/core/http'
import { flashError } from '#services/platform/flash'
import { SUBSCRIPTION_MESSAGES as MESSAGES } from '#domain/subscription/subscription'

/*
| Payment refusals, each answering for itself (AdonisJS calls an error's
| own `handle`/`report`), so the controllers that reach Stripe stay free of
| try blocks for them.
*/

/** Raised when a payment action is asked for on an installation without Stripe keys. */
export class PaymentsNotConfiguredError extends Error {
  constructor() {
    super('Stripe não configurado: defina STRIPE_SECRET_KEY e STRIPE_PRICE_ID')
  }

  /** The operator's problem, not the member's: a warning in the log. */
  report(_: this, { logger }: HttpContext) {
    logger.warn(this.message)
  }

  handle(_: this, { session, response }: HttpContext) {
    if (!session)
      return response.status(503).send({ message: MESSAGES.paymentsNotConfigured.title })
    flashError(
      session,
      MESSAGES.paymentsNotConfigured.title,
      MESSAGES.paymentsNotConfigured.description
    )
    return response.redirect().back()
  }
}

/** Raised when a webhook cannot be trusted (bad, missing or stale signature; no secret configured): 400, nothing changes. */
export class InvalidWebhookError extends Error {
  report(_: this, { logger }: HttpContext) {
    logger.warn({ reason: this.message }, 'webhook do Stripe recusado')
  }

  handle(_: this, { response }: HttpContext) {
    return response.badRequest({ error: 'Assinatura do webhook inválida.' })
  }
}

/** The learner has no Stripe customer yet, so there is no portal to open. */
export class NoStripeCustomerError extends Error {
  report() {}

  handle(_: this, { session, response }: HttpContext) {
    flashError(
      session,
      MESSAGES.portalWithoutSubscription.title,
      MESSAGES.portalWithoutSubscription.description
    )
    return response.redirect().back()
  }
}
