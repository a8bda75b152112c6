import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import Notification from '#models/notification'
import NotificationPolicy from '#policies/notification_policy'
import NotificationService from '#services/messaging/notification_service'
import RealtimeService from '#services/messaging/realtime_service'
import { jsonSerializer } from '#services/platform/json_serializer'
import NotificationTransformer from '#transformers/notification_transformer'
import { notificationListValidator } from '#validators/notifications'

/** The member's notifications: the page, the bell's menu (JSON) and marking them read. */
@inject()
export default class NotificationsController {
  constructor(
    private notifications: NotificationService,
    private realtime: RealtimeService
  ) {}

  /** /notificacoes: everything, newest activity first, 20 per page. */
  async index({ auth, inertia, request }: HttpContext) {
    const { pagina } = await request.validateUsing(notificationListValidator, {
      data: request.qs(),
    })
    const page = await this.notifications.page(auth.getUserOrFail().id, pagina ?? 1)
    const { total, currentPage, lastPage } = page.getMeta()
    return inertia.render('notifications/index', {
      notifications: NotificationTransformer.transform(page.all()),
      pagination: { total: Number(total), currentPage, lastPage },
    })
  }

  /**
   * The bell's menu (loaded when it opens) and the header's counts (also read
   * once the live channel is ready, to catch up on what it missed).
   */
  async recent({ auth }: HttpContext) {
    const userId = auth.getUserOrFail().id
    const latest = await this.notifications.recent(userId)
    const unread = await this.realtime.unreadCounts(userId)
    return {
      notifications: await jsonSerializer.serializeWithoutWrapping(
        NotificationTransformer.transform(latest)
      ),
      unread,
    }
  }

  /** Opening a notification marks it read, then goes where it happened. */
  async read({ params, bouncer, request, response }: HttpContext) {
    const notification = await Notification.findOrFail(params.id)
    await bouncer.with(NotificationPolicy).authorize('read', notification)
    await this.notifications.markRead(notification)
    const link = this.notifications.linkOf(notification.data)
    /* The `#resposta-…` of a redirect is lost in Inertia's XHR: its redirect header keeps it. */
    if (request.header('x-inertia') && link.includes('#')) {
      return response.header('X-Inertia-Redirect', link).conflict()
    }
    return response.redirect(link)
  }

  /** 'Marcar todas como lidas' (bell's menu and /notificacoes). */
  async readAll({ auth, response }: HttpContext) {
    await this.notifications.markAllRead(auth.getUserOrFail().id)
    return response.redirect().back()
  }
}
