import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'
import type Notification from '#models/notification'

/** A notification is its member's alone: anyone else gets a plain 403 and nothing changes. */
export default class NotificationPolicy extends BasePolicy {
  read(user: User, notification: Notification) {
    if (notification.userId === user.id) return true
    return AuthorizationResponse.deny('Esta notificação não é sua.', 403)
  }
}
