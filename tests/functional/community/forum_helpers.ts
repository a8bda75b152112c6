/*
| Small helpers shared by the forum tests (not a spec file).
*/
import { DateTime } from 'luxon'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import AdminUser from '#models/admin_user'
import ForumDiscussion from '#models/forum_discussion'
import ForumReply from '#models/forum_reply'
import { UserFactory } from '#database/factories/course_factory'
import { DiscussionFactory } from '#database/factories/forum_factory'
import { discussionSlug } from '#domain/community/forum'
import type { AdminRole } from '#domain/accounts/roles'

/** A confirmed member with a profile ('student' unless told). */
export function member(fullName?: string, role: 'student' | 'instructor' = 'student') {
  return UserFactory.merge({ emailVerifiedAt: DateTime.now(), ...(fullName ? { fullName } : {}) })
    .with('profile', 1, (profile) => profile.merge({ role, ...(fullName ? { fullName } : {}) }))
    .create()
}

/** A confirmed member with an admin-area role (admin_users). */
export async function staff(role: AdminRole, fullName?: string) {
  const user = await member(fullName)
  await AdminUser.create({ userId: user.id, role })
  return user
}

/** A visible discussion by `author` (attributes merged over the factory's). */
export function discussionBy(author: User, attributes: Partial<ForumDiscussion> = {}) {
  return DiscussionFactory.merge({ userId: author.id, ...attributes }).create()
}

/** /comunidade/discussoes/{id}/{slug} */
export function discussionPath(discussion: { id: number; title: string }) {
  return `/comunidade/discussoes/${discussion.id}/${discussionSlug(discussion.title)}`
}

/** The stored row, read again. */
export function fresh(discussion: { id: number }) {
  return ForumDiscussion.findOrFail(discussion.id)
}

/** One stored field of a discussion, read again (counters, flags, solution). */
export async function discussionField<K extends keyof ForumDiscussion>(
  discussion: { id: number },
  field: K
) {
  const row = await ForumDiscussion.findOrFail(discussion.id)
  return row[field]
}

/** One stored field of a reply, read again. */
export async function replyField<K extends keyof ForumReply>(reply: { id: number }, field: K) {
  const row = await ForumReply.findOrFail(reply.id)
  return row[field]
}

type WriteMethod = 'post' | 'put' | 'patch' | 'delete'

/** A signed-in form submission (CSRF token, JSON body), without following the redirect. */
export function submit(
  client: ApiClient,
  method: WriteMethod,
  url: string,
  user: User | null,
  body?: Record<string, unknown>
) {
  let request = client[method](url).withCsrfToken().redirects(0)
  if (user) request = request.loginAs(user)
  if (body) request = request.json(body)
  return request
}

/** Rows of a table, optionally narrowed. */
export async function countRows(table: string, where: Record<string, unknown> = {}) {
  const row = await db.from(table).where(where).count('* as total').first()
  return Number(row?.total ?? 0)
}

/** Moves a post's creation time back (the delete window, hotness, 'hot' mark). */
export async function postedAgo(
  table: 'forum_discussions' | 'forum_replies',
  id: number,
  minutes: number
) {
  await db
    .from(table)
    .where('id', id)
    .update({ created_at: DateTime.now().minus({ minutes }).toJSDate() })
}
