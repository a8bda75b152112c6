/*
| Health checks for the load balancer (HealthController): no session cookie,
| never cached.
*/
import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { withoutSession } from '#services/platform/route_traits'

withoutSession(router.get('/health/live', [controllers.Health, 'live']).as('health.live'))
withoutSession(router.get('/health/ready', [controllers.Health, 'ready']).as('health.ready'))
