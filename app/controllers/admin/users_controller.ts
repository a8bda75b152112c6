import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import User from '#models/user'
import AdminPolicy from '#policies/admin_policy'
import UserAdminService from '#services/admin/user_admin_service'
import { flashToast } from '#services/platform/flash'
import {
  panelAccessValidator,
  profileRoleValidator,
  userFiltersValidator,
} from '#validators/admin/user'
import UserRowTransformer from '#transformers/admin/user_row_transformer'
import PendingDeletionTransformer from '#transformers/admin/pending_deletion_transformer'
import AccountDeletionService from '#services/accounts/account_deletion_service'

/** The Usuários section (super_admin and admin): search, role filter, profile role, panel access. */
@inject()
export default class UsersController {
  constructor(
    private users: UserAdminService,
    private accountDeletions: AccountDeletionService
  ) {}

  /** The list loads right after the page; a failure shows 'Erro ao carregar usuários'. */
  async index({ inertia, bouncer, request }: HttpContext) {
    await bouncer.with(AdminPolicy).authorize('manageUsers')
    const filters = await request.validateUsing(userFiltersValidator, { data: request.qs() })
    /* Both deferred props come from one query. */
    let page: ReturnType<UserAdminService['list']> | undefined
    const load = () =>
      (page ??= this.users.list({
        search: filters.q,
        role: filters.role,
        page: filters.pagina ?? 1,
      }))
    return inertia.render('admin/users/index', {
      users: inertia.defer(
        async () => {
          const { rows } = await load()
          return UserRowTransformer.transform(rows)
        },
        { rescue: true }
      ),
      pagination: inertia.defer(
        async () => {
          const { meta } = await load()
          const { total, perPage, currentPage, lastPage } = meta
          return { total, perPage, currentPage, lastPage }
        },
        { rescue: true }
      ),
      filters: { search: filters.q ?? '', role: filters.role ?? null },
    })
  }

  /** 'Exclusões pendentes': accounts whose owner asked for deletion, soonest first. */
  async pendingDeletions({ inertia, bouncer }: HttpContext) {
    await bouncer.with(AdminPolicy).authorize('manageUsers')
    return inertia.render('admin/users/deletions', {
      deletions: PendingDeletionTransformer.transform(await this.accountDeletions.pending()),
    })
  }

  async updateRole({ params, request, response, session, bouncer, auth }: HttpContext) {
    await bouncer.with(AdminPolicy).authorize('manageUsers')
    const user = await User.findOrFail(Number(params.id))
    const { role } = await request.validateUsing(profileRoleValidator)
    await this.users.updateProfileRole(user, role, auth.user!.id)
    flashToast(session, 'Papel atualizado com sucesso!')
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
