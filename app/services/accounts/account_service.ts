import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import Profile from '#models/profile'
import AdminUser from '#models/admin_user'
import UserRegistered from '#events/user_registered'
import { isUniqueViolation } from '#services/platform/database_errors'
import {
  type AdminRole,
  DEFAULT_PROFILE_ROLE,
  profileRoleOnPanelGrant,
} from '#domain/accounts/roles'

export type NewAccount = { fullName: string; email: string; password: string }

/**
 * Creating accounts. E-mails arrive trimmed and lower-cased from the
 * validators (the column stores them that way), so comparisons are
 * case-insensitive.
 */
export default class AccountService {
  /**
   * Sign-up: the user and their profile in one transaction, then the
   * confirmation e-mail. Null when the address already has an account
   * (also when two sign-ups race: the unique e-mail keeps one).
   */
  async register(data: NewAccount): Promise<User | null> {
    let user: User | null
    try {
      user = await db.transaction(async (trx) => {
        if (await User.query({ client: trx }).where('email', data.email).first()) return null
        const created = await User.create(data, { client: trx })
        await Profile.create(
          { userId: created.id, fullName: data.fullName, role: DEFAULT_PROFILE_ROLE },
          { client: trx }
        )
        return created
      })
    } catch (error) {
      if (isUniqueViolation(error)) return null
      throw error
    }
    if (user) await UserRegistered.dispatch(user)
    return user
  }

  /**
   * For operators (`users:create`): creates a confirmed account, or updates the
   * one with that e-mail (name, password when given, admin role when given).
   */
  async upsertConfirmed(data: {
    email: string
    fullName: string
    password?: string
    adminRole?: AdminRole
  }) {
    return db.transaction(async (trx) => {
      let user = await User.query({ client: trx }).where('email', data.email).forUpdate().first()
      const created = !user
      if (!user) {
        if (!data.password) throw new Error('Uma senha é necessária para criar uma conta nova.')
        user = new User()
        user.email = data.email
      }
      user.useTransaction(trx)
      user.fullName = data.fullName
      if (data.password) user.password = data.password
      user.emailVerifiedAt = user.emailVerifiedAt ?? DateTime.now()
      await user.save()

      const profile = await Profile.firstOrNew(
        { userId: user.id },
        { role: DEFAULT_PROFILE_ROLE },
        { client: trx }
      )
      profile.fullName = data.fullName
      if (data.adminRole) profile.role = profileRoleOnPanelGrant(profile.role)
      await profile.useTransaction(trx).save()

      if (data.adminRole) {
        await AdminUser.updateOrCreate(
          { userId: user.id },
          { role: data.adminRole },
          { client: trx }
        )
      }
      return { user, created }
    })
  }
}
