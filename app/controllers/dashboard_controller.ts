import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import DashboardService from '#services/dashboard_service'
import DashboardTransformer from '#transformers/dashboard_transformer'

@inject()
export default class DashboardController {
  constructor(private dashboard: DashboardService) {}

  /** The learner's dashboard (needs a session), from real progress. */
  async show({ inertia, auth }: HttpContext) {
    const data = await this.dashboard.forUser(auth.getUserOrFail().id)
    return inertia.render('dashboard/show', { dashboard: DashboardTransformer.transform(data) })
  }
}
