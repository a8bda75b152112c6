import type { AdminAnalytics } from '#services/admin/analytics_service'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** The admin Analytics page: the period, its figures, the chart points and the three tables. */
export default class AnalyticsTransformer extends BaseTransformer<AdminAnalytics> {
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
