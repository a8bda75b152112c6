import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { ownsStreamUid, reserveStream } from '#services/messaging/realtime_streams'

const isToken = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max

/**
 * The Transmit routes (event stream, subscribe, unsubscribe): only a
 * signed-in member (401), with a client id and, to subscribe, a channel
 * name (400), a client id issued to this very session (403), and, to open
 * a stream, room under the per-session and per-IP caps (429).
 */
export default class TransmitRequestMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (!ctx.auth.user) {
      return ctx.response.unauthorized({
        message: 'Entre na sua conta para receber atualizações em tempo real.',
      })
    }
    const isStream = ctx.route?.pattern.endsWith('/events') ?? false
    const uid = ctx.request.input('uid')
    const valid = isToken(uid, 100) && (isStream || isToken(ctx.request.input('channel'), 200))
    if (!valid) return ctx.response.badRequest({ message: 'Pedido de tempo real inválido.' })
    if (!ownsStreamUid(ctx, uid)) {
      return ctx.response.forbidden({
        message: 'Esta conexão em tempo real não pertence à sua sessão. Recarregue a página.',
      })
    }
    if (isStream && !reserveStream(ctx)) {
      return ctx.response.tooManyRequests({
        message: 'Conexões em tempo real demais abertas. Feche algumas abas e tente de novo.',
      })
    }
    return next()
  }
}
