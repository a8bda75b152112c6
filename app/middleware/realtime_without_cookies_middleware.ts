import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/** The Transmit routes (stream, subscribe, unsubscribe): requests the page makes on its own. */
export function isRealtimeRequest(request: HttpContext['request']) {
  return request.url().startsWith('/__transmit/')
}

/**
 * The Transmit requests (event stream, subscribe, unsubscribe) are made by
 * the page on its own, at the same time as what the person does. With the
 * session kept in a cookie, a subscription answered just after a sign-out
 * would set the old session's cookie again, undoing the sign-out's new
 * session and its toast. They read the session (who is asking) and never
 * answer with a cookie.
 */
export default class RealtimeWithoutCookiesMiddleware {
  async handle({ request, response }: HttpContext, next: NextFn) {
    await next()
    if (isRealtimeRequest(request) && !response.headersSent) {
      response.removeHeader('set-cookie')
    }
  }
}
