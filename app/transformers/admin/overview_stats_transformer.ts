import type { OverviewStats } from '#domain/admin/admin_stats'
import { AppTransformer } from '#transformers/cheap_transform'

export default class OverviewStatsTransformer extends AppTransformer<OverviewStats> {
  toObject() {
    return this.pick(this.resource, [
      'totalUsers',
      'newUsersThisMonth',
      'totalCourses',
      'publishedCourses',
      'totalLessons',
      'activeUsersThisMonth',
      'publicationRate',
      'lessonsPerCourse',
      'monthlyGrowth',
    ])
  }
}
