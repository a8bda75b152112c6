import db from '@adonisjs/lucid/services/db'
import { inject } from '@adonisjs/core'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import ForumDiscussion from '#models/forum_discussion'
import ForumReply from '#models/forum_reply'
import { prefixTsquery } from '#domain/catalog/catalog_filters'
import {
  DISCUSSIONS_PER_PAGE,
  FORUM_HOT_SQL,
  FORUM_HOTNESS_SQL,
  REPLIES_PER_PAGE,
  TRENDING_LIMIT,
  type ForumCategory,
  type ForumFilters,
} from '#domain/community/forum'
import MemberPointsService, { type MemberStanding } from '#services/community/member_points_service'
import { remember } from '#services/platform/content_cache'
import { FORUM, MEMBERS } from '#domain/platform/content_tags'

export type ForumAuthor = {
  id: number
  fullName: string | null
  avatarUrl: string | null
  specialty: string | null
  ranking: number | null
  points: number
}

export type DiscussionSummary = {
  id: number
  title: string
  category: ForumCategory
  tags: string[]
  excerpt: string
  createdAt: string
  lastActivityAt: string
  repliesCount: number
  likesCount: number
  viewsCount: number
  isPinned: boolean
  isLocked: boolean
  isHot: boolean
  isSolved: boolean
  isHidden: boolean
  liked: boolean
  bookmarked: boolean
  author: ForumAuthor
}

export type DiscussionDetail = DiscussionSummary & {
  userId: number
  body: string
  editedAt: string | null
  hiddenReason: string | null
  acceptedReplyId: number | null
}

export type ReplyView = {
  id: number
  body: string
  createdAt: string
  editedAt: string | null
  likesCount: number
  liked: boolean
  isHidden: boolean
  hiddenReason: string | null
  isSolution: boolean
  userId: number
  author: ForumAuthor
}

/* The tsquery is built from letters and digits only (see prefixTsquery); stemming and unaccenting happen here. */
const TSQUERY = "to_tsquery('portuguese', catalog_unaccent(?))"

/* Solved: the accepted reply exists and is visible (a solution hidden by moderation solves nothing). */
const SOLVED_SQL = `exists(select 1 from forum_replies ar where ar.id = d.accepted_reply_id and ${ForumReply.visibleSql('ar')})`

type DiscussionRow = {
  id: number
  user_id: number
  title: string
  body: string
  category: ForumCategory
  tags: string[] | string
  created_at: Date
  last_activity_at: Date
  edited_at: Date | null
  replies_count: number
  likes_count: number
  views_count: number
  is_pinned: boolean
  is_locked: boolean
  hidden_at: Date | null
  hidden_reason: string | null
  accepted_reply_id: number | null
  is_hot: boolean
  is_solved: boolean
  liked: boolean
  bookmarked: boolean
  author_name: string | null
  author_avatar: string | null
  author_specialty: string | null
}

