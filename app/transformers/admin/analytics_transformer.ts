import type { AdminAnalytics } from '#services/admin/analytics_service'
import { AppTransformer } from '#transformers/cheap_transform'

/** The admin Analytics page: the period, its figures, the chart points and the three tables. */
export default class AnalyticsTransformer extends AppTransformer<AdminAnalytics> {
  toObject() {
    return this.pick(this.resource, [
      'period',
      'unit',
      'current',
      'previous',
      'metrics',
      'series',
      'courses',
      'dropOff',
      'hardestQuestions',
    ])
  }
}
