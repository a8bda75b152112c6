import { inject } from '@adonisjs/core'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type ForumDiscussion from '#models/forum_discussion'
import ForumReply from '#models/forum_reply'
import ForumReport from '#models/forum_report'
import ForumService from '#services/community/forum_service'
import ActivityService from '#services/admin/activity_service'
import type { DiscussionModeration } from '#domain/community/forum'
import { STANDINGS } from '#domain/platform/content_tags'
import { forgetContent } from '#services/platform/content_cache'

/**
 * What moderators do to posts and reports. Every action is written to the
 * admin activity log in the same transaction as its effect.
 */
@inject()
export default class ForumModerationService {
  constructor(
    private forum: ForumService,
    private activity: ActivityService
  ) {}

  async moderateDiscussion(
    moderatorId: number,
    discussion: ForumDiscussion,
    action: DiscussionModeration,
    reason: string | null
  ) {
    await db.transaction(async (trx) => {
      discussion.useTransaction(trx)
      switch (action) {
        case 'pin':
        case 'unpin':
          discussion.isPinned = action === 'pin'
          break
        case 'lock':
        case 'unlock':
          discussion.isLocked = action === 'lock'
          break
        case 'hide':
          discussion.hiddenAt = discussion.hiddenAt ?? DateTime.now()
          discussion.hiddenReason = reason
          break
        case 'show':
          discussion.hiddenAt = null
          discussion.hiddenReason = null
          break
      }
      await discussion.save()
      const kind = {
        pin: 'forum_pinned',
        unpin: 'forum_unpinned',
        lock: 'forum_locked',
        unlock: 'forum_unlocked',
        hide: 'forum_discussion_hidden',
        show: 'forum_discussion_shown',
      } as const
      await this.activity.record(moderatorId, kind[action], discussion.title, reason, trx)
    })
  }

  /** Hides (with a reason) or shows a reply again, keeping the discussion's visible reply count right. */
  async moderateReply(
    moderatorId: number,
    reply: ForumReply,
    discussion: ForumDiscussion,
    reason: string | null
  ) {
    const hide = reason !== null
    await db.transaction(async (trx) => {
      /* Only a real change of state moves the count (hiding twice just updates the reason). */
      const rows: unknown[] = await trx
        .from('forum_replies')
        .where('id', reply.id)
        .if(
          hide,
          (shown) => ForumReply.whereVisible(shown),
          (hidden) => hidden.whereNotNull('forum_replies.hidden_at')
        )
        .update({ hidden_at: hide ? new Date() : null })
        .returning('id')
      await trx.from('forum_replies').where('id', reply.id).update({ hidden_reason: reason })
      if (rows.length) await this.forum.countReplies(trx, reply.discussionId, hide ? -1 : 1)
      if (rows.length) await forgetContent([STANDINGS], trx)
      await this.activity.record(
        moderatorId,
        hide ? 'forum_reply_hidden' : 'forum_reply_shown',
        discussion.title,
        reason,
        trx
      )
    })
  }

  /** Open reports, oldest first, with what was reported. */
  openReports() {
    return ForumReport.query()
      .where('status', 'open')
      .preload('reporter', (query) => query.preload('profile'))
      .preload('discussion')
      .preload('reply')
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .limit(200)
  }

  async closeReport(moderatorId: number, report: ForumReport, outcome: 'resolved' | 'dismissed') {
    await db.transaction(async (trx) => {
      report.useTransaction(trx)
      report.merge({ status: outcome, resolvedBy: moderatorId, resolvedAt: DateTime.now() })
      await report.save()
      await report.load('discussion')
      await this.activity.record(
        moderatorId,
        outcome === 'resolved' ? 'forum_report_resolved' : 'forum_report_dismissed',
        report.discussion.title,
        report.reason,
        trx
      )
    })
  }
}
