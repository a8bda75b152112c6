import { inject } from '@adonisjs/core'
import type ForumPostLiked from '#events/forum_post_liked'
import ForumDiscussion from '#models/forum_discussion'
import ForumReply from '#models/forum_reply'
import NotificationService, { type NotifyInput } from '#services/messaging/notification_service'
import ForumService from '#services/community/forum_service'
import { discussionSlug } from '#domain/community/forum'
import { notificationGroup } from '#domain/messaging/notifications'

/** Likes on a member's post, grouped per post while unread ('Ana e mais 2 pessoas curtiram…'). */
@inject()
export default class NotifyPostLiked {
  constructor(
    private notifications: NotificationService,
    private forum: ForumService
  ) {}

  async handle(event: ForumPostLiked) {
    await this.notifications.notifyQuietly('forum_post_liked', () =>
      event.post === 'discussion' ? this.discussionLike(event) : this.replyLike(event)
    )
  }

  private async discussionLike({ likerId, postId }: ForumPostLiked): Promise<NotifyInput | null> {
    const discussion = await ForumDiscussion.find(postId)
    if (!discussion) return null
    return {
      userId: discussion.userId,
      kind: 'post_liked',
      groupKey: notificationGroup.discussionLikes(discussion.id),
      actorId: likerId,
      data: {
        actorName: await this.notifications.memberName(likerId),
        subject: discussion.title,
        route: 'community.discussions.show',
        params: { id: discussion.id, slug: discussionSlug(discussion.title) },
      },
    }
  }

  private async replyLike({ likerId, postId }: ForumPostLiked): Promise<NotifyInput | null> {
    const reply = await ForumReply.query().where('id', postId).preload('discussion').first()
    if (!reply) return null
    const page = await this.forum.replyPage(reply, reply.userId)
    return {
      userId: reply.userId,
      kind: 'post_liked',
      groupKey: notificationGroup.replyLikes(reply.id),
      actorId: likerId,
      data: {
        actorName: await this.notifications.memberName(likerId),
        subject: reply.discussion.title,
        reply: true,
        route: 'community.discussions.show',
        params: { id: reply.discussionId, slug: discussionSlug(reply.discussion.title) },
        query: page > 1 ? { pagina: page } : undefined,
        anchor: `resposta-${reply.id}`,
      },
    }
  }
}
