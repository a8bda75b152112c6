/*
| The admin area's arithmetic: overview quick stats, course content stats
| and the analytics period comparison. Pure functions so unit tests pin
| every formula of the spec.
*/

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

/** Users who joined this month / max(users before this month, 1), as a rounded percent. */
export function monthlyGrowth(newUsersThisMonth: number, totalUsers: number) {
  return Math.round((newUsersThisMonth / Math.max(totalUsers - newUsersThisMonth, 1)) * 100)
}

/**
 * Change from the previous period to the current one in percent, one
 * decimal. `null` when the previous period had nothing to compare with
 * (any growth from zero is not a percentage).
 */
export function percentChange(current: number, previous: number): number | null {
  if (previous <= 0) return current === 0 ? 0 : null
  return Math.round(((current - previous) / previous) * 1000) / 10
}

/** '+20,1%', '-5%', '0%'; '—' when there is no base to compare with. */
export function formatPercentChange(change: number | null) {
  if (change === null) return '—'
  const formatted = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }).format(
    Math.abs(change)
  )
  if (change > 0) return `+${formatted}%`
  if (change < 0) return `-${formatted}%`
  return '0%'
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