function excerptOf(markdown: string) {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`~|-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return text.length > 180 ? `${text.slice(0, 177).trimEnd()}…` : text
}

function authorOf(
  id: number,
  row: {
    author_name: string | null
    author_avatar: string | null
    author_specialty: string | null
  },
  standing: MemberStanding | undefined
): ForumAuthor {
  return {
    id,
    fullName: row.author_name,
    avatarUrl: row.author_avatar,
    specialty: row.author_specialty,
    ranking: standing?.ranking ?? null,
    points: standing?.points ?? 0,
  }
}

/**
 * Read side of the forum. Every list is a fixed number of queries whatever
 * the number of discussions: the page (with its count) and one standings
 * query for all the authors on it.
 */
@inject()
export default class ForumReadService {
  constructor(private points: MemberPointsService) {}

  /** Discussions with author, viewer state and the 'hot' mark, as a query to filter and order. */
  private discussions(viewerId: number | null) {
    return db
      .from('forum_discussions as d')
      .join('users as u', 'u.id', 'd.user_id')
      .leftJoin('profiles as p', 'p.user_id', 'd.user_id')
      .select(
        'd.id',
        'd.user_id',
        'd.title',
        'd.body',
        'd.category',
        'd.tags',
        'd.created_at',
        'd.last_activity_at',
        'd.edited_at',
        'd.replies_count',
        'd.likes_count',
        'd.views_count',
        'd.is_pinned',
        'd.is_locked',
        'd.hidden_at',
        'd.hidden_reason',
        'd.accepted_reply_id',
        // raw SQL: computed columns: the hotness and solved expressions, coalesce(), correlated EXISTS
        db.raw(`${FORUM_HOT_SQL} as is_hot`),
        db.raw(`${SOLVED_SQL} as is_solved`),
        db.raw('coalesce(p.full_name, u.full_name) as author_name'),
        'p.avatar_url as author_avatar',
        'p.specialty as author_specialty',
        db.raw(
          'exists(select 1 from forum_discussion_likes l where l.discussion_id = d.id and l.user_id = ?) as liked',
          [viewerId ?? 0]
        ),
        // raw SQL: a correlated EXISTS per row (did the viewer bookmark it)
        db.raw(
          'exists(select 1 from forum_bookmarks b where b.discussion_id = d.id and b.user_id = ?) as bookmarked',
          [viewerId ?? 0]
        )
      )
  }

  /** Past the last page no row carries the count: it is asked for on its own. */
  private async countPast(query: DatabaseQueryBuilderContract, filters: ForumFilters) {
    if (filters.page <= 1) return 0
    const [row] = await db.from(query.clearOrder().as('page')).count('* as total')
    return Number(row.total)
  }

  /** Hidden discussions are listed only to their author. */
  private visibleTo(query: DatabaseQueryBuilderContract, viewerId: number | null) {
    query.where((where) => {
      ForumDiscussion.whereVisible(where, 'd')
      if (viewerId) where.orWhere('d.user_id', viewerId)
    })
  }

  private async summaries(rows: DiscussionRow[]): Promise<DiscussionSummary[]> {
    const standings = await this.points.standingsOf(rows.map((row) => row.user_id))
    return rows.map((row) => this.summary(row, standings.get(row.user_id)))
  }

  private summary(row: DiscussionRow, standing: MemberStanding | undefined): DiscussionSummary {
    return {
      id: row.id,
      title: row.title,
      category: row.category,
      tags: typeof row.tags === 'string' ? JSON.parse(row.tags) : (row.tags ?? []),
      excerpt: excerptOf(row.body),
      createdAt: new Date(row.created_at).toISOString(),
      lastActivityAt: new Date(row.last_activity_at).toISOString(),
      repliesCount: row.replies_count,
      likesCount: row.likes_count,
      viewsCount: row.views_count,
      isPinned: row.is_pinned,
      isLocked: row.is_locked,
      isHot: row.is_hot,
      isSolved: row.is_solved,
      isHidden: row.hidden_at !== null,
      liked: row.liked,
      bookmarked: row.bookmarked,
      author: authorOf(row.user_id, row, standing),
    }
  }

  /** One page of 'Discussões' under the filters (all in the URL). */
  /**
   * A page of discussions with its total (a window count on the same query)
   * and, from the authors' standings query, the Top Membros list.
   */
  async page(filters: ForumFilters, viewerId: number | null, topMembers: number) {
    const query = this.discussions(viewerId)
    this.visibleTo(query, viewerId)
    if (filters.category) query.where('d.category', filters.category)
    // raw SQL: SOLVED_SQL is also selected as a column: one text for both
    if (filters.status === 'resolvidas') query.whereRaw(SOLVED_SQL)
    if (filters.status === 'nao-resolvidas') query.whereRaw(`not ${SOLVED_SQL}`)
    if (filters.mine) query.where('d.user_id', viewerId ?? 0)
    if (filters.saved) {
      query.whereExists((saved) =>
        saved
          .from('forum_bookmarks as b')
          .whereColumn('b.discussion_id', 'd.id')
          .where('b.user_id', viewerId ?? 0)
      )
    }
    const tsquery = prefixTsquery(filters.q ?? '')
    // raw SQL: full-text match (@@ to_tsquery) has no query-builder form
    if (tsquery) query.whereRaw(`d.search_document @@ ${TSQUERY}`, [tsquery])

    switch (filters.sort) {
      case 'curtidas':
        query.orderBy('d.likes_count', 'desc')
        break
      case 'respondidas':
        query.orderBy('d.replies_count', 'desc')
        break
      case 'sem-resposta':
        query.where('d.replies_count', 0)
        break
      default:
        /* Pinned discussions head the default list (as in 'Em Alta'). */
        if (!tsquery) query.orderBy('d.is_pinned', 'desc')
        // raw SQL: ordering by the full-text rank (ts_rank_cd)
        if (tsquery) query.orderByRaw(`ts_rank_cd(d.search_document, ${TSQUERY}) DESC`, [tsquery])
    }
    query.orderBy('d.last_activity_at', 'desc').orderBy('d.id', 'desc')

    const counted = query.clone()
    const offset = (filters.page - 1) * DISCUSSIONS_PER_PAGE
    const rows = (await query
      // raw SQL: a window function (count(*) over ()) gives the total beside each row
      .select(db.raw('count(*) over () as total_count'))
      .offset(offset)
      .limit(DISCUSSIONS_PER_PAGE)) as (DiscussionRow & { total_count: string })[]
    const total = rows.length ? Number(rows[0].total_count) : await this.countPast(counted, filters)
    const { standings, top } = await this.points.standingsWithTop(
      rows.map((row) => row.user_id),
      topMembers
    )
    return {
      discussions: rows.map((row) => this.summary(row, standings.get(row.user_id))),
      currentPage: filters.page,
      hasMore: offset + rows.length < total,
      total,
      topMembers: top,
    }
  }

  /** 'Em Alta': pinned first, then by the hotness score (app/domain/community/forum.ts). */
  async trending(viewerId: number | null) {
    const rows = await this.discussions(viewerId)
      .where((visible) => ForumDiscussion.whereVisible(visible, 'd'))
      .orderBy('d.is_pinned', 'desc')
      // raw SQL: ordering by the hotness formula (app/domain/forum.ts) computed in SQL
      .orderByRaw(`${FORUM_HOTNESS_SQL} DESC`)
      .orderBy('d.id', 'desc')
      .limit(TRENDING_LIMIT)
    return this.summaries(rows as DiscussionRow[])
  }

  /**
   * A discussion page: the discussion, one page of its replies in the order
   * they were written (20 a page) and the standings of every author on it in
   * one query. Hidden replies are shown only to their author and to
   * moderators (marked as hidden). Null when the discussion does not exist.
   */
  async thread(id: number, viewer: { id: number; moderator: boolean } | null, page: number) {
    const row = (await this.discussions(viewer?.id ?? null)
      .where('d.id', id)
      .first()) as DiscussionRow | null
    if (!row) return null
    const paginator = await this.repliesOf(id, viewer).paginate(page, REPLIES_PER_PAGE)
    const rows = paginator.all()
    const standings = await this.points.standingsOf([
      row.user_id,
      ...rows.map((reply) => reply.user_id),
    ])
    const discussion: DiscussionDetail = {
      ...this.summary(row, standings.get(row.user_id)),
      userId: row.user_id,
      body: row.body,
      editedAt: row.edited_at ? new Date(row.edited_at).toISOString() : null,
      hiddenReason: row.hidden_reason,
      acceptedReplyId: row.accepted_reply_id,
    }
    const replies: ReplyView[] = rows.map((reply) => ({
      id: reply.id,
      body: reply.body,
      createdAt: new Date(reply.created_at).toISOString(),
      editedAt: reply.edited_at ? new Date(reply.edited_at).toISOString() : null,
      likesCount: reply.likes_count,
      liked: reply.liked,
      isHidden: reply.hidden_at !== null,
      hiddenReason: reply.hidden_reason,
      isSolution: reply.id === row.accepted_reply_id,
      userId: reply.user_id,
      author: authorOf(reply.user_id, reply, standings.get(reply.user_id)),
    }))
    return {
      discussion,
      replies,
      repliesPagination: {
        currentPage: paginator.currentPage,
        lastPage: paginator.lastPage,
        total: paginator.total,
      },
    }
  }

  private repliesOf(discussionId: number, viewer: { id: number; moderator: boolean } | null) {
    const query = db
      .from('forum_replies as r')
      .join('users as u', 'u.id', 'r.user_id')
      .leftJoin('profiles as p', 'p.user_id', 'r.user_id')
      .where('r.discussion_id', discussionId)
      .select(
        'r.id',
        'r.user_id',
        'r.body',
        'r.created_at',
        'r.edited_at',
        'r.likes_count',
        'r.hidden_at',
        'r.hidden_reason',
        // raw SQL: coalesce() of two joined columns, and a correlated EXISTS (did the viewer like it)
        db.raw('coalesce(p.full_name, u.full_name) as author_name'),
        'p.avatar_url as author_avatar',
        'p.specialty as author_specialty',
        db.raw(
          'exists(select 1 from forum_reply_likes l where l.reply_id = r.id and l.user_id = ?) as liked',
          [viewer?.id ?? 0]
        )
      )
      .orderBy('r.created_at', 'asc')
      .orderBy('r.id', 'asc')
    if (!viewer?.moderator) {
      query.where((where) => {
        ForumReply.whereVisible(where, 'r')
        if (viewer) where.orWhere('r.user_id', viewer.id)
      })
    }
    return query
  }

  /**
   * The header figures of /comunidade: confirmed members, visible discussions
   * and engagement = members active in the last 30 days / members. Active:
   * opened a lesson, posted, replied or liked in the forum. One query, the
   * same for everyone: remembered until the forum or the members change (and
   * at most a minute, for the lessons opened meanwhile).
   */
  figures() {
    return remember('forum:figures', [FORUM, MEMBERS], () => this.readFigures())
  }

  private async readFigures() {
    // raw SQL: CTEs with a UNION of five tables, interval arithmetic and scalar subqueries, one round trip
    const { rows } = await db.rawQuery(`
      with members as (select id from users where email_verified_at is not null),
      active as (
        select user_id from lesson_views where viewed_at >= now() - interval '30 days' and user_id is not null
        union select user_id from forum_discussions where created_at >= now() - interval '30 days'
        union select user_id from forum_replies where created_at >= now() - interval '30 days'
        union select user_id from forum_discussion_likes where created_at >= now() - interval '30 days'
        union select user_id from forum_reply_likes where created_at >= now() - interval '30 days'
      )
      select
        (select count(*)::int from members) as members,
        (select count(*)::int from forum_discussions where ${ForumDiscussion.visibleSql()}) as discussions,
        (select count(*)::int from members m where m.id in (select user_id from active)) as active
    `)
    const row = rows[0]
    const members = Number(row.members)
    return {
      members,
      discussions: Number(row.discussions),
      engagement: members === 0 ? 0 : Math.round((Number(row.active) / members) * 100),
    }
  }
}
