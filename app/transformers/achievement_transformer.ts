import { BaseTransformer } from '@adonisjs/core/transformers'
import type { EarnedAchievement } from '#services/community/profile_stats_service'

/** An achievement on the profile's Conquistas tab. */
export default class AchievementTransformer extends BaseTransformer<EarnedAchievement> {
  toObject() {
    return this.pick(this.resource, ['id', 'title', 'description', 'icon', 'earnedAt'])
  }
}
