import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import NotificationService from '#services/messaging/notification_service'
import { flashToast } from '#services/platform/flash'
import { notificationPreferencesValidator } from '#validators/notifications'

/** The profile's 'Notificações' card: per kind, 'No site' and 'Por e-mail'. */
@inject()
export default class NotificationPreferencesController {
  constructor(private notifications: NotificationService) {}

  async update({ auth, request, response, session }: HttpContext) {
    const { inApp, email } = await request.validateUsing(notificationPreferencesValidator)
    await this.notifications.updatePreferences(auth.getUserOrFail().id, {
      inApp: inApp ?? [],
      email: email ?? [],
    })
    flashToast(session, 'Preferências de notificação salvas')
    return response.redirect().toRoute('profiles.own')
  }
}
