import db from '@adonisjs/lucid/services/db'
import StudyGoal from '#models/study_goal'
import { dayKey, lastDays } from '#domain/streaks'
import { DEFAULT_WEEKLY_GOAL_HOURS } from '#domain/study_plan'

/** How far back activity is read to compute streaks. */
const STREAK_LOOKBACK_DAYS = 400

/**
 * Study numbers a learner sees: active days (for streaks), studied time per
 * day (weekly bars), total studied time and the weekly goal.
 */
export default class StudyStatsService {
  /**
   * São Paulo days on which the learner studied, completed a lesson or
   * finished a quiz — one query.
   */
  async activeDays(userId: number): Promise<Set<string>> {
    const since = new Date(Date.now() - STREAK_LOOKBACK_DAYS * 24 * 60 * 60 * 1000)
    const zone = "'America/Sao_Paulo'"
    const result = await db.rawQuery(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day FROM study_time_entries
         WHERE user_id = :userId AND seconds > 0 AND day >= (:since::timestamptz AT TIME ZONE ${zone})::date
       UNION
       SELECT to_char((completed_at AT TIME ZONE ${zone})::date, 'YYYY-MM-DD') FROM lesson_progress
         WHERE user_id = :userId AND completed_at >= :since
       UNION
       SELECT to_char((finished_at AT TIME ZONE ${zone})::date, 'YYYY-MM-DD') FROM quiz_attempts
         WHERE user_id = :userId AND finished_at >= :since`,
      { userId, since }
    )
    return new Set(result.rows.map((row: { day: string }) => row.day))
  }

  /** Studied minutes for each of the last `count` days (oldest first), optionally for one course. */
  async minutesByDay(userId: number, today = dayKey(new Date()), count = 7, courseId?: number) {
    const days = lastDays(today, count)
    const query = db
      .from('study_time_entries')
      .where('user_id', userId)
      .whereBetween('day', [days[0], days[days.length - 1]])
      .groupBy('day')
      .select(db.raw("to_char(day, 'YYYY-MM-DD') as day"))
      .sum('seconds as seconds')
    if (courseId !== undefined) query.where('course_id', courseId)
    const rows = await query
    const byDay = new Map(rows.map((row) => [row.day as string, Number(row.seconds)]))
    return days.map((day) => ({ day, minutes: Math.round((byDay.get(day) ?? 0) / 60) }))
  }

  async totalStudiedSeconds(userId: number) {
    const [row] = await db
      .from('lesson_progress')
      .where('user_id', userId)
      .sum('seconds_studied as total')
    return Number(row?.total ?? 0)
  }

  async weeklyGoalHours(userId: number) {
    const goal = await StudyGoal.findBy('userId', userId)
    return goal?.weeklyHours ?? DEFAULT_WEEKLY_GOAL_HOURS
  }

  async setWeeklyGoal(userId: number, weeklyHours: number) {
    return StudyGoal.updateOrCreate({ userId }, { weeklyHours })
  }
}
