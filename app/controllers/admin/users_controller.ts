import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import User from '#models/user'
import AdminUserPolicy from '#policies/admin_user_policy'
import UserAdminService, { USERS_PER_PAGE, type UserRow } from '#services/admin/user_admin_service'
import { AdminRefusal } from '#services/admin/refusal'
import { flashError, flashToast } from '#services/flash'
import {
  panelAccessValidator,
  profileRoleValidator,
  userFiltersValidator,
} from '#validators/admin/user'
import UserRowTransformer from '#transformers/admin/user_row_transformer'
import { authorizeAdmin } from '#services/admin/authorize'

/** The Usuários section (super_admin and admin): search, role filter, profile role, panel access. */
@inject()
export default class UsersController {
  constructor(private users: UserAdminService) {}

  async index({ inertia, bouncer, request, logger }: HttpContext) {
    await authorizeAdmin(() => bouncer.with(AdminUserPolicy).authorize('viewAny'))
    const filters = await request.validateUsing(userFiltersValidator, { data: request.qs() })
    let rows: UserRow[] = []
    let meta = { total: 0, perPage: USERS_PER_PAGE, currentPage: 1, lastPage: 1 }
    let loadError: string | null = null
    try {
      const result = await this.users.list({
        search: filters.q,
        role: filters.role,
        page: filters.pagina ?? 1,
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
      filters: { search: filters.q ?? '', role: filters.role ?? null },
      loadError,
    })
  }

  async updateRole({ params, request, response, session, bouncer, auth, logger }: HttpContext) {
    await authorizeAdmin(() => bouncer.with(AdminUserPolicy).authorize('updateRole'))
    const user = await User.find(Number(params.id))
    if (!user) {
      flashError(session, 'Erro ao atualizar role', 'Usuário não encontrado.')
      return response.redirect().back()
    }
    const { role } = await request.validateUsing(profileRoleValidator)
    try {
      await this.users.updateProfileRole(user, role, auth.user!.id)
      flashToast(session, 'Role atualizada com sucesso!')
    } catch (error) {
      logger.error({ err: error, userId: user.id }, 'falha ao atualizar role')
      flashError(session, 'Erro ao atualizar role')
    }
    return response.redirect().back()
  }

  async updateAccess({ params, request, response, session, bouncer, auth, logger }: HttpContext) {
    await authorizeAdmin(() => bouncer.with(AdminUserPolicy).authorize('updateAccess'))
    const user = await User.find(Number(params.id))
    if (!user) {
      flashError(session, 'Erro ao atualizar acesso ao painel', 'Usuário não encontrado.')
      return response.redirect().back()
    }
    const { adminRole } = await request.validateUsing(panelAccessValidator)
    try {
      await this.users.updatePanelAccess(
        user,
        adminRole === 'none' ? null : adminRole,
        auth.user!.id
      )
      flashToast(session, 'Acesso ao painel atualizado com sucesso!')
    } catch (error) {
      if (error instanceof AdminRefusal) flashError(session, error.title, error.description)
      else {
        logger.error({ err: error, userId: user.id }, 'falha ao atualizar acesso ao painel')
        flashError(session, 'Erro ao atualizar acesso ao painel')
      }
    }
    return response.redirect().back()
  }
}
