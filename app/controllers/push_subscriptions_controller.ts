import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import PushService from '#services/messaging/push_service'
import { PUSH_DEVICE_COOKIE } from '#domain/messaging/push'
import { pushSubscribeValidator, pushUnsubscribeValidator } from '#validators/push_subscriptions'

/**
 * 'Notificações neste dispositivo' (profile): this browser's push
 * subscription on or off. The endpoint is also kept in an encrypted cookie,
 * so signing out in this browser removes it without asking the page.
 */
@inject()
export default class PushSubscriptionsController {
  constructor(private push: PushService) {}

  async store({ auth, request, response }: HttpContext) {
    const device = await request.validateUsing(pushSubscribeValidator)
    await this.push.subscribe(auth.getUserOrFail().id, device, request.header('user-agent'))
    response.encryptedCookie(PUSH_DEVICE_COOKIE, device.endpoint, {
      httpOnly: true,
      sameSite: 'lax',
      maxAge: '400d',
    })
    return response.noContent()
  }

  async destroy({ auth, request, response }: HttpContext) {
    const { endpoint } = await request.validateUsing(pushUnsubscribeValidator)
    await this.push.unsubscribe(auth.getUserOrFail().id, endpoint)
    response.clearCookie(PUSH_DEVICE_COOKIE)
    return response.noContent()
  }
}
