import { AppTransformer } from '#transformers/cheap_transform'
import type { DashboardData } from '#services/learning/dashboard_service'

/** The learner dashboard (`dashboard/show`). */
export default class DashboardTransformer extends AppTransformer<DashboardData> {
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
