import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/**
 * For requests a page makes on its own (the Transmit stream and
 * subscriptions, the bell's menu): every request takes the session's flash
 * messages, so one of these landing between a form's redirect and the page
 * it leads to would swallow that page's toast. They hand them on instead.
 */
export default class KeepFlashMiddleware {
  async handle({ session }: HttpContext, next: NextFn) {
    /* Only when there is something: an empty reflash would still rewrite the session. */
    if (!session.flashMessages.isEmpty) session.reflash()
    return next()
  }
}
