import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import ForumService from '#services/community/forum_service'
import { flashToast } from '#services/platform/flash'
import { visibleDiscussion, visibleReply } from '#services/community/forum_posts'
import ForumPolicy from '#policies/forum_policy'
import { replyValidator } from '#validators/forum'
import { discussionSlug } from '#domain/community/forum'

@inject()
export default class RepliesController {
  constructor(private forum: ForumService) {}

  async store(ctx: HttpContext) {
    const { request, response, auth, bouncer, session } = ctx
    const discussion = await visibleDiscussion(ctx, ctx.params.id)
    await bouncer.with(ForumPolicy).authorize('reply', discussion)
    const { reply } = await request.validateUsing(replyValidator)
    const user = auth.getUserOrFail()
    const created = await this.forum.reply(discussion, user.id, reply)
    flashToast(session, 'Resposta enviada!')
    /* Back to the page of the thread where the new reply is (the last one). */
    const page = await this.forum.replyPage(created, user.id)
    return response
      .redirect()
      .withQs(page > 1 ? { pagina: page } : {})
      .toRoute('community.discussions.show', {
        id: discussion.id,
        slug: discussionSlug(discussion.title),
      })
  }

  async update(ctx: HttpContext) {
    const { request, response, bouncer, session } = ctx
    const { reply } = await visibleReply(ctx, ctx.params.id)
    await bouncer.with(ForumPolicy).authorize('edit', reply)
    const data = await request.validateUsing(replyValidator)
    await this.forum.updateReply(reply, data.reply)
    flashToast(session, 'Resposta atualizada')
    return response.redirect().back()
  }

  async destroy(ctx: HttpContext) {
    const { response, bouncer, session } = ctx
    const { reply } = await visibleReply(ctx, ctx.params.id)
    await bouncer.with(ForumPolicy).authorize('delete', reply)
    await this.forum.deleteReply(reply)
    flashToast(session, 'Resposta excluída')
    return response.redirect().back()
  }
}
