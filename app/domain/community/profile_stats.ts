/*
| Member points, ranking and the profile's four counters (Pontos, Ranking,
| Cursos, Ajudas), computed from what the member really did, never typed by
| hand. One rule for the profile, the member cards and the forum:
|
|   Pontos  = 10 × completed lessons + 100 × completed courses          (learning)
|           + for each quiz, its best finished attempt's % ÷ 10, rounded (quizzes: 0 to 10)
|           +  5 × discussions + 2 × replies + 1 × like received
|           + 15 × solution (a reply the discussion's author accepted)  (community)
|   Ranking = 1 + number of members with more points (no ranking while at 0 points)
|   Cursos  = completed courses
|   Ajudas  = solutions
|
| Posts hidden by moderation earn nothing; likes a member gives to their own
| posts and solutions they accept on their own discussions do not count.
*/

export const POINTS_PER_COMPLETED_LESSON = 10
export const POINTS_PER_COMPLETED_COURSE = 100
export const POINTS_PER_DISCUSSION = 5
export const POINTS_PER_REPLY = 2
export const POINTS_PER_LIKE_RECEIVED = 1
export const POINTS_PER_SOLUTION = 15
/** A quiz is worth at most this, for its best attempt: retaking it never adds up. */
export const POINTS_PER_QUIZ_MAX = 10

/** Shown for a member who has no stored profile (spec, section 8). */
export const FALLBACK_PROFILE_NAME = 'Usuário'
export const FALLBACK_PROFILE_SPECIALTY = 'Membro da comunidade'

export type MemberActivityCounts = {
  completedLessons: number
  completedCourses: number
  /** Sum over the member's quizzes of round(best % ÷ 10) (see quizPoints) */
  quizPoints: number
  discussions: number
  replies: number
  likesReceived: number
  solutions: number
}

export function communityPoints({
  discussions,
  replies,
  likesReceived,
  solutions,
}: Pick<MemberActivityCounts, 'discussions' | 'replies' | 'likesReceived' | 'solutions'>) {
  return (
    discussions * POINTS_PER_DISCUSSION +
    replies * POINTS_PER_REPLY +
    likesReceived * POINTS_PER_LIKE_RECEIVED +
    solutions * POINTS_PER_SOLUTION
  )
}

/** A quiz's points from its best finished attempt: 7 of 10 right → 7; 100 % → 10. */
export function quizPoints(bestScore: number, total: number) {
  if (total <= 0) return 0
  return Math.round((Math.min(Math.max(bestScore, 0), total) / total) * POINTS_PER_QUIZ_MAX)
}

export function profilePoints(counts: MemberActivityCounts) {
  return (
    counts.completedLessons * POINTS_PER_COMPLETED_LESSON +
    counts.completedCourses * POINTS_PER_COMPLETED_COURSE +
    counts.quizPoints +
    communityPoints(counts)
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
