/*
| The profile's four counters (Pontos, Ranking, Cursos, Ajudas) and the
| fallbacks of a member without a profile. Computed from what the learner
| really did, never from sample figures.
|
|   Pontos  = 10 × completed lessons + 100 × completed courses + 25 × helpful answers
|   Ranking = 1 + number of members with more points (no ranking while at 0 points)
|   Cursos  = completed courses
|   Ajudas  = helpful answers in the forum (0 until the forum exists)
*/

export const POINTS_PER_COMPLETED_LESSON = 10
export const POINTS_PER_COMPLETED_COURSE = 100
export const POINTS_PER_HELPFUL_ANSWER = 25

/** Shown for a member who has no stored profile (spec, section 8). */
export const FALLBACK_PROFILE_NAME = 'Usuário'
export const FALLBACK_PROFILE_SPECIALTY = 'Membro da comunidade'

export type ProfileActivityCounts = {
  completedLessons: number
  completedCourses: number
  helpfulAnswers: number
}

export function profilePoints({
  completedLessons,
  completedCourses,
  helpfulAnswers,
}: ProfileActivityCounts) {
  return (
    completedLessons * POINTS_PER_COMPLETED_LESSON +
    completedCourses * POINTS_PER_COMPLETED_COURSE +
    helpfulAnswers * POINTS_PER_HELPFUL_ANSWER
  )
}

/**
 * Position among all members by points: 1 + how many have strictly more.
 * A member with no points yet is not ranked (null), so a new account does
 * not claim a place it has not earned.
 */
export function profileRanking(points: number, membersWithMorePoints: number) {
  if (points <= 0) return null
  return membersWithMorePoints + 1
}
