import type { AdminAnalytics } from '#services/admin/analytics_service'
import { BaseTransformer } from '@adonisjs/core/transformers'

export default class AnalyticsTransformer extends BaseTransformer<AdminAnalytics> {
  toObject() {
    return this.pick(this.resource, ['periodDays', 'views', 'completions', 'topLessons'])
  }
}
