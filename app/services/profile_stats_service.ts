import db from '@adonisjs/lucid/services/db'
import {
  POINTS_PER_COMPLETED_COURSE,
  POINTS_PER_COMPLETED_LESSON,
  profilePoints,
  profileRanking,
} from '#domain/profile_stats'

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
  /** Emoji of the achievement (decorative) */
  icon: string | null
  earnedAt: string
}

/**
 * The profile counters, computed from stored progress (formula in
 * app/domain/profile_stats.ts). A course counts as completed when its
 * course_progress row has completed_at, or when every published lesson of it
 * is completed.
 */
export default class ProfileStatsService {
  async countersFor(userId: number): Promise<ProfileCounters> {
    const helpfulAnswers = await this.helpfulAnswersOf(userId)
    const { rows } = await db.rawQuery(
      `
      with lessons_done as (
        select user_id, count(*)::int as n
        from lesson_progress where completed_at is not null group by user_id
      ),
      published_lessons as (
        select course_id, count(*)::int as total from lessons where is_published = true group by course_id
      ),
      courses_done_by_lessons as (
        select lp.user_id, l.course_id
        from lesson_progress lp
        join lessons l on l.id = lp.lesson_id and l.is_published = true
        join published_lessons pl on pl.course_id = l.course_id
        where lp.completed_at is not null
        group by lp.user_id, l.course_id, pl.total
        having count(*) = pl.total
      ),
      courses_done as (
        select user_id, count(*)::int as n from (
          select user_id, course_id from course_progress where completed_at is not null
          union
          select user_id, course_id from courses_done_by_lessons
        ) done group by user_id
      ),
      scores as (
        select u.id as user_id,
          coalesce(ld.n, 0) as completed_lessons,
          coalesce(cd.n, 0) as completed_courses,
          coalesce(ld.n, 0) * ? + coalesce(cd.n, 0) * ? as points
        from users u
        left join lessons_done ld on ld.user_id = u.id
        left join courses_done cd on cd.user_id = u.id
      )
      select s.completed_lessons, s.completed_courses,
        (select count(*)::int from scores other where other.points > s.points) as members_ahead
      from scores s where s.user_id = ?
      `,
      [POINTS_PER_COMPLETED_LESSON, POINTS_PER_COMPLETED_COURSE, userId]
    )
    const row = rows[0] ?? { completed_lessons: 0, completed_courses: 0, members_ahead: 0 }
    const points = profilePoints({
      completedLessons: Number(row.completed_lessons),
      completedCourses: Number(row.completed_courses),
      helpfulAnswers,
    })
    return {
      points,
      ranking: profileRanking(points, Number(row.members_ahead)),
      completedCourses: Number(row.completed_courses),
      helpfulAnswers,
    }
  }

  /**
   * Answers of this member marked helpful in the forum. The forum does not
   * exist yet, so it is 0; wire it (and the ranking query above) when it does.
   */
  async helpfulAnswersOf(_userId: number) {
    return 0
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
