/*
| Progress arithmetic shared by the course page, the lesson page and the
| dashboard. Positions are 1-based among a course's published lessons.
*/

/** Course percent = completed published lessons / published lessons, rounded (0 for an empty course). */
export function coursePercent(completedLessons: number, totalLessons: number) {
  if (totalLessons <= 0) return 0
  return Math.round((Math.min(completedLessons, totalLessons) / totalLessons) * 100)
}

/**
 * Where 'Continuar Curso' goes: the first incomplete lesson, or lesson 1 when
 * every lesson is complete (or the course has none).
 */
export function continuePosition(completedByPosition: boolean[]) {
  const firstIncomplete = completedByPosition.findIndex((done) => !done)
  return firstIncomplete === -1 ? 1 : firstIncomplete + 1
}
