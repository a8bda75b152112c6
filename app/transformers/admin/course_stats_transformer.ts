import type { courseContentStats } from '#domain/admin/admin_stats'
import { AppTransformer } from '#transformers/cheap_transform'

/** The four stat cards of the course page (Progresso = share of lessons published). */
export default class CourseStatsTransformer extends AppTransformer<
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
