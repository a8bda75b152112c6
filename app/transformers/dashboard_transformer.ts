import { BaseTransformer } from '@adonisjs/core/transformers'
import type { DashboardData } from '#services/learning/dashboard_service'

/** The learner dashboard (`dashboard/show`). */
export default class DashboardTransformer extends BaseTransformer<DashboardData> {
  toObject() {
    return this.pick(this.resource, [
      'stats',
      'inProgress',
      'activity',
      'mentors',
      'week',
      'achievements',
    ])
  }
}
