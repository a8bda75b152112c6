import type { courseContentStats } from '#domain/admin/admin_stats'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** The four stat cards of the course page (Progresso = share of lessons published). */
export default class CourseStatsTransformer extends BaseTransformer<
  ReturnType<typeof courseContentStats>
> {
  toObject() {
    return this.pick(this.resource, [
      'totalLessons',
      'publishedLessons',
      'totalMaterials',
      'completion',
    ])
  }
}
