import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/** How long before their first recorded step a back-dated member signed up. */
export const SIGNED_UP_DAYS_BEFORE = 7

/**
 * Everything a member does, with when it happened. The seed writes this
 * activity in the past (reviews, course starts, forum posts, demo progress)
 * for accounts it creates now; an account is never younger than its activity.
 */
const ACTIVITY = `
  SELECT user_id, started_at AS at FROM course_progress
  UNION ALL SELECT user_id, created_at FROM lesson_progress
  UNION ALL SELECT user_id, created_at FROM course_reviews
  UNION ALL SELECT user_id, created_at FROM forum_discussions
  UNION ALL SELECT user_id, created_at FROM forum_replies
  UNION ALL SELECT user_id, created_at FROM forum_discussion_likes
  UNION ALL SELECT user_id, created_at FROM forum_reply_likes
  UNION ALL SELECT user_id, started_at FROM quiz_attempts
  UNION ALL SELECT user_id, earned_at FROM user_achievements
  UNION ALL SELECT user_id, viewed_at FROM lesson_views`

/**
 * Moves the sign-up date of every account whose recorded activity starts
 * before it back to SIGNED_UP_DAYS_BEFORE days before that activity. A real member cannot act before signing up,
 * so only seeded accounts change; running it again changes nothing.
 */
export async function accountsPredateTheirActivity(client: QueryClientContract) {
  const result = await client.rawQuery(
    `WITH first_step AS (
       SELECT user_id, min(at) AS at FROM (${ACTIVITY}) AS activity
        WHERE user_id IS NOT NULL GROUP BY user_id
     )
     UPDATE users AS u
        SET created_at = first_step.at - make_interval(days => ?)
       FROM first_step
      WHERE first_step.user_id = u.id AND first_step.at < u.created_at
      RETURNING u.id`,
    [SIGNED_UP_DAYS_BEFORE]
  )
  return result.rows.length as number
}
