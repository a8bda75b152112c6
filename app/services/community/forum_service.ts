import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import ForumDiscussion from '#models/forum_discussion'
import ForumReply from '#models/forum_reply'
import ForumReplyCreated from '#events/forum_reply_created'
import ForumSolutionAccepted from '#events/forum_solution_accepted'
import ForumPostLiked from '#events/forum_post_liked'
import { normalizeTags, REPLIES_PER_PAGE, type ForumCategory } from '#domain/community/forum'
import { TIME_ZONE } from '#domain/platform/format'
import { STANDINGS } from '#domain/platform/content_tags'
import { forgetContent } from '#services/platform/content_cache'

export type DiscussionInput = {
  title: string
  category: ForumCategory
  body: string
  tags: string[]
}

/**
 * Writes of the forum. Every counter changes in the same statement as the
 * row it counts (insert … on conflict do nothing → +1 only when a row was
 * really added; delete … returning → −1 only when one was really removed),
 * so double clicks and concurrent tabs never leave a count off.
 */
/** A second identical post within this window is the same post (double submit), not a new one. */
const DOUBLE_SUBMIT_SECONDS = 120
/** A like table, its column and the table whose likes_count it keeps. */
type LikeTable = { table: string; column: string; counted: string }
const DISCUSSION_LIKES: LikeTable = {
  table: 'forum_discussion_likes',
  column: 'discussion_id',
  counted: 'forum_discussions',
}
const REPLY_LIKES: LikeTable = {
  table: 'forum_reply_likes',
  column: 'reply_id',
  counted: 'forum_replies',
}

const justNow = () => DateTime.now().minus({ seconds: DOUBLE_SUBMIT_SECONDS }).toSQL()!

export default class ForumService {
  /** The new discussion, or the one the member just posted with the same title and text (double submit). */
  async create(userId: number, input: DiscussionInput) {
    const duplicate = await ForumDiscussion.query()
      .where('user_id', userId)
      .where('title', input.title)
      .where('body', input.body)
      .where('created_at', '>=', justNow())
      .first()
    if (duplicate) return duplicate
    return ForumDiscussion.create({
      userId,
      title: input.title,
      category: input.category,
      body: input.body,
      tags: normalizeTags(input.tags),
      lastActivityAt: DateTime.now(),
    })
  }

  async update(discussion: ForumDiscussion, input: DiscussionInput) {
    discussion.merge({
      title: input.title,
      category: input.category,
      body: input.body,
      tags: normalizeTags(input.tags),
      editedAt: DateTime.now(),
    })
    await discussion.save()
  }

  async delete(discussion: ForumDiscussion) {
    await discussion.delete()
  }

  /** The new reply, or the same reply the member sent seconds ago (double submit). */
  async reply(discussion: ForumDiscussion, userId: number, body: string) {
    const duplicate = await ForumReply.query()
      .where('discussion_id', discussion.id)
      .where('user_id', userId)
      .where('body', body)
      .where('created_at', '>=', justNow())
      .first()
    if (duplicate) return duplicate
    const created = await db.transaction(async (trx) => {
      const reply = await ForumReply.create(
        { discussionId: discussion.id, userId, body },
        { client: trx }
      )
      await trx
        .from('forum_discussions')
        .where('id', discussion.id)
        // raw SQL: an increment and the database clock in the same UPDATE
        .update({
          replies_count: db.raw('replies_count + 1'),
          last_activity_at: db.raw('now()'),
        })
      return reply
    })
    /* After the commit: listeners (notifications) see the reply and never undo it. */
    await ForumReplyCreated.dispatch(discussion, created)
    return created
  }

  /** The page of the thread (as its author sees it) on which a reply stands. */
  async replyPage(reply: ForumReply, viewerId: number) {
    const row = await db
      .from('forum_replies')
      .where('discussion_id', reply.discussionId)
      .where('id', '<=', reply.id)
      .where((where) => ForumReply.whereVisible(where).orWhere('user_id', viewerId))
      .count('* as position')
      .first()
    return Math.max(1, Math.ceil(Number(row?.position ?? 1) / REPLIES_PER_PAGE))
  }

  async updateReply(reply: ForumReply, body: string) {
    reply.merge({ body, editedAt: DateTime.now() })
    await reply.save()
  }

