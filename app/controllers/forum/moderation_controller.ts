import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import ForumModerationService from '#services/community/forum_moderation_service'
import { flashToast } from '#services/platform/flash'
import { visibleDiscussion, visibleReply } from '#services/community/forum_posts'
import ForumPolicy from '#policies/forum_policy'
import { discussionModerationValidator, replyModerationValidator } from '#validators/forum'

const DONE = {
  pin: 'Discussão fixada',
  unpin: 'Discussão desafixada',
  lock: 'Discussão trancada',
  unlock: 'Discussão destrancada',
  hide: 'Discussão ocultada',
  show: 'Discussão visível novamente',
} as const

/** Moderators (staff and instructors) pin, lock and hide posts; every action goes to the activity log. */
@inject()
export default class ModerationController {
  constructor(private moderation: ForumModerationService) {}

  async discussion(ctx: HttpContext) {
    const { bouncer, request, auth, session, response } = ctx
    await bouncer.with(ForumPolicy).authorize('moderate')
    const discussion = await visibleDiscussion(ctx, ctx.params.id)
    const { action, reason } = await request.validateUsing(discussionModerationValidator)
    await this.moderation.moderateDiscussion(
      auth.getUserOrFail().id,
      discussion,
      action,
      action === 'hide' ? (reason ?? null) : null
    )
    flashToast(session, DONE[action])
    return response.redirect().back()
  }

  async reply(ctx: HttpContext) {
    const { bouncer, request, auth, session, response } = ctx
    await bouncer.with(ForumPolicy).authorize('moderate')
    const { reply, discussion } = await visibleReply(ctx, ctx.params.id)
    const { action, reason } = await request.validateUsing(replyModerationValidator)
    await this.moderation.moderateReply(
      auth.getUserOrFail().id,
      reply,
      discussion,
      action === 'hide' ? (reason ?? '') : null
    )
    flashToast(session, action === 'hide' ? 'Resposta ocultada' : 'Resposta visível novamente')
    return response.redirect().back()
  }
}
