import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

const isToken = (value: unknown, max: number) =>
  typeof value === 'string' && value.length > 0 && value.length <= max

/**
 * The Transmit routes (event stream, subscribe, unsubscribe) expect a
 * client id and, to subscribe, a channel name: a request without them is a
 * 400 here instead of an error inside the library.
 */
export default class TransmitRequestMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const needsChannel = !ctx.route?.pattern.endsWith('/events')
    const valid =
      isToken(ctx.request.input('uid'), 100) &&
      (!needsChannel || isToken(ctx.request.input('channel'), 200))
    if (!valid) return ctx.response.badRequest({ message: 'Pedido de tempo real inválido.' })
    return next()
  }
}
