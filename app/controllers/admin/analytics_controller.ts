import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import AdminPolicy from '#policies/admin_policy'
import AnalyticsService from '#services/admin/analytics_service'
import AnalyticsTransformer from '#transformers/admin/analytics_transformer'

/** The admin Analytics section: lesson views and completions, last 30 days vs the 30 before. */
@inject()
export default class AnalyticsController {
  constructor(private analytics: AnalyticsService) {}

  async show({ inertia, bouncer, logger }: HttpContext) {
    await bouncer.with(AdminPolicy).authorize('access')
    try {
      return inertia.render('admin/analytics', {
        analytics: AnalyticsTransformer.transform(await this.analytics.summary()),
        loadError: null,
      })
    } catch (error) {
      logger.error({ err: error }, 'falha ao carregar as métricas do painel')
      return inertia.render('admin/analytics', {
        analytics: null,
        loadError: 'Erro ao carregar métricas',
      })
    }
  }
}
