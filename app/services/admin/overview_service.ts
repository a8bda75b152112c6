import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { TIME_ZONE } from '#domain/platform/format'
import { notStaffSql } from '#domain/admin/learners'
import {
  lessonsPerCourse,
  monthlyGrowth,
  publicationRate,
  type OverviewStats,
} from '#domain/admin/admin_stats'
import Course from '#models/course'

export type { OverviewStats }

/** Start of the current month in São Paulo (the platform's calendar). */
export function startOfMonth(now = DateTime.now()) {
  return now.setZone(TIME_ZONE).startOf('month')
}

/** Numbers of the admin overview cards and quick stats. Archived courses are not counted. */
export default class OverviewService {
  async stats(now = DateTime.now()): Promise<OverviewStats> {
    const monthStart = startOfMonth(now).toJSDate()
    const [users, courses, lessons, active] = await Promise.all([
      db
        .from('users')
        // raw SQL: count(*) FILTER (…) and the ::int cast have no query-builder form
        .select(
          db.raw('count(*)::int as total'),
          db.raw('count(*) filter (where created_at >= ?)::int as recent', [monthStart])
        )
        .first(),
      db
        .from('courses')
        .where((kept) => Course.whereNotArchived(kept))
        // raw SQL: count(*) FILTER (…) and the ::int cast have no query-builder form
        .select(
          db.raw('count(*)::int as total'),
          db.raw('count(*) filter (where is_published)::int as published')
        )
        .first(),
      db
        .from('lessons')
        .join('courses', 'courses.id', 'lessons.course_id')
        .where((kept) => Course.whereNotArchived(kept))
        // raw SQL: the ::int cast has no query-builder form (count() alone returns a string)
        .select(db.raw('count(*)::int as total'))
        .first(),
      /* Learners (not staff) who studied this month: opened a course, touched a lesson's progress or viewed a lesson. */
      db
        // raw SQL: count(distinct …) over a three-table UNION subquery reads plainer than nested builders
        .rawQuery(
          `select count(distinct user_id)::int as total from (
             select user_id from course_progress where last_accessed_at >= :start
             union select user_id from lesson_progress where updated_at >= :start or completed_at >= :start
             union select user_id from lesson_views where viewed_at >= :start and user_id is not null
           ) as activity
           where ${notStaffSql('activity.user_id')}`,
          { start: monthStart }
        )
        .then((result) => result.rows[0]),
    ])

    const totalUsers = users?.total ?? 0
    const newUsersThisMonth = users?.recent ?? 0
    const totalCourses = courses?.total ?? 0
    const publishedCourses = courses?.published ?? 0
    const totalLessons = lessons?.total ?? 0
    return {
      totalUsers,
      newUsersThisMonth,
      totalCourses,
      publishedCourses,
      totalLessons,
      activeUsersThisMonth: active?.total ?? 0,
      publicationRate: publicationRate(publishedCourses, totalCourses),
      lessonsPerCourse: lessonsPerCourse(totalLessons, totalCourses),
      monthlyGrowth: monthlyGrowth(newUsersThisMonth, totalUsers),
    }
  }
}
