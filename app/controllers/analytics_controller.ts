import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import LearnerAnalyticsService from '#services/learning/learner_analytics_service'
import LearnerAnalyticsTransformer from '#transformers/learner_analytics_transformer'
import { initialAnalyticsTab } from '#domain/learning/analytics'

@inject()
export default class AnalyticsController {
  constructor(private analytics: LearnerAnalyticsService) {}

  /**
   * /analytics, 'Análises de Performance': the signed-in learner's own
   * figures, all tabs at once (a fixed handful of queries); `?aba=` opens a tab.
   */
  async show({ inertia, auth, request }: HttpContext) {
    const report = await this.analytics.forLearner(auth.getUserOrFail().id)
    return inertia.render('analytics/index', {
      analytics: LearnerAnalyticsTransformer.transform(report),
      initialTab: initialAnalyticsTab(request.qs().aba),
    })
  }
}
