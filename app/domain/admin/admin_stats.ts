/*
| The admin area's arithmetic: overview quick stats and course content
| stats. Pure functions so unit tests pin every formula of the spec. The
| analytics section has its own module, admin_analytics.ts.
*/
import { enoughToCompare } from './admin_analytics.js'

export type OverviewStats = {
  totalUsers: number
  newUsersThisMonth: number
  totalCourses: number
  publishedCourses: number
  totalLessons: number
  activeUsersThisMonth: number
  publicationRate: number
  lessonsPerCourse: number
  /** null: too few users before this month for a percentage */
  monthlyGrowth: number | null
}

/** What the overview shows when its numbers fail to load (the spec: zeros). */
export const EMPTY_OVERVIEW: OverviewStats = {
  totalUsers: 0,
  newUsersThisMonth: 0,
  totalCourses: 0,
  publishedCourses: 0,
  totalLessons: 0,
  activeUsersThisMonth: 0,
  publicationRate: 0,
  lessonsPerCourse: 0,
  monthlyGrowth: null,
}

/** Published courses / total courses as a rounded percent (0 when there are no courses). */
export function publicationRate(publishedCourses: number, totalCourses: number) {
  if (totalCourses <= 0) return 0
  return Math.round((publishedCourses / totalCourses) * 100)
}

/** Lessons per course, rounded (0 when there are no courses). */
export function lessonsPerCourse(totalLessons: number, totalCourses: number) {
  if (totalCourses <= 0) return 0
  return Math.round(totalLessons / totalCourses)
}

/**
 * Users who joined this month / users before this month, as a rounded percent;
 * null (the page says 'Poucos dados no período anterior') when fewer than
 * MIN_EVENTS_TO_COMPARE users joined before this month.
 */
export function monthlyGrowth(newUsersThisMonth: number, totalUsers: number) {
  const before = totalUsers - newUsersThisMonth
  if (!enoughToCompare(before)) return null
  return Math.round((newUsersThisMonth / before) * 100)
}

/** Course detail stat cards: 'Progresso' is the share of the course's lessons already published. */
export function courseContentStats(input: {
  totalLessons: number
  publishedLessons: number
  totalMaterials: number
}) {
  const completion =
    input.totalLessons > 0 ? Math.round((input.publishedLessons / input.totalLessons) * 100) : 0
  return { ...input, completion }
}
