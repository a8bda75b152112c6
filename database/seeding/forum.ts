import { randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import User from '#models/user'
import Profile from '#models/profile'
import { FORUM_DISCUSSIONS, FORUM_MEMBERS } from '#database/data/forum'
import type { SeedForumDiscussion } from '#database/data/forum'
import { TIME_ZONE } from '#domain/platform/format'
import { accountsPredateTheirActivity } from '#database/seeding/account_dates'

/**
 * The community members who author the seeded forum content. A missing
 * member is created with its profile and a random password nobody knows
 * (nobody logs in as them); an existing account is never changed.
 * Returns how many accounts this run created.
 */
async function ensureMembers(trx: TransactionClientContract) {
  let created = 0
  for (const member of FORUM_MEMBERS) {
    const existing = await User.query({ client: trx }).where('email', member.email).first()
    if (existing) continue
    const user = await User.create(
      {
        email: member.email,
        fullName: member.fullName,
        password: randomBytes(32).toString('base64url'),
        emailVerifiedAt: DateTime.now(),
      },
      { client: trx }
    )
    await Profile.create(
      {
        userId: user.id,
        fullName: member.fullName,
        specialty: member.specialty,
        location: member.location,
        yearsExperience: member.yearsExperience,
        bio: member.bio,
        role: member.role,
      },
      { client: trx }
    )
    created++
  }
  return created
}

/** User ids of every account the forum data mentions that exists, by e-mail. */
async function accountIds(trx: TransactionClientContract) {
  const emails = new Set<string>()
  for (const discussion of FORUM_DISCUSSIONS) {
    emails.add(discussion.author)
    discussion.likes.forEach((email) => emails.add(email))
    for (const reply of discussion.replies) {
      emails.add(reply.author)
      reply.likes?.forEach((email) => emails.add(email))
    }
  }
  const rows: { id: number; email: string }[] = await trx
    .from('users')
    .whereIn('email', [...emails])
    .select('id', 'email')
  return new Map(rows.map((row) => [row.email, row.id]))
}

/** `base` plus some hours, never later than `now`. */
const later = (base: DateTime, hours: number, now: DateTime) =>
  DateTime.min(base.plus({ hours }), now)

/** Likes by existing accounts other than the author, without repeats. */
function likerIds(emails: string[] | undefined, authorId: number, ids: Map<string, number>) {
  const likers = (emails ?? []).map((email) => ids.get(email))
  return [...new Set(likers)].filter((id): id is number => id !== undefined && id !== authorId)
}

/**
 * Writes one discussion with its replies, likes and accepted answer, then
 * sets its counters from the rows just written. Content by accounts that do
 * not exist is left out (as is an accepted answer left out that way).
 */
async function createDiscussion(
  trx: TransactionClientContract,
  discussion: SeedForumDiscussion,
  authorId: number,
  ids: Map<string, number>,
  now: DateTime
) {
  const replies = discussion.replies
    .map((reply, index) => ({ ...reply, index, authorId: ids.get(reply.author) }))
    .filter((reply): reply is typeof reply & { authorId: number } => reply.authorId !== undefined)

  /* `daysAgo` before the run, moved back just enough for the last reply to be in the past. */
  const lastReplyHours = Math.max(0, ...replies.map((reply) => reply.hoursAfter))
  const createdAt = DateTime.min(
    now.minus({ days: discussion.daysAgo }),
    now.minus({ hours: lastReplyHours, minutes: 5 })
  )

  const [{ id: discussionId }] = await trx
    .insertQuery()
    .table('forum_discussions')
    .insert({
      user_id: authorId,
      category: discussion.category,
      title: discussion.title,
      body: discussion.body,
      tags: JSON.stringify(discussion.tags),
      is_pinned: discussion.pinned ?? false,
      is_locked: discussion.locked ?? false,
      last_activity_at: createdAt.toJSDate(),
      created_at: createdAt.toJSDate(),
      updated_at: createdAt.toJSDate(),
    })
    .returning('id')

  const replyIds = new Map<number, number>()
  for (const reply of replies) {
    const replyAt = later(createdAt, reply.hoursAfter, now)
    const [{ id: replyId }] = await trx
      .insertQuery()
      .table('forum_replies')
      .insert({
        discussion_id: discussionId,
        user_id: reply.authorId,
        body: reply.body,
        created_at: replyAt.toJSDate(),
        updated_at: replyAt.toJSDate(),
      })
      .returning('id')
    replyIds.set(reply.index, replyId)

    for (const [position, likerId] of likerIds(reply.likes, reply.authorId, ids).entries()) {
      await trx.rawQuery(
        `INSERT INTO forum_reply_likes (user_id, reply_id, created_at) VALUES (?, ?, ?)
         ON CONFLICT DO NOTHING`,
        [likerId, replyId, later(replyAt, position + 1, now).toJSDate()]
      )
    }
  }

  for (const [position, likerId] of likerIds(discussion.likes, authorId, ids).entries()) {
    await trx.rawQuery(
      `INSERT INTO forum_discussion_likes (user_id, discussion_id, created_at) VALUES (?, ?, ?)
       ON CONFLICT DO NOTHING`,
      [likerId, discussionId, later(createdAt, position + 1, now).toJSDate()]
    )
  }

  /*
   * Views are only what was recorded: everyone who wrote, replied or liked saw
   * the discussion that day (one view per member per São Paulo day, as the app counts).
   */
  await trx.rawQuery(
    `INSERT INTO forum_discussion_views (discussion_id, user_id, viewed_on)
     SELECT ?, seen.user_id, (seen.at AT TIME ZONE ?)::date FROM (
       SELECT user_id, created_at AS at FROM forum_discussions WHERE id = ?
       UNION ALL SELECT user_id, created_at FROM forum_replies WHERE discussion_id = ?
       UNION ALL SELECT user_id, created_at FROM forum_discussion_likes WHERE discussion_id = ?
       UNION ALL SELECT l.user_id, l.created_at FROM forum_reply_likes AS l
         JOIN forum_replies AS r ON r.id = l.reply_id WHERE r.discussion_id = ?
     ) AS seen
     ON CONFLICT DO NOTHING`,
    [discussionId, TIME_ZONE, discussionId, discussionId, discussionId, discussionId]
  )

  /* Counters from the rows, so they always match them. */
  await trx.rawQuery(
    `UPDATE forum_replies AS r
        SET likes_count = (SELECT count(*) FROM forum_reply_likes AS l WHERE l.reply_id = r.id)
      WHERE r.discussion_id = ?`,
    [discussionId]
  )
  const accepted =
    discussion.solutionReply === undefined ? undefined : replyIds.get(discussion.solutionReply)
  await trx.rawQuery(
    `UPDATE forum_discussions AS d
        SET replies_count = (SELECT count(*) FROM forum_replies AS r WHERE r.discussion_id = d.id),
            likes_count = (SELECT count(*) FROM forum_discussion_likes AS l WHERE l.discussion_id = d.id),
            views_count = (SELECT count(*) FROM forum_discussion_views AS v WHERE v.discussion_id = d.id),
            last_activity_at = coalesce(
              (SELECT max(r.created_at) FROM forum_replies AS r WHERE r.discussion_id = d.id),
              d.created_at
            ),
            accepted_reply_id = ?
      WHERE d.id = ?`,
    [accepted ?? null, discussionId]
  )
}

/**
 * The community forum: its members and the seeded discussions. Idempotent:
 * a discussion is written only when its author has no discussion with the
 * same title, so a second run changes nothing. Content by an account that
 * does not exist (the demo learner in the test environment) is skipped.
 */
export async function seedForum(trx: TransactionClientContract) {
  const members = await ensureMembers(trx)
  const ids = await accountIds(trx)
  const now = DateTime.now()

  let discussions = 0
  for (const discussion of FORUM_DISCUSSIONS) {
    const authorId = ids.get(discussion.author)
    if (authorId === undefined) continue
    const existing = await trx
      .from('forum_discussions')
      .where('user_id', authorId)
      .where('title', discussion.title)
      .first()
    if (existing) continue
    await createDiscussion(trx, discussion, authorId, ids, now)
    discussions++
  }
  /* The members were created now, their posts back-dated: each account predates its posts. */
  await accountsPredateTheirActivity(trx)
  return { members, discussions }
}
