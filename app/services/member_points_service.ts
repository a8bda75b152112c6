import db from '@adonisjs/lucid/services/db'
import {
  POINTS_PER_COMPLETED_COURSE,
  POINTS_PER_COMPLETED_LESSON,
  POINTS_PER_DISCUSSION,
  POINTS_PER_LIKE_RECEIVED,
  POINTS_PER_REPLY,
  POINTS_PER_QUIZ_MAX,
  POINTS_PER_SOLUTION,
  profileRanking,
} from '#domain/profile_stats'

export type MemberStanding = {
  userId: number
  completedLessons: number
  completedCourses: number
  quizPoints: number
  discussions: number
  replies: number
  likesReceived: number
  solutions: number
  points: number
  ranking: number | null
}

/*
| Every member's points and rank in one statement (rule in
| app/domain/profile_stats.ts). The CTE `standings` has one row per user;
| callers filter it, so a page of discussions asks once for all its authors.
*/
const STANDINGS_SQL = `
  with lessons_done as (
    select user_id, count(*)::int as n
    from lesson_progress where completed_at is not null group by user_id
  ),
  published_lessons as (
    select course_id, count(*)::int as total from lessons where is_published = true group by course_id
  ),
  courses_done_by_lessons as (
    select lp.user_id, l.course_id
    from lesson_progress lp
    join lessons l on l.id = lp.lesson_id and l.is_published = true
    join published_lessons pl on pl.course_id = l.course_id
    where lp.completed_at is not null
    group by lp.user_id, l.course_id, pl.total
    having count(*) = pl.total
  ),
  courses_done as (
    select user_id, count(*)::int as n from (
      select user_id, course_id from course_progress where completed_at is not null
      union
      select user_id, course_id from courses_done_by_lessons
    ) done group by user_id
  ),
  quiz_best as (
    select user_id, round(max(least(greatest(score, 0), total)::numeric / total) * ${POINTS_PER_QUIZ_MAX})::int as n
    from quiz_attempts
    where finished_at is not null and score is not null and total > 0
    group by user_id, quiz_set_id, coalesce(lesson_id, 0)
  ),
  quizzes as (
    select user_id, sum(n)::int as n from quiz_best group by user_id
  ),
  discussions as (
    select user_id, count(*)::int as n from forum_discussions where hidden_at is null group by user_id
  ),
  replies as (
    select r.user_id, count(*)::int as n
    from forum_replies r join forum_discussions d on d.id = r.discussion_id
    where r.hidden_at is null and d.hidden_at is null group by r.user_id
  ),
  likes_received as (
    select author_id as user_id, count(*)::int as n from (
      select d.user_id as author_id from forum_discussion_likes l
        join forum_discussions d on d.id = l.discussion_id
        where d.hidden_at is null and l.user_id <> d.user_id
      union all
      select r.user_id from forum_reply_likes l
        join forum_replies r on r.id = l.reply_id
        join forum_discussions rd on rd.id = r.discussion_id
        where r.hidden_at is null and rd.hidden_at is null and l.user_id <> r.user_id
    ) likes group by author_id
  ),
  solutions as (
    select r.user_id, count(*)::int as n
    from forum_discussions d join forum_replies r on r.id = d.accepted_reply_id
    where r.hidden_at is null and d.hidden_at is null and r.user_id <> d.user_id
    group by r.user_id
  ),
  scored as (
    select u.id as user_id,
      coalesce(ld.n, 0) as completed_lessons,
      coalesce(cd.n, 0) as completed_courses,
      coalesce(qz.n, 0) as quiz_points,
      coalesce(di.n, 0) as discussions,
      coalesce(re.n, 0) as replies,
      coalesce(lr.n, 0) as likes_received,
      coalesce(so.n, 0) as solutions,
      coalesce(ld.n, 0) * ${POINTS_PER_COMPLETED_LESSON}
        + coalesce(cd.n, 0) * ${POINTS_PER_COMPLETED_COURSE}
        + coalesce(qz.n, 0)
        + coalesce(di.n, 0) * ${POINTS_PER_DISCUSSION}
        + coalesce(re.n, 0) * ${POINTS_PER_REPLY}
        + coalesce(lr.n, 0) * ${POINTS_PER_LIKE_RECEIVED}
        + coalesce(so.n, 0) * ${POINTS_PER_SOLUTION} as points
    from users u
    left join lessons_done ld on ld.user_id = u.id
    left join courses_done cd on cd.user_id = u.id
    left join quizzes qz on qz.user_id = u.id
    left join discussions di on di.user_id = u.id
    left join replies re on re.user_id = u.id
    left join likes_received lr on lr.user_id = u.id
    left join solutions so on so.user_id = u.id
    where u.email_verified_at is not null
  ),
  standings as (
    select scored.*, (rank() over (order by points desc))::int as position from scored
  )
`

