import { AppTransformer } from '#transformers/cheap_transform'
import type ForumReport from '#models/forum_report'
import { discussionSlug } from '#domain/community/forum'
import { FALLBACK_PROFILE_NAME } from '#domain/community/profile_stats'

/** An open report in Moderação: who reported what, why, and the reported post's state. */
export default class ForumReportTransformer extends AppTransformer<ForumReport> {
  toObject() {
    const { discussion, reply, reporter } = this.resource
    const excerpt = (text: string) => (text.length > 240 ? `${text.slice(0, 237)}…` : text)
    return {
      id: this.resource.id,
      reason: this.resource.reason,
      createdAt: this.resource.createdAt.toISO()!,
      reporterName:
        reporter.profile?.fullName?.trim() || reporter.fullName?.trim() || FALLBACK_PROFILE_NAME,
      discussion: {
        id: discussion.id,
        slug: discussionSlug(discussion.title),
        title: discussion.title,
        isPinned: discussion.isPinned,
        isLocked: discussion.isLocked,
        isHidden: discussion.hiddenAt !== null,
      },
      reply: reply
        ? { id: reply.id, excerpt: excerpt(reply.body), isHidden: reply.hiddenAt !== null }
        : null,
      excerpt: excerpt(reply ? reply.body : discussion.body),
    }
  }
}
