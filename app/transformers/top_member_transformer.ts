import { AppTransformer } from '#transformers/cheap_transform'
import type { MemberStanding } from '#services/community/member_points_service'
import { FALLBACK_PROFILE_NAME, FALLBACK_PROFILE_SPECIALTY } from '#domain/community/profile_stats'

type TopMember = MemberStanding & {
  fullName: string | null
  specialty: string | null
  avatarUrl: string | null
}

/** A line of 'Top Membros': who, points, ranking and solutions. */
export default class TopMemberTransformer extends AppTransformer<TopMember> {
  toObject() {
    return {
      id: this.resource.userId,
      fullName: this.resource.fullName?.trim() || FALLBACK_PROFILE_NAME,
      specialty: this.resource.specialty?.trim() || FALLBACK_PROFILE_SPECIALTY,
      avatarUrl: this.resource.avatarUrl,
      points: this.resource.points,
      ranking: this.resource.ranking,
      solutions: this.resource.solutions,
    }
  }
}
