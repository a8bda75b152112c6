import { errors as bouncerErrors } from '@adonisjs/bouncer'
import AdminAccessDeniedException from '#exceptions/admin_access_denied_exception'

/**
 * Runs a Bouncer `authorize(...)` and turns a denial into a 403 'Acesso
 * Negado' answer. (Bouncer's own handling redirects back on form
 * submissions, which would look like a success to a crafted request.)
 *
 *   await authorizeAdmin(() => bouncer.with(AdminContentPolicy).authorize('manage'))
 */
export async function authorizeAdmin(check: () => Promise<void>) {
  try {
    await check()
  } catch (error) {
    if (error instanceof bouncerErrors.E_AUTHORIZATION_FAILURE) {
      throw new AdminAccessDeniedException(error.response.message || 'Acesso negado.')
    }
    throw error
  }
}
