import { AppTransformer } from '#transformers/cheap_transform'
import type Notification from '#models/notification'
import { describeNotification } from '#domain/messaging/notifications'

/**
 * A notification in the bell's menu, on /notificacoes and in the live push:
 * its sentence, whether it was read and when its subject last moved. The link
 * is the notification itself (POST notifications.read marks it and goes there).
 */
export default class NotificationTransformer extends AppTransformer<Notification> {
  toObject() {
    const notification = this.resource
    return {
      id: notification.id,
      kind: notification.kind,
      text: describeNotification(notification.kind, notification.data, notification.count),
      count: notification.count,
      read: notification.readAt !== null,
      updatedAt: notification.updatedAt.toISO()!,
    }
  }
}
