import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import MemberPointsService from '#services/community/member_points_service'

export type ProfileCounters = {
  points: number
  ranking: number | null
  completedCourses: number
  helpfulAnswers: number
}

export type EarnedAchievement = {
  id: number
  title: string
  description: string | null
  /** Name of the achievement's drawn icon (app/domain/community/achievements.ts) */
  icon: string | null
  earnedAt: string
}

/**
 * The profile counters, computed from stored progress and forum activity
 * (rule in app/domain/community/profile_stats.ts, one query in MemberPointsService).
 * 'Ajudas' are the member's replies accepted as a discussion's solution.
 */
@inject()
export default class ProfileStatsService {
  constructor(private points: MemberPointsService) {}

  async countersFor(userId: number): Promise<ProfileCounters> {
    const standing = await this.points.standingOf(userId)
    return {
      points: standing.points,
      ranking: standing.ranking,
      completedCourses: standing.completedCourses,
      helpfulAnswers: standing.solutions,
    }
  }

  /** Achievements earned by the member (user_achievements), newest first; one query. */
  async achievementsOf(userId: number): Promise<EarnedAchievement[]> {
    const rows: Array<{
      id: number
      title: string
      description: string | null
      icon: string | null
      earned_at: Date | string
    }> = await db
      .from('user_achievements')
      .join('achievements', 'achievements.id', 'user_achievements.achievement_id')
      .where('user_achievements.user_id', userId)
      .orderBy('user_achievements.earned_at', 'desc')
      .orderBy('user_achievements.id', 'desc')
      .select(
        'user_achievements.id',
        'achievements.title',
        'achievements.description',
        'achievements.icon',
        'user_achievements.earned_at'
      )
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      icon: row.icon,
      earnedAt: new Date(row.earned_at).toISOString(),
    }))
  }
}
