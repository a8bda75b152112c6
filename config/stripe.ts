import env from '#start/env'
import {
  DEFAULT_BOLETO_EXPIRES_AFTER_DAYS,
  DEFAULT_GRACE_DAYS,
} from '#domain/subscription/subscription'

/**
 * Stripe (premium subscription). Payments stay off until STRIPE_SECRET_KEY
 * and STRIPE_PRICE_ID are set; webhooks need STRIPE_WEBHOOK_SECRET. The API
 * host/port/protocol exist so tests can point the client at a local fake.
 */
export type StripeConfig = {
  secretKey: string | null
  webhookSecret: string | null
  /** The monthly BRL price of the Premium plan (price_…) */
  priceId: string | null
  /** Payment methods of the monthly plan's Checkout (default card + boleto) */
  paymentMethodTypes: string[]
  /** Calendar days a boleto of the monthly plan stays payable */
  boletoExpiresAfterDays: number
  api: { host?: string; port?: number; protocol?: 'http' | 'https' }
  maxNetworkRetries: number
  timeoutMs: number
  /** Oldest webhook signature timestamp accepted, in seconds */
  webhookToleranceSeconds: number
  /** Days a past_due subscription keeps premium */
  graceDays: number
}

function list(value: string | undefined, fallback: string[]) {
  const items = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
  return items.length > 0 ? items : fallback
}

const stripeConfig: StripeConfig = {
  secretKey: env.get('STRIPE_SECRET_KEY') || null,
  webhookSecret: env.get('STRIPE_WEBHOOK_SECRET') || null,
  priceId: env.get('STRIPE_PRICE_ID') || null,
  paymentMethodTypes: list(env.get('STRIPE_PAYMENT_METHOD_TYPES'), ['card', 'boleto']),
  boletoExpiresAfterDays: Math.min(
    60,
    Math.max(1, env.get('STRIPE_BOLETO_EXPIRES_AFTER_DAYS') ?? DEFAULT_BOLETO_EXPIRES_AFTER_DAYS)
  ),
  api: {
    host: env.get('STRIPE_API_HOST') || undefined,
    port: env.get('STRIPE_API_PORT'),
    protocol: env.get('STRIPE_API_PROTOCOL'),
  },
  maxNetworkRetries: 2,
  timeoutMs: 20_000,
  webhookToleranceSeconds: 300,
  graceDays: Math.max(0, env.get('SUBSCRIPTION_GRACE_DAYS') ?? DEFAULT_GRACE_DAYS),
}

export default stripeConfig
