import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import AdminPolicy from '#policies/admin_policy'
import AnalyticsService from '#services/admin/analytics_service'
import AnalyticsTransformer from '#transformers/admin/analytics_transformer'

/** The admin Analytics section: lesson views and completions, last 30 days vs the 30 before. */
@inject()
export default class AnalyticsController {
  constructor(private analytics: AnalyticsService) {}

  /** The numbers load right after the page; a failure shows 'Erro ao carregar métricas'. */
  async show({ inertia, bouncer }: HttpContext) {
    await bouncer.with(AdminPolicy).authorize('access')
    return inertia.render('admin/analytics', {
      analytics: inertia.defer(
        async () => AnalyticsTransformer.transform(await this.analytics.summary()),
        { rescue: true }
      ),
    })
  }
}
