import { AppTransformer } from '#transformers/cheap_transform'
import type { ReplyView } from '#services/community/forum_read_service'
import { forumAuthor } from '#transformers/forum_discussion_transformer'

/** A reply on the discussion page. */
export default class ForumReplyTransformer extends AppTransformer<ReplyView> {
  toObject() {
    return {
      ...this.pick(this.resource, [
        'id',
        'body',
        'createdAt',
        'editedAt',
        'likesCount',
        'liked',
        'isHidden',
        'hiddenReason',
        'isSolution',
      ]),
      author: forumAuthor(this.resource.author),
    }
  }
}
