/** Raised when a payment action is asked for on an installation without Stripe keys. */
export class PaymentsNotConfiguredError extends Error {
  constructor() {
    super('Stripe não configurado: defina STRIPE_SECRET_KEY e STRIPE_PRICE_ID')
  }
}

/** Raised when a webhook cannot be trusted (bad, missing or stale signature; no secret configured). */
export class InvalidWebhookError extends Error {}

/** The learner has no Stripe customer yet, so there is no portal to open. */
export class NoStripeCustomerError extends Error {}
