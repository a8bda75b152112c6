import { inject } from '@adonisjs/core'
import type ForumSolutionAccepted from '#events/forum_solution_accepted'
import NotificationService from '#services/messaging/notification_service'
import ForumService from '#services/community/forum_service'
import { discussionSlug } from '#domain/community/forum'
import { notificationGroup } from '#domain/messaging/notifications'

/** The author of a reply hears that it was chosen as the solution (not when they chose their own). */
@inject()
export default class NotifySolutionAccepted {
  constructor(
    private notifications: NotificationService,
    private forum: ForumService
  ) {}

  async handle({ discussion, reply }: ForumSolutionAccepted) {
    await this.notifications.notifyQuietly('forum_solution_accepted', async () => {
      if (discussion.userId === reply.userId) return null
      const page = await this.forum.replyPage(reply, reply.userId)
      return {
        userId: reply.userId,
        kind: 'solution_accepted',
        groupKey: notificationGroup.solution(reply.id),
        actorId: discussion.userId,
        data: {
          actorName: await this.notifications.memberName(discussion.userId),
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
