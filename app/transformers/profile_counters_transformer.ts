import { AppTransformer } from '#transformers/cheap_transform'
import type { ProfileCounters } from '#services/community/profile_stats_service'

/** Pontos, Ranking, Cursos, Ajudas of the profile side card. */
export default class ProfileCountersTransformer extends AppTransformer<ProfileCounters> {
  toObject() {
    return this.pick(this.resource, ['points', 'ranking', 'completedCourses', 'helpfulAnswers'])
  }
}
