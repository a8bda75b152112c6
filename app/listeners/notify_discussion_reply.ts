import { inject } from '@adonisjs/core'
import type ForumReplyCreated from '#events/forum_reply_created'
import NotificationService from '#services/messaging/notification_service'
import ForumService from '#services/community/forum_service'
import { discussionSlug } from '#domain/community/forum'
import { notificationGroup } from '#domain/messaging/notifications'

/** The author of a discussion hears of its new replies: one notification while unread ('10 novas respostas…'). */
@inject()
export default class NotifyDiscussionReply {
  constructor(
    private notifications: NotificationService,
    private forum: ForumService
  ) {}

  async handle({ discussion, reply }: ForumReplyCreated) {
    await this.notifications.notifyQuietly('forum_reply_created', async () => {
      if (discussion.userId === reply.userId) return null
      const page = await this.forum.replyPage(reply, discussion.userId)
      return {
        userId: discussion.userId,
        kind: 'discussion_reply',
        groupKey: notificationGroup.discussionReplies(discussion.id),
        actorId: reply.userId,
        data: {
          actorName: await this.notifications.memberName(reply.userId),
          subject: discussion.title,
          route: 'community.discussions.show',
          params: { id: discussion.id, slug: discussionSlug(discussion.title) },
          query: page > 1 ? { pagina: page } : undefined,
          anchor: `resposta-${reply.id}`,
        },
      }
    })
  }
}