  async deleteReply(reply: ForumReply) {
    await db.transaction(async (trx) => {
      const rows: { hidden_at: Date | null }[] = await trx
        .from('forum_replies')
        .where('id', reply.id)
        .delete()
        .returning('hidden_at')
      await forgetContent([STANDINGS], trx)
      /* A hidden reply was already taken out of the count when it was hidden. */
      if (rows.length && rows[0].hidden_at === null) {
        await this.countReplies(trx, reply.discussionId, -1)
      }
    })
  }

  async like(userId: number, discussionId: number) {
    if (await this.#toggle(DISCUSSION_LIKES, userId, discussionId, true)) {
      await ForumPostLiked.dispatch(userId, 'discussion', discussionId)
    }
  }

  async unlike(userId: number, discussionId: number) {
    await this.#toggle(DISCUSSION_LIKES, userId, discussionId, false)
  }

  async likeReply(userId: number, replyId: number) {
    if (await this.#toggle(REPLY_LIKES, userId, replyId, true)) {
      await ForumPostLiked.dispatch(userId, 'reply', replyId)
    }
  }

  async unlikeReply(userId: number, replyId: number) {
    await this.#toggle(REPLY_LIKES, userId, replyId, false)
  }

  async bookmark(userId: number, discussionId: number) {
    await db
      .insertQuery()
      .table('forum_bookmarks')
      .insert({ user_id: userId, discussion_id: discussionId })
      .onConflict()
      .ignore()
  }

  async unbookmark(userId: number, discussionId: number) {
    await db
      .from('forum_bookmarks')
      .where({ user_id: userId, discussion_id: discussionId })
      .delete()
  }

  /** The author's chosen solution (one per discussion; choosing another replaces it). */
  async accept(discussion: ForumDiscussion, reply: ForumReply | null) {
    const changed = discussion.acceptedReplyId !== (reply?.id ?? null)
    discussion.acceptedReplyId = reply?.id ?? null
    await discussion.save()
    if (reply && changed) await ForumSolutionAccepted.dispatch(discussion, reply)
  }

  /** Counts one view per member per discussion per day (São Paulo calendar). */
  async recordView(userId: number, discussionId: number) {
    const today = DateTime.now().setZone(TIME_ZONE).toISODate()!
    await db.transaction(async (trx) => {
      const rows: unknown[] = await trx
        .insertQuery()
        .table('forum_discussion_views')
        .insert({ discussion_id: discussionId, user_id: userId, viewed_on: today })
        .onConflict()
        .ignore()
        .returning('discussion_id')
      if (rows.length) {
        await trx.from('forum_discussions').where('id', discussionId).increment('views_count', 1)
      }
    })
  }

  /**
   * A member's report; reporting the same post again while the first report is
   * open changes nothing (the partial unique index forum_reports_open_once).
   * `on conflict do nothing` rather than catching the unique violation, which
   * would abort an enclosing transaction.
   */
  async report(
    userId: number,
    target: { discussionId: number; replyId: number | null },
    reason: string
  ) {
    await db
      .insertQuery()
      .table('forum_reports')
      .insert({
        reporter_id: userId,
        discussion_id: target.discussionId,
        reply_id: target.replyId,
        reason,
        status: 'open',
      })
      .onConflict()
      .ignore()
  }

  async #toggle(
    { table, column, counted }: LikeTable,
    userId: number,
    targetId: number,
    on: boolean
  ) {
    /* True when a row was really added or removed. */
    return db.transaction(async (trx) => {
      const rows: unknown[] = on
        ? await trx
            .insertQuery()
            .table(table)
            .insert({ user_id: userId, [column]: targetId })
            .onConflict()
            .ignore()
            .returning('user_id')
        : await trx
            .from(table)
            .where('user_id', userId)
            .where(column, targetId)
            .delete()
            .returning('user_id')
      if (rows.length) {
        await forgetContent([STANDINGS], trx)
        await trx
          .from(counted)
          .where('id', targetId)
          .increment('likes_count', on ? 1 : -1)
      }
      return rows.length > 0
    })
  }

  /** Keeps the discussion's count of visible replies (moderation hides and shows replies too). */
  async countReplies(trx: TransactionClientContract, discussionId: number, change: 1 | -1) {
    await trx
      .from('forum_discussions')
      .where('id', discussionId)
      // raw SQL: greatest() keeps the count from going below zero in the same UPDATE
      .update({ replies_count: db.raw(`greatest(replies_count + ?, 0)`, [change]) })
  }
}
