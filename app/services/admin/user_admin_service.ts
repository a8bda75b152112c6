import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import Profile from '#models/profile'
import AdminUser from '#models/admin_user'
import {
  ADMIN_ROLE_LABELS,
  DEFAULT_PROFILE_ROLE,
  PROFILE_ROLE_LABELS,
  SUPER_ADMIN,
  maySetPanelRole,
  removesLastSuperAdmin,
  type AdminRole,
  type ProfileRole,
} from '#domain/accounts/roles'
import ActivityService from '#services/admin/activity_service'
import { AdminRefusal } from '#exceptions/admin_refusal'

export const USERS_PER_PAGE = 20

export const LAST_SUPER_ADMIN_MESSAGE =
  'Não é possível remover o último superadministrador: promova outra pessoa a superadministrador antes.'

export const SUPER_ADMIN_ONLY_MESSAGE =
  'Só um superadministrador pode conceder ou remover o papel de superadministrador.'

export type UserRow = {
  id: number
  email: string
  fullName: string | null
  profileRole: ProfileRole
  adminRole: AdminRole | null
  createdAt: string
}

/** People and their roles: profile role (student/instructor/admin) and admin panel access. */
@inject()
export default class UserAdminService {
  constructor(private activity: ActivityService) {}

  /** Newest first; search by name or e-mail (accents ignored), filter by profile role. */
  async list(options: { search?: string | null; role?: ProfileRole | null; page: number }) {
    const query = db
      .from('users')
      .leftJoin('profiles', 'profiles.user_id', 'users.id')
      .leftJoin('admin_users', 'admin_users.user_id', 'users.id')
      // raw SQL: coalesce() of joined columns and a default role as one column
      .select(
        'users.id',
        'users.email',
        db.raw('coalesce(profiles.full_name, users.full_name) as full_name'),
        db.raw('coalesce(profiles.role, ?) as profile_role', [DEFAULT_PROFILE_ROLE]),
        'admin_users.role as admin_role',
        'users.created_at'
      )
      /* Deleted accounts are tombstones, not people. */
      .whereNull('users.deleted_at')
      .orderBy('users.created_at', 'desc')
      .orderBy('users.id', 'desc')

    const search = options.search?.trim()
    if (search) {
      const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
      query.where((where) => {
        where
          // raw SQL: accent-insensitive search: unaccent() on both sides of ILIKE
          .whereRaw('unaccent(users.email) ilike unaccent(?)', [pattern])
          .orWhereRaw(
            "unaccent(coalesce(profiles.full_name, users.full_name, '')) ilike unaccent(?)",
            [pattern]
          )
      })
    }
    if (options.role) {
      // raw SQL: a member without a profile counts as the default role: coalesce() in the condition
      query.whereRaw('coalesce(profiles.role, ?) = ?', [DEFAULT_PROFILE_ROLE, options.role])
    }

    const page = await query.paginate(options.page, USERS_PER_PAGE)
    const rows: UserRow[] = page.all().map((row) => ({
      id: row.id,
      email: row.email,
      fullName: row.full_name,
      profileRole: row.profile_role,
      adminRole: row.admin_role ?? null,
      createdAt: new Date(row.created_at).toISOString(),
    }))
    return { rows, meta: page.getMeta() }
  }

  async updateProfileRole(user: User, role: ProfileRole, actorId: number) {
    await db.transaction(async (trx) => {
      const profile = await Profile.query({ client: trx })
        .where('user_id', user.id)
        .forUpdate()
        .first()
      if (profile) {
        profile.role = role
        await profile.save()
      } else {
        await Profile.create({ userId: user.id, fullName: user.fullName, role }, { client: trx })
      }
      await this.activity.record(
        actorId,
        'profile_role_changed',
        user.displayName,
        PROFILE_ROLE_LABELS[role],
        trx
      )
    })
  }

  /**
   * Grants, changes or removes (null) panel access. The super admin rows are
   * locked while checking, so two concurrent demotions cannot remove the
   * last super admin between them.
   */
  async updatePanelAccess(user: User, role: AdminRole | null, actorId: number) {
    await db.transaction(async (trx) => {
      const superAdmins = await AdminUser.query({ client: trx })
        .where('role', SUPER_ADMIN)
        .forUpdate()
      const current = await AdminUser.query({ client: trx })
        .where('user_id', user.id)
        .forUpdate()
        .first()
      const actorRow =
        superAdmins.find((row) => row.userId === actorId) ??
        (await AdminUser.query({ client: trx }).where('user_id', actorId).first())
      const actorRole = actorRow?.role ?? null
      if (!maySetPanelRole(actorRole, current?.role ?? null, role)) {
        throw new AdminRefusal('Erro ao atualizar acesso ao painel', SUPER_ADMIN_ONLY_MESSAGE)
      }
      if (removesLastSuperAdmin(current?.role ?? null, role, superAdmins.length)) {
        throw new AdminRefusal('Erro ao atualizar acesso ao painel', LAST_SUPER_ADMIN_MESSAGE)
      }
      if (role === null) {
        if (current) await current.delete()
      } else if (current) {
        current.role = role
        await current.save()
      } else {
        await AdminUser.create({ userId: user.id, role }, { client: trx })
      }
      await this.activity.record(
        actorId,
        'panel_access_changed',
        user.displayName,
        role ? ADMIN_ROLE_LABELS[role] : 'sem acesso',
        trx
      )
    })
  }
}
