import Stripe from 'stripe'
import app from '@adonisjs/core/services/app'
import type { StripeConfig } from '#config/stripe'
import { InvalidWebhookError, PaymentsNotConfiguredError } from '#exceptions/payment_errors'

const clients = new Map<string, Stripe>()

/**
 * The Stripe SDK configured from config/stripe.ts. The configuration is read
 * on every use (not frozen at boot), so tests can point it at the local fake
 * Stripe API; clients are cached per configuration.
 */
export default class StripeClientService {
  get config() {
    return app.config.get<StripeConfig>('stripe')
  }

  /** Checkout and portal need a secret key and the Premium price. */
  paymentsEnabled() {
    return Boolean(this.config.secretKey && this.config.priceId)
  }

  /** Whether the configured key is a live one (sk_live_/rk_live_): webhooks must match it. */
  liveMode() {
    return /^(sk|rk)_live_/.test(this.config.secretKey ?? '')
  }

  client() {
    const { secretKey, api, maxNetworkRetries, timeoutMs } = this.config
    if (!secretKey) throw new PaymentsNotConfiguredError()
    const cacheKey = JSON.stringify([secretKey, api, maxNetworkRetries, timeoutMs])
    let client = clients.get(cacheKey)
    if (!client) {
      client = new Stripe(secretKey, {
        maxNetworkRetries,
        timeout: timeoutMs,
        telemetry: false,
        appInfo: { name: 'Ganja Talks' },
        ...(api.host ? { host: api.host } : {}),
        ...(api.port ? { port: api.port } : {}),
        ...(api.protocol ? { protocol: api.protocol } : {}),
      })
      clients.set(cacheKey, client)
    }
    return client
  }

  /** Verifies the Stripe-Signature header against the raw body and returns the event. */
  verifyWebhook(payload: string | undefined | null, signature: string | undefined) {
    const { webhookSecret, webhookToleranceSeconds } = this.config
    if (!webhookSecret) throw new InvalidWebhookError('STRIPE_WEBHOOK_SECRET não configurado')
    if (!payload || !signature) throw new InvalidWebhookError('corpo ou assinatura ausente')
    let event: Stripe.Event
    try {
      event = Stripe.webhooks.constructEvent(
        payload,
        signature,
        webhookSecret,
        webhookToleranceSeconds
      )
    } catch (error) {
      throw new InvalidWebhookError((error as Error).message)
    }
    // The SDK only refuses signatures that are too old; one dated in the future is refused too.
    const signedAt = Number(/(?:^|,)t=(\d+)/.exec(signature)?.[1])
    if (signedAt - Date.now() / 1000 > webhookToleranceSeconds) {
      throw new InvalidWebhookError('assinatura com data no futuro')
    }
    return event
  }
}
