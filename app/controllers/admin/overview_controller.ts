import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import AdminPolicy from '#policies/admin_policy'
import OverviewService, { EMPTY_OVERVIEW } from '#services/admin/overview_service'
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
   * props, 'Carregando estatísticas...' meanwhile); a failure is logged and
   * shows zeros, as the spec says.
   */
  async show({ inertia, bouncer, logger }: HttpContext) {
    await bouncer.with(AdminPolicy).authorize('access')
    return inertia.render('admin/dashboard', {
      stats: inertia.defer(async () => {
        try {
          return OverviewStatsTransformer.transform(await this.overview.stats())
        } catch (error) {
          logger.error({ err: error }, 'falha ao carregar as estatísticas do painel')
          return OverviewStatsTransformer.transform(EMPTY_OVERVIEW)
        }
      }),
      activity: inertia.defer(async () => {
        try {
          return ActivityTransformer.transform(await this.activity.recent(RECENT_ACTIVITY_COUNT))
        } catch (error) {
          logger.error({ err: error }, 'falha ao carregar a atividade recente do painel')
          return ActivityTransformer.transform([])
        }
      }),
    })
  }

  /** Any unknown /admin/<x> falls back to the overview. */
  async fallback({ response }: HttpContext) {
    return response.redirect().toRoute('admin.dashboard')
  }
}
