import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import StripeClientService from '#services/subscription/stripe_client_service'
import StripeWebhookService from '#services/subscription/stripe_webhook_service'
import { malformedStripeEvent } from '#domain/subscription/stripe_event_shape'

/**
 * POST /webhooks/stripe: the source of truth for subscriptions. Only events
 * signed with STRIPE_WEBHOOK_SECRET, recent and of the key's mode (test or
 * live) are accepted; anything else is a 400 and changes nothing (an
 * untrusted signature answers through InvalidWebhookError). A signed event
 * whose shape we could never apply is answered 200 'ignored' and logged:
 * Stripe retries anything but a 2xx for days, and a retry would not fix it.
 */
@inject()
export default class StripeWebhooksController {
  constructor(
    private stripe: StripeClientService,
    private webhooks: StripeWebhookService
  ) {}

  async handle({ request, response, logger }: HttpContext) {
    const event = this.stripe.verifyWebhook(request.raw(), request.header('stripe-signature'))

    const malformed = malformedStripeEvent(event)
    if (malformed) {
      logger.warn(
        { eventId: String(event.id).slice(0, 80), field: malformed },
        'webhook do Stripe assinado mas malformado: ignorado'
      )
      return response.ok({ received: true, outcome: 'ignored' })
    }

    if (event.livemode !== this.stripe.liveMode()) {
      logger.warn(
        { eventId: event.id, livemode: event.livemode },
        'webhook do Stripe de outro modo (teste/produção)'
      )
      return response.badRequest({
        error: 'Evento de outro modo (teste/produção) que o da chave configurada.',
      })
    }

    const outcome = await this.webhooks.handle(event)
    logger.info({ eventId: event.id, type: event.type, outcome }, 'webhook do Stripe processado')
    return response.ok({ received: true, outcome })
  }
}
