import db from '@adonisjs/lucid/services/db'
import Lesson from '#models/lesson'
import ForumDiscussion from '#models/forum_discussion'
import ForumReply from '#models/forum_reply'
import {
  POINTS_PER_COMPLETED_COURSE,
  POINTS_PER_COMPLETED_LESSON,
  POINTS_PER_DISCUSSION,
  POINTS_PER_LIKE_RECEIVED,
  POINTS_PER_REPLY,
  POINTS_PER_QUIZ_MAX,
  POINTS_PER_SOLUTION,
  profileRanking,
  type MemberActivityCounts,
} from '#domain/community/profile_stats'
import { STANDINGS } from '#domain/platform/content_tags'
import { remember } from '#services/platform/content_cache'

/** A member's counts (#domain/community/profile_stats), with the points and rank they give. */
export type MemberStanding = MemberActivityCounts & {
  userId: number
  points: number
  ranking: number | null
}

/*
| Every member's points and rank in one statement (rule in
| app/domain/community/profile_stats.ts). The CTE `standings` has one row per verified
| user; all of them are read at once and kept in memory until a write
| forgets the `standings` tag (content_cache), so the pages pay nothing per request.
*/
const STANDINGS_SQL = `
  with lessons_done as (
    select user_id, count(*)::int as n
    from lesson_progress where completed_at is not null group by user_id
  ),
  published_lessons as (
    select course_id, count(*)::int as total from lessons where ${Lesson.publishedSql('lessons')} group by course_id
  ),
  courses_done_by_lessons as (
    select lp.user_id, l.course_id
    from lesson_progress lp
    join lessons l on l.id = lp.lesson_id and ${Lesson.publishedSql('l')}
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
    select user_id, count(*)::int as n from forum_discussions where ${ForumDiscussion.visibleSql('forum_discussions')} group by user_id
  ),
  replies as (
    select r.user_id, count(*)::int as n
    from forum_replies r join forum_discussions d on d.id = r.discussion_id
    where ${ForumReply.visibleSql('r')} and ${ForumDiscussion.visibleSql('d')} group by r.user_id
  ),
  likes_received as (
    select author_id as user_id, count(*)::int as n from (
      select d.user_id as author_id from forum_discussion_likes l
        join forum_discussions d on d.id = l.discussion_id
        where ${ForumDiscussion.visibleSql('d')} and l.user_id <> d.user_id
      union all
      select r.user_id from forum_reply_likes l
        join forum_replies r on r.id = l.reply_id
        join forum_discussions rd on rd.id = r.discussion_id
        where ${ForumReply.visibleSql('r')} and ${ForumDiscussion.visibleSql('rd')} and l.user_id <> r.user_id
    ) likes group by author_id
  ),
  solutions as (
    select r.user_id, count(*)::int as n
    from forum_discussions d join forum_replies r on r.id = d.accepted_reply_id
    where ${ForumReply.visibleSql('r')} and ${ForumDiscussion.visibleSql('d')} and r.user_id <> d.user_id
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
  top_place: number
  full_name: string | null
  specialty: string | null
  avatar_url: string | null
}

export type TopMember = MemberStanding & {
  fullName: string | null
  specialty: string | null
  avatarUrl: string | null
}

/**
 * Every verified member's standing, and the first members by points (ties by
 * id) with their names and photos: what the pages ask for, kept in memory by
 * the content cache until a write forgets the `standings` tag.
 */
export type StandingsTable = {
  byUser: ReadonlyMap<number, MemberStanding>
  top: readonly TopMember[]
}

/* The longest Top Membros list the table holds (the forum shows TOP_MEMBERS_LIMIT). */
export const TOP_MEMBERS_HELD = 20

function emptyStanding(userId: number): MemberStanding {
  return Object.freeze({
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
  })
}

/** All the standings in one statement; names only for the first TOP_MEMBERS_HELD. */
async function loadStandings(): Promise<StandingsTable> {
  // raw SQL: a chain of CTEs with window functions (row_number) and HAVING on a joined total
  const { rows } = await db.rawQuery<{ rows: TopRow[] }>(
    `${STANDINGS_SQL},
     ranked as (
       select standings.*, (row_number() over (order by points desc, user_id asc))::int as top_place
       from standings
     )
     select ranked.*,
       case when ranked.top_place <= :held then coalesce(p.full_name, u.full_name) end as full_name,
       case when ranked.top_place <= :held then p.specialty end as specialty,
       case when ranked.top_place <= :held then p.avatar_url end as avatar_url
     from ranked
     join users u on u.id = ranked.user_id
     left join profiles p on p.user_id = u.id
     order by ranked.top_place`,
    { held: TOP_MEMBERS_HELD }
  )
  const byUser = new Map<number, MemberStanding>()
  const top: TopMember[] = []
  for (const row of rows) {
    const standing = Object.freeze(toStanding(row))
    byUser.set(standing.userId, standing)
    if (standing.points > 0 && row.top_place <= TOP_MEMBERS_HELD) {
      top.push(
        Object.freeze({
          ...standing,
          fullName: row.full_name,
          specialty: row.specialty,
          avatarUrl: row.avatar_url,
        })
      )
    }
  }
  return { byUser, top }
}

/**
 * Points and ranking of members, from the stored activity: computed for
 * everyone at once and served from memory until a write forgets the
 * standings (#services/platform/content_cache: model writes, and the
 * query-builder writes of LearningProgressService, QuizService,
 * ForumService, ForumModerationService, LessonAdminService.remove).
 */
export default class MemberPointsService {
  /** The whole table (one query when it is not in memory, none otherwise). */
  table(): Promise<StandingsTable> {
    return remember('members:standings', [STANDINGS], loadStandings)
  }

  /** Standings of the given members (unverified ones have none: zero points, no rank). */
  async standingsOf(userIds: number[]): Promise<Map<number, MemberStanding>> {
    if (userIds.length === 0) return new Map()
    return pick(await this.table(), userIds)
  }

  async standingOf(userId: number) {
    const standings = await this.standingsOf([userId])
    return standings.get(userId)!
  }

  /** A member's standing and how many members the ranking ranks (the confirmed ones), from the same table. */
  async standingAmongMembers(userId: number) {
    const table = await this.table()
    return { standing: pick(table, [userId]).get(userId)!, members: table.byUser.size }
  }

  /**
   * The standings of the given members and the Top Membros list (at most
   * TOP_MEMBERS_HELD), from the same table (a forum page shows both).
   */
  async standingsWithTop(userIds: number[], limit: number) {
    const table = await this.table()
    return { standings: pick(table, userIds), top: table.top.slice(0, limit) }
  }
}

function pick({ byUser }: StandingsTable, userIds: number[]) {
  const result = new Map<number, MemberStanding>()
  for (const id of userIds) result.set(id, byUser.get(id) ?? emptyStanding(id))
  return result
}