type StandingRow = {
  user_id: number
  completed_lessons: number
  completed_courses: number
  quiz_points: number
  discussions: number
  replies: number
  likes_received: number
  solutions: number
  points: number
  position: number
}

function toStanding(row: StandingRow): MemberStanding {
  const points = Number(row.points)
  return {
    userId: Number(row.user_id),
    completedLessons: Number(row.completed_lessons),
    completedCourses: Number(row.completed_courses),
    quizPoints: Number(row.quiz_points),
    discussions: Number(row.discussions),
    replies: Number(row.replies),
    likesReceived: Number(row.likes_received),
    solutions: Number(row.solutions),
    points,
    ranking: profileRanking(points, Number(row.position) - 1),
  }
}

type TopRow = StandingRow & {
  full_name: string | null
  specialty: string | null
  avatar_url: string | null
}

function toTopMember(row: TopRow) {
  return {
    ...toStanding(row),
    fullName: row.full_name,
    specialty: row.specialty,
    avatarUrl: row.avatar_url,
  }
}

function emptyStanding(userId: number): MemberStanding {
  return {
    userId,
    completedLessons: 0,
    completedCourses: 0,
    quizPoints: 0,
    discussions: 0,
    replies: 0,
    likesReceived: 0,
    solutions: 0,
    points: 0,
    ranking: null,
  }
}

/** Points and ranking of members, always from the stored activity. */
export default class MemberPointsService {
  /** Standings of the given members, one query whatever their number. */
  async standingsOf(userIds: number[]): Promise<Map<number, MemberStanding>> {
    const ids = [...new Set(userIds)]
    const result = new Map<number, MemberStanding>()
    if (ids.length === 0) return result
    const { rows } = await db.rawQuery<{ rows: StandingRow[] }>(
      `${STANDINGS_SQL} select * from standings where user_id = any(?::int[])`,
      [ids]
    )
    for (const id of ids) result.set(id, emptyStanding(id))
    for (const row of rows) result.set(Number(row.user_id), toStanding(row))
    return result
  }

  async standingOf(userId: number) {
    const standings = await this.standingsOf([userId])
    return standings.get(userId)!
  }

  /**
   * The standings of the given members and the Top Membros list, from one
   * evaluation of the standings (a forum page shows both).
   */
  async standingsWithTop(userIds: number[], limit: number) {
    const ids = [...new Set(userIds)]
    const { rows } = await db.rawQuery<{ rows: Array<TopRow & { top_place: number }> }>(
      `${STANDINGS_SQL},
       ranked as (
         select standings.*, (row_number() over (order by points desc, user_id asc))::int as top_place
         from standings
       )
       select ranked.*, coalesce(p.full_name, u.full_name) as full_name, p.specialty, p.avatar_url
       from ranked
       join users u on u.id = ranked.user_id
       left join profiles p on p.user_id = u.id
       where ranked.user_id = any(?::int[]) or (ranked.points > 0 and ranked.top_place <= ?)
       order by ranked.top_place`,
      [ids, limit]
    )
    const standings = new Map(ids.map((id) => [id, emptyStanding(id)]))
    for (const row of rows)
      if (standings.has(Number(row.user_id))) standings.set(Number(row.user_id), toStanding(row))
    const top = rows
      .filter((row) => Number(row.points) > 0 && row.top_place <= limit)
      .map(toTopMember)
    return { standings, top }
  }
}
