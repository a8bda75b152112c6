import type { OverviewStats } from '#services/admin/overview_service'
import { BaseTransformer } from '@adonisjs/core/transformers'

export default class OverviewStatsTransformer extends BaseTransformer<OverviewStats> {
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
