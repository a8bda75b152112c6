import { AppTransformer } from '#transformers/cheap_transform'
import type { EarnedAchievement } from '#services/community/profile_stats_service'

/** An achievement on the profile's Conquistas tab. */
export default class AchievementTransformer extends AppTransformer<EarnedAchievement> {
  toObject() {
    return this.pick(this.resource, ['id', 'title', 'description', 'icon', 'earnedAt'])
  }
}
