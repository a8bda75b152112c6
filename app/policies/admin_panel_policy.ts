import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'
import { canAccessPanel } from '#domain/admin_roles'
import { adminRoleOf } from '#services/admin/admin_access'

export const PANEL_DENIED_MESSAGE = 'Você não tem permissão para acessar o painel administrativo.'

/** The admin panel itself: overview, analytics, guide. Any admin_users role opens it. */
export default class AdminPanelPolicy extends BasePolicy {
  async access(user: User) {
    return (
      canAccessPanel(await adminRoleOf(user)) ||
      AuthorizationResponse.deny(PANEL_DENIED_MESSAGE, 403)
    )
  }
}
