import db from '@adonisjs/lucid/services/db'
import StudyGoal from '#models/study_goal'
import { dayKey, lastDays } from '#domain/learning/streaks'
import { DEFAULT_WEEKLY_GOAL_HOURS } from '#domain/learning/study_plan'
import learningActivity from '#services/learning/learning_activity_buffer'
import { selectScalars, type SqlSource } from '#services/platform/scalar_queries'

/** How far back activity is read to compute streaks. */
const STREAK_LOOKBACK_DAYS = 400

const ZONE = "'America/Sao_Paulo'"

/* São Paulo days on which the learner studied, completed a lesson or finished a quiz. */
const ACTIVE_DAYS_SQL = `
  SELECT to_char(day, 'YYYY-MM-DD') AS day FROM study_time_entries
    WHERE user_id = ? AND seconds > 0 AND day >= (?::timestamptz AT TIME ZONE ${ZONE})::date
  UNION
  SELECT to_char((completed_at AT TIME ZONE ${ZONE})::date, 'YYYY-MM-DD') FROM lesson_progress
    WHERE user_id = ? AND completed_at >= ?
  UNION
  SELECT to_char((finished_at AT TIME ZONE ${ZONE})::date, 'YYYY-MM-DD') FROM quiz_attempts
    WHERE user_id = ? AND finished_at >= ?`

/** What the dashboard and the analytics read about study time, with other figures of theirs. */
export type StudyOverview<Extra extends string> = {
  activeDays: Set<string>
  /** Studied seconds per São Paulo day of the range asked for */
  secondsByDay: Map<string, number>
  studiedSeconds: number
  weeklyGoalHours: number
  extra: Record<Extra, unknown>
}

/**
 * Study numbers a learner sees: active days (for streaks), studied time per
 * day (weekly bars), total studied time and the weekly goal. Each adds the
 * learner's study time still buffered (LearningActivityBuffer).
 */
export default class StudyStatsService {
  /** São Paulo days on which the learner studied, completed a lesson or finished a quiz — one query. */
  async activeDays(userId: number): Promise<Set<string>> {
    // raw SQL: a UNION of three sources grouped by São Paulo day (AT TIME ZONE)
    const { rows } = await db.rawQuery(ACTIVE_DAYS_SQL, activeDaysBindings(userId))
    return withPendingDays(
      userId,
      rows.map((row: { day: string }) => row.day)
    )
  }

  /** Studied minutes for each of the last `count` days (oldest first), optionally for one course. */
  async minutesByDay(userId: number, today = dayKey(new Date()), count = 7, courseId?: number) {
    const days = lastDays(today, count)
    const query = db
      .from('study_time_entries')
      .where('user_id', userId)
      .whereBetween('day', [days[0], days[days.length - 1]])
      .groupBy('day')
      // raw SQL: to_char() formats the date as the day key
      .select(db.raw("to_char(day, 'YYYY-MM-DD') as day"))
      .sum('seconds as seconds')
    if (courseId !== undefined) query.where('course_id', courseId)
    const rows = await query
    const byDay = withPendingStudy(userId, rows, courseId)
    return days.map((day) => ({ day, minutes: Math.round((byDay.get(day) ?? 0) / 60) }))
  }

  /**
   * Active days, studied seconds per day from `from` to `to`, total studied
   * time and the weekly goal — and any other single values the page needs
   * (`extra`) — in one query.
   */
  async overview<Extra extends string>(
    userId: number,
    range: { from: string; to: string },
    extra: Record<Extra, SqlSource>
  ): Promise<StudyOverview<Extra>> {
    const row = await selectScalars({
      ...extra,
      // raw SQL: json_agg over a subquery, read as one scalar of the overview
      activeDays: db.rawQuery(
        `select coalesce(json_agg(day), '[]'::json) from (${ACTIVE_DAYS_SQL}) active`,
        activeDaysBindings(userId)
      ),
      // raw SQL: json_object_agg over a grouped subquery, read as one scalar of the overview
      secondsByDay: db.rawQuery(
        `select coalesce(json_object_agg(day, seconds), '{}'::json) from (
           select to_char(day, 'YYYY-MM-DD') as day, sum(seconds)::int as seconds
           from study_time_entries where user_id = ? and day between ? and ? group by day
         ) studied`,
        [userId, range.from, range.to]
      ),
      studiedSeconds: this.studiedSecondsQuery(userId),
      weeklyGoalHours: this.weeklyGoalQuery(userId),
    })
    const seconds = Object.entries(row.secondsByDay as Record<string, number>).map(
      ([day, total]) => ({ day, seconds: total })
    )
    return {
      activeDays: withPendingDays(userId, row.activeDays as string[]),
      secondsByDay: withPendingStudy(userId, seconds),
      studiedSeconds:
        Number(row.studiedSeconds ?? 0) + learningActivity.pendingFor(userId).studiedSeconds(),
      weeklyGoalHours: Number(row.weeklyGoalHours ?? DEFAULT_WEEKLY_GOAL_HOURS),
      extra: row,
    }
  }

  /**
   * Seconds the learner's progress recorded on a course's lessons, buffered
   * ones included: the Progresso tab's 'Tempo de estudo' and the certificate's.
   */
  async courseStudiedSeconds(userId: number, courseId: number) {
    const [row] = await db
      .from('lesson_progress')
      .join('lessons', 'lessons.id', 'lesson_progress.lesson_id')
      .where('lesson_progress.user_id', userId)
      .where('lessons.course_id', courseId)
      .sum('lesson_progress.seconds_studied as total')
    return Number(row?.total ?? 0) + learningActivity.pendingFor(userId).studiedSeconds(courseId)
  }

  /** The stored studied seconds (the buffered ones are not in it: PendingActivity.studiedSeconds). */
  private studiedSecondsQuery(userId: number) {
    return db.from('lesson_progress').where('user_id', userId).sum('seconds_studied as total')
  }

  async weeklyGoalHours(userId: number) {
    const goal = await StudyGoal.findBy('userId', userId)
    return goal?.weeklyHours ?? DEFAULT_WEEKLY_GOAL_HOURS
  }

  /** The goal's hours, no row when the learner kept the default (DEFAULT_WEEKLY_GOAL_HOURS). */
  private weeklyGoalQuery(userId: number) {
    return db.from('study_goals').where('user_id', userId).select('weekly_hours').limit(1)
  }

  async setWeeklyGoal(userId: number, weeklyHours: number) {
    return StudyGoal.updateOrCreate({ userId }, { weeklyHours })
  }
}

function activeDaysBindings(userId: number) {
  const since = new Date(Date.now() - STREAK_LOOKBACK_DAYS * 24 * 60 * 60 * 1000)
  return [userId, since, userId, since, userId, since]
}

/** Active days read, plus the days with study time still buffered. */
function withPendingDays(userId: number, days: string[]) {
  const active = new Set(days)
  for (const [day, seconds] of learningActivity.pendingFor(userId).secondsByDay())
    if (seconds > 0) active.add(day)
  return active
}

/** Studied seconds per day ('YYYY-MM-DD') read from study_time_entries, plus the buffered ones. */
function withPendingStudy(
  userId: number,
  rows: { day: string; seconds: number | string }[],
  courseId?: number
) {
  const byDay = new Map(rows.map((row) => [row.day, Number(row.seconds)]))
  for (const [day, seconds] of learningActivity.pendingFor(userId).secondsByDay(courseId))
    byDay.set(day, (byDay.get(day) ?? 0) + seconds)
  return byDay
}
