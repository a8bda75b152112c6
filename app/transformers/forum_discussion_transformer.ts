import { AppTransformer } from '#transformers/cheap_transform'
import type {
  DiscussionDetail,
  DiscussionSummary,
  ForumAuthor,
} from '#services/community/forum_read_service'
import { discussionSlug, FORUM_CATEGORY_LABELS } from '#domain/community/forum'
import { FALLBACK_PROFILE_NAME, FALLBACK_PROFILE_SPECIALTY } from '#domain/community/profile_stats'

export function forumAuthor(author: ForumAuthor) {
  return {
    id: author.id,
    fullName: author.fullName?.trim() || FALLBACK_PROFILE_NAME,
    avatarUrl: author.avatarUrl,
    specialty: author.specialty?.trim() || FALLBACK_PROFILE_SPECIALTY,
    ranking: author.ranking,
    points: author.points,
  }
}

/** A discussion card ('Discussões', 'Em Alta'); the `detail` variant adds what the discussion page shows. */
export default class ForumDiscussionTransformer extends AppTransformer<DiscussionSummary> {
  toObject() {
    return {
      ...this.pick(this.resource, [
        'id',
        'title',
        'category',
        'tags',
        'excerpt',
        'createdAt',
        'lastActivityAt',
        'repliesCount',
        'likesCount',
        'viewsCount',
        'isPinned',
        'isLocked',
        'isHot',
        'isSolved',
        'isHidden',
        'liked',
        'bookmarked',
      ]),
      slug: discussionSlug(this.resource.title),
      categoryLabel: FORUM_CATEGORY_LABELS[this.resource.category],
      author: forumAuthor(this.resource.author),
    }
  }

  forDetail() {
    const detail = this.resource as DiscussionDetail
    return {
      ...this.toObject(),
      body: detail.body,
      editedAt: detail.editedAt,
      hiddenReason: detail.hiddenReason,
      acceptedReplyId: detail.acceptedReplyId,
    }
  }
}
