import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { percentChange } from '#domain/admin_stats'

export const ANALYTICS_PERIOD_DAYS = 30

export type PeriodComparison = { current: number; previous: number; change: number | null }

export type AdminAnalytics = {
  periodDays: number
  views: PeriodComparison
  completions: PeriodComparison
  topLessons: { lessonId: number; lessonTitle: string; courseTitle: string; views: number }[]
}

/** Lesson views and completions in the last 30 days against the 30 before. */
export default class AnalyticsService {
  async summary(now = DateTime.now()): Promise<AdminAnalytics> {
    const end = now.toJSDate()
    const currentStart = now.minus({ days: ANALYTICS_PERIOD_DAYS }).toJSDate()
    const previousStart = now.minus({ days: ANALYTICS_PERIOD_DAYS * 2 }).toJSDate()

    const [views, completions, topLessons] = await Promise.all([
      db
        .from('lesson_views')
        .where('viewed_at', '>=', previousStart)
        .where('viewed_at', '<=', end)
        .select(
          db.raw('count(*) filter (where viewed_at >= ?)::int as current', [currentStart]),
          db.raw('count(*) filter (where viewed_at < ?)::int as previous', [currentStart])
        )
        .first(),
      db
        .from('lesson_progress')
        .where('completed_at', '>=', previousStart)
        .where('completed_at', '<=', end)
        .select(
          db.raw('count(*) filter (where completed_at >= ?)::int as current', [currentStart]),
          db.raw('count(*) filter (where completed_at < ?)::int as previous', [currentStart])
        )
        .first(),
      db
        .from('lesson_views')
        .join('lessons', 'lessons.id', 'lesson_views.lesson_id')
        .join('courses', 'courses.id', 'lessons.course_id')
        .where('lesson_views.viewed_at', '>=', currentStart)
        .where('lesson_views.viewed_at', '<=', end)
        .groupBy('lessons.id', 'lessons.title', 'courses.title')
        .select(
          'lessons.id as lesson_id',
          'lessons.title as lesson_title',
          'courses.title as course_title'
        )
        .select(db.raw('count(*)::int as views'))
        .orderBy('views', 'desc')
        .orderBy('lessons.id', 'asc')
        .limit(5),
    ])

    const compare = (
      row: { current: number; previous: number } | null | undefined
    ): PeriodComparison => {
      const current = row?.current ?? 0
      const previous = row?.previous ?? 0
      return { current, previous, change: percentChange(current, previous) }
    }

    return {
      periodDays: ANALYTICS_PERIOD_DAYS,
      views: compare(views),
      completions: compare(completions),
      topLessons: topLessons.map((row) => ({
        lessonId: row.lesson_id,
        lessonTitle: row.lesson_title,
        courseTitle: row.course_title,
        views: row.views,
      })),
    }
  }
}
