/*
| Request throttles used as route middleware (@adonisjs/limiter; the store is
| config/limiter.ts: PostgreSQL, Redis or memory in tests).
*/
import limiter from '@adonisjs/limiter/services/main'
import { MESSAGE_LIMITS, MESSAGE_REFUSALS } from '#domain/messaging/messages'

/** Direct messages: 30 per minute per member, over all their conversations (429 in pt-BR). */
export const sendMessageThrottle = limiter.define('send_message', (ctx) =>
  limiter
    .allowRequests(MESSAGE_LIMITS.perMinute)
    .every('1 minute')
    .usingKey(`user_${ctx.auth.user?.id ?? ctx.request.ip()}`)
    .limitExceeded((error) => error.setMessage(MESSAGE_REFUSALS.tooMany))
)
