import { BasePolicy as BouncerBasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'
import { can, type Ability } from '#domain/accounts/roles'
import { rolesOf } from '#services/accounts/member_roles'

/**
 * The policies where staff may do everything: `before()` lets through the
 * members whose roles grant `staffAbility` (#domain/accounts/roles), and the
 * actions decide for everyone else. Policies whose rules bind staff too (the
 * forum's authorship, messages, notifications) extend Bouncer's directly.
 */
export default class BasePolicy extends BouncerBasePolicy {
  /** Who skips this policy's actions; the administrators (super_admin, admin) unless narrowed or widened. */
  protected staffAbility: Ability = 'administer'

  async before(user: User | null) {
    if (user && can(await rolesOf(user), this.staffAbility)) return true
  }
}
