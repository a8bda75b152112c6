import { BaseTransformer } from '@adonisjs/core/transformers'
import type { ProfileCounters } from '#services/community/profile_stats_service'

/** Pontos, Ranking, Cursos, Ajudas of the profile side card. */
export default class ProfileCountersTransformer extends BaseTransformer<ProfileCounters> {
  toObject() {
    return this.pick(this.resource, ['points', 'ranking', 'completedCourses', 'helpfulAnswers'])
  }
}
