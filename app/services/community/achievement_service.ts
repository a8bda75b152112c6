import { inject } from '@adonisjs/core'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Achievement from '#models/achievement'
import UserAchievement from '#models/user_achievement'
import StudyStatsService from '#services/learning/study_stats_service'
import {
  ACHIEVEMENTS,
  QUIZ_MASTER_PERCENT,
  deservedAchievements,
  type AchievementKey,
} from '#domain/community/achievements'
import { longestStreak } from '#domain/learning/streaks'

export type EarnedAchievement = {
  key: string
  title: string
  description: string
  icon: string
  earnedAt: string
}

/** Awards achievements from a learner's real numbers and lists the earned ones. */
@inject()
export default class AchievementService {
  constructor(private stats: StudyStatsService) {}

  /** Writes the achievement catalogue (titles may change between releases). */
  async syncCatalogue(client: TransactionClientContract | null = null) {
    const now = new Date()
    const query = (client ?? db.connection()).insertQuery().table('achievements')
    await query
      .multiInsert(
        ACHIEVEMENTS.map(({ key, title, description, icon }) => ({
          key,
          title,
          description,
          icon,
          created_at: now,
          updated_at: now,
        }))
      )
      .onConflict('key')
      .merge(['title', 'description', 'icon', 'updated_at'])
  }

  /** Awards every achievement the learner deserves and has not earned yet; returns the new ones. */
  async evaluate(userId: number) {
    const [lessons, courses, quizzes, activeDays] = await Promise.all([
      db
        .from('lesson_progress')
        .where('user_id', userId)
        .whereNotNull('completed_at')
        .count('* as total'),
      db
        .from('course_progress')
        .where('user_id', userId)
        .whereNotNull('completed_at')
        .count('* as total'),
      /* Percents rounded as quizPercent() rounds them (Math.round and SQL round agree on positives). */
      db
        .from('quiz_attempts')
        .where('user_id', userId)
        .whereNotNull('finished_at')
        .where('total', '>', 0)
        // raw SQL: count(*) FILTER (…), round() and ::int casts have no query-builder form
        .select(
          db.raw('max(round(score * 100.0 / total))::int as best'),
          db.raw('(count(*) filter (where round(score * 100.0 / total) >= ?))::int as at85', [
            QUIZ_MASTER_PERCENT,
          ])
        )
        .first(),
      this.stats.activeDays(userId),
    ])
    const deserved = deservedAchievements({
      completedLessons: Number(lessons[0].total),
      completedCourses: Number(courses[0].total),
      longestStreak: longestStreak(activeDays),
      bestQuizPercent: quizzes?.best ?? null,
      quizzesAt85: Number(quizzes?.at85 ?? 0),
    })
    return this.award(userId, deserved)
  }

  /** Awards the given keys (idempotent); `earnedAt` lets the demo seed date them in the past. */
  async award(
    userId: number,
    keys: AchievementKey[],
    earnedAt: DateTime = DateTime.now(),
    client: TransactionClientContract | null = null
  ) {
    if (keys.length === 0) return []
    await this.syncCatalogue(client)
    const achievements = await Achievement.query({ client: client ?? undefined }).whereIn(
      'key',
      keys
    )
    const rows = await (client ?? db.connection())
      .insertQuery()
      .table('user_achievements')
      .multiInsert(
        achievements.map((achievement) => ({
          user_id: userId,
          achievement_id: achievement.id,
          earned_at: earnedAt.toJSDate(),
        }))
      )
      .onConflict(['user_id', 'achievement_id'])
      .ignore()
      .returning('achievement_id')
    const newIds = new Set(rows.map((row: { achievement_id: number }) => row.achievement_id))
    return achievements.filter((achievement) => newIds.has(achievement.id))
  }

  /** The learner's achievements, newest first (one query, with the catalogue's words). */
  async recent(userId: number, limit = 5): Promise<EarnedAchievement[]> {
    return earnedFromRows(await this.recentQuery(userId, limit))
  }

  /** The member's latest achievements, not run yet (the dashboard reads it as JSON with its figures). */
  recentQuery(userId: number, limit = 5) {
    return db
      .from('user_achievements')
      .join('achievements', 'achievements.id', 'user_achievements.achievement_id')
      .where('user_achievements.user_id', userId)
      .orderBy('user_achievements.earned_at', 'desc')
      .orderBy('user_achievements.id', 'desc')
      .limit(limit)
      .select(
        'achievements.key',
        'achievements.title',
        'achievements.description',
        'achievements.icon',
        'user_achievements.earned_at'
      )
  }

  /** Achievements earned at or after `since` (to announce them right after an action). */
  async earnedSince(userId: number, since: DateTime) {
    const rows = await UserAchievement.query()
      .where('user_id', userId)
      .where('earned_at', '>=', since.toJSDate())
      .preload('achievement')
      .orderBy('earned_at')
    return rows.map((row) => row.achievement)
  }
}

export type EarnedRow = {
  key: string
  title: string
  description: string
  icon: string
  earned_at: Date | string
}

/** Rows of recentQuery (read as rows or as JSON, whose dates are text) as the pages show them. */
export function earnedFromRows(rows: EarnedRow[]): EarnedAchievement[] {
  return rows.map((row) => ({
    key: row.key,
    title: row.title,
    description: row.description,
    icon: row.icon,
    earnedAt: DateTime.fromJSDate(new Date(row.earned_at)).toISO()!,
  }))
}
