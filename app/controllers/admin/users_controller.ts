import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import User from '#models/user'
import AdminPolicy from '#policies/admin_policy'
import UserAdminService, { USERS_PER_PAGE, type UserRow } from '#services/admin/user_admin_service'
import { flashToast } from '#services/flash'
import {
  panelAccessValidator,
  profileRoleValidator,
  userFiltersValidator,
} from '#validators/admin/user'
import UserRowTransformer from '#transformers/admin/user_row_transformer'

/** The Usuários section (super_admin and admin): search, role filter, profile role, panel access. */
@inject()
export default class UsersController {
  constructor(private users: UserAdminService) {}

  async index({ inertia, bouncer, request, logger }: HttpContext) {
    await bouncer.with(AdminPolicy).authorize('manageUsers')
    const filters = await request.validateUsing(userFiltersValidator, { data: request.qs() })
    let rows: UserRow[] = []
    let meta = { total: 0, perPage: USERS_PER_PAGE, currentPage: 1, lastPage: 1 }
    let loadError: string | null = null
    try {
      const result = await this.users.list({
        search: filters.busca,
        role: filters.role,
        page: filters.page ?? 1,
      })
      rows = result.rows
      meta = {
        total: result.meta.total,
        perPage: result.meta.perPage,
        currentPage: result.meta.currentPage,
        lastPage: result.meta.lastPage,
      }
    } catch (error) {
      logger.error({ err: error }, 'falha ao carregar os usuários')
      loadError = 'Erro ao carregar usuários'
    }
    return inertia.render('admin/users/index', {
      users: UserRowTransformer.transform(rows),
      pagination: meta,
      filters: { search: filters.busca ?? '', role: filters.role ?? null },
      loadError,
    })
  }

  async updateRole({ params, request, response, session, bouncer, auth }: HttpContext) {
    await bouncer.with(AdminPolicy).authorize('manageUsers')
    const user = await User.findOrFail(Number(params.id))
    const { role } = await request.validateUsing(profileRoleValidator)
    await this.users.updateProfileRole(user, role, auth.user!.id)
    flashToast(session, 'Role atualizada com sucesso!')
    return response.redirect().back()
  }

  async updateAccess({ params, request, response, session, bouncer, auth }: HttpContext) {
    await bouncer.with(AdminPolicy).authorize('manageUsers')
    const user = await User.findOrFail(Number(params.id))
    const { adminRole } = await request.validateUsing(panelAccessValidator)
    await this.users.updatePanelAccess(user, adminRole === 'none' ? null : adminRole, auth.user!.id)
    flashToast(session, 'Acesso ao painel atualizado com sucesso!')
    return response.redirect().back()
  }
}
