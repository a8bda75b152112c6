/*
| Routes of the webhooks area. CSRF is off for /webhooks/stripe only
| (config/shield.ts): Stripe signs the raw body instead.
*/
import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'

router.post('/webhooks/stripe', [controllers.StripeWebhooks, 'handle']).as('webhooks.stripe')
