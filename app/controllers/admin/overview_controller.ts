import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import AdminPolicy from '#policies/admin_policy'
import OverviewService from '#services/admin/overview_service'
import ActivityService from '#services/admin/activity_service'
import OverviewStatsTransformer from '#transformers/admin/overview_stats_transformer'
import ActivityTransformer from '#transformers/admin/activity_transformer'

export const RECENT_ACTIVITY_COUNT = 8

@inject()
export default class OverviewController {
  constructor(
    private overview: OverviewService,
    private activity: ActivityService
  ) {}

  /**
   * The admin overview. Its numbers load right after the page (deferred
   * props, 'Carregando estatísticas...' meanwhile); a failure is rescued
   * (Inertia logs it) and the page shows zeros, as the spec says.
   */
  async show({ inertia, bouncer }: HttpContext) {
    await bouncer.with(AdminPolicy).authorize('access')
    return inertia.render('admin/dashboard', {
      stats: inertia.defer(
        async () => OverviewStatsTransformer.transform(await this.overview.stats()),
        { rescue: true }
      ),
      activity: inertia.defer(
        async () =>
          ActivityTransformer.transform(await this.activity.recent(RECENT_ACTIVITY_COUNT)),
        { rescue: true }
      ),
    })
  }

  /** Any unknown /admin/<x> falls back to the overview. */
  async fallback({ response }: HttpContext) {
    return response.redirect().toRoute('admin.dashboard')
  }
}
