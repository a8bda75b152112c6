/*
| The community forum's rules with numbers in them: categories, limits,
| sort orders, the edit window, the hotness score behind 'Em Alta' and the
| 'hot' mark. Shared by the server (#domain/forum) and the pages (@domain/forum).
|
| Hotness (the same formula runs in SQL, see FORUM_HOTNESS_SQL):
|
|   engagement = likes + 2 × replies + views / 10
|   hotness    = (1 + engagement) / (hours since the discussion was created + 2) ^ 1.5
|
| A discussion is marked 'hot' when its engagement reaches 10 and it is at
| most 7 days old: recent and really discussed, whatever the hour it was posted.
*/
import { pageParam } from '../platform/page_param.js'

export const FORUM_CATEGORIES = ['geral', 'cultivo', 'business', 'ciencia', 'ia', 'legal'] as const
export type ForumCategory = (typeof FORUM_CATEGORIES)[number]

export const FORUM_CATEGORY_LABELS: Record<ForumCategory, string> = {
  geral: 'Geral',
  cultivo: 'Cultivo',
  business: 'Negócios',
  ciencia: 'Ciência',
  ia: 'Inteligência Artificial',
  legal: 'Legislação',
}

export function isForumCategory(value: unknown): value is ForumCategory {
  return typeof value === 'string' && (FORUM_CATEGORIES as readonly string[]).includes(value)
}

export const FORUM_SORTS = ['recentes', 'curtidas', 'respondidas', 'sem-resposta'] as const
export type ForumSort = (typeof FORUM_SORTS)[number]
export const FORUM_SORT_LABELS: Record<ForumSort, string> = {
  'recentes': 'Recentes',
  'curtidas': 'Mais curtidas',
  'respondidas': 'Mais respondidas',
  'sem-resposta': 'Sem resposta',
}

export const FORUM_STATUS_FILTERS = ['resolvidas', 'nao-resolvidas'] as const
export type ForumStatusFilter = (typeof FORUM_STATUS_FILTERS)[number]

export const FORUM_LIMITS = {
  titleMin: 5,
  titleMax: 150,
  bodyMax: 10_000,
  replyMax: 5_000,
  tagMax: 30,
  tagsMax: 5,
  reasonMax: 300,
  reportReasonMax: 500,
} as const

/** What a moderator does to a discussion (a reply is only hidden or shown). */
export const FORUM_MODERATION_ACTIONS = ['pin', 'unpin', 'lock', 'unlock', 'hide', 'show'] as const
export type DiscussionModeration = (typeof FORUM_MODERATION_ACTIONS)[number]

export const DISCUSSIONS_PER_PAGE = 10
export const REPLIES_PER_PAGE = 20
export const TRENDING_LIMIT = 20
export const TOP_MEMBERS_LIMIT = 4

/** An author may delete their own discussion or reply within 30 minutes of posting it. */
export const DELETE_WINDOW_MINUTES = 30

export function withinDeleteWindow(createdAt: Date, now: Date = new Date()) {
  return now.getTime() - createdAt.getTime() <= DELETE_WINDOW_MINUTES * 60_000
}

export const HOT_MIN_ENGAGEMENT = 10
export const HOT_MAX_AGE_DAYS = 7

export function forumEngagement(counts: { likes: number; replies: number; views: number }) {
  return counts.likes + 2 * counts.replies + counts.views / 10
}

export function forumHotness(
  counts: { likes: number; replies: number; views: number },
  ageHours: number
) {
  return (1 + forumEngagement(counts)) / Math.pow(Math.max(ageHours, 0) + 2, 1.5)
}

export function isHotDiscussion(
  counts: { likes: number; replies: number; views: number },
  ageHours: number
) {
  return forumEngagement(counts) >= HOT_MIN_ENGAGEMENT && ageHours <= HOT_MAX_AGE_DAYS * 24
}

/** The hotness score in SQL over a forum_discussions row aliased `d` (same formula as above). */
export const FORUM_HOTNESS_SQL = `((1 + d.likes_count + 2 * d.replies_count + d.views_count / 10.0) /
  power(greatest(extract(epoch from (now() - d.created_at)) / 3600.0, 0) + 2, 1.5))`

/** The 'hot' mark in SQL over `d`. */
export const FORUM_HOT_SQL = `((d.likes_count + 2 * d.replies_count + d.views_count / 10.0) >= ${HOT_MIN_ENGAGEMENT}
  AND d.created_at >= now() - interval '${HOT_MAX_AGE_DAYS} days')`

/** 'como-regar-no-inverno' from 'Como regar no inverno?' (for the discussion URL; the id decides). */
export function discussionSlug(title: string) {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '')
  return slug || 'discussao'
}

/** Tags as typed ('Cultivo, LED  ,led') → unique, trimmed, lower-case: ['cultivo', 'led']. */
export function normalizeTags(tags: string[]) {
  const seen = new Set<string>()
  for (const tag of tags) {
    const clean = tag.trim().replace(/^#/, '').replace(/\s+/g, ' ').toLowerCase()
    if (clean) seen.add(clean.slice(0, FORUM_LIMITS.tagMax))
  }
  return [...seen].slice(0, FORUM_LIMITS.tagsMax)
}

export type ForumFilters = {
  category: ForumCategory | null
  q: string | null
  sort: ForumSort
  status: ForumStatusFilter | null
  mine: boolean
  saved: boolean
  page: number
}

function pick<T extends string>(values: readonly T[], value: unknown): T | null {
  return typeof value === 'string' && (values as readonly string[]).includes(value)
    ? (value as T)
    : null
}

const yes = (value: unknown) => value === '1' || value === 'true' || value === 'sim'

/** Reads the query string of 'Discussões' (Portuguese keys); anything unknown falls back to no filter. */
export function parseForumFilters(qs: Record<string, unknown>): ForumFilters {
  const q = typeof qs.q === 'string' ? qs.q.replace(/\s+/g, ' ').trim().slice(0, 100) : ''
  return {
    category: pick(FORUM_CATEGORIES, qs.categoria),
    q: q || null,
    sort: pick(FORUM_SORTS, qs.ordem) ?? 'recentes',
    status: pick(FORUM_STATUS_FILTERS, qs.status),
    mine: yes(qs.minhas),
    saved: yes(qs.salvas),
    page: pageParam(qs.pagina),
  }
}
