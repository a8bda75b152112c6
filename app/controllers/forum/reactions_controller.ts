import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import ForumService from '#services/community/forum_service'
import { flashToast } from '#services/platform/flash'
import {
  forumPostMissing,
  forumRowId,
  visibleDiscussion,
  visibleReply,
} from '#services/community/forum_posts'
import ForumPolicy from '#policies/forum_policy'
import ForumReply from '#models/forum_reply'
import { acceptValidator, reportValidator } from '#validators/forum'

/**
 * A member's reactions to posts: likes, bookmarks, the author's solution and
 * reports. Each is idempotent (liking twice counts once), so double clicks
 * and two tabs agree with the database.
 */
@inject()
export default class ReactionsController {
  constructor(private forum: ForumService) {}

  async like(ctx: HttpContext) {
    const discussion = await visibleDiscussion(ctx, ctx.params.id)
    await this.forum.like(ctx.auth.getUserOrFail().id, discussion.id)
    return ctx.response.redirect().back()
  }

  async unlike(ctx: HttpContext) {
    const discussion = await visibleDiscussion(ctx, ctx.params.id)
    await this.forum.unlike(ctx.auth.getUserOrFail().id, discussion.id)
    return ctx.response.redirect().back()
  }

  async likeReply(ctx: HttpContext) {
    const { reply } = await visibleReply(ctx, ctx.params.id)
    await this.forum.likeReply(ctx.auth.getUserOrFail().id, reply.id)
    return ctx.response.redirect().back()
  }

  async unlikeReply(ctx: HttpContext) {
    const { reply } = await visibleReply(ctx, ctx.params.id)
    await this.forum.unlikeReply(ctx.auth.getUserOrFail().id, reply.id)
    return ctx.response.redirect().back()
  }

  async bookmark(ctx: HttpContext) {
    const discussion = await visibleDiscussion(ctx, ctx.params.id)
    await this.forum.bookmark(ctx.auth.getUserOrFail().id, discussion.id)
    flashToast(ctx.session, 'Discussão salva', 'Encontre-a em Filtros › Salvas.')
    return ctx.response.redirect().back()
  }

  async unbookmark(ctx: HttpContext) {
    const discussion = await visibleDiscussion(ctx, ctx.params.id)
    await this.forum.unbookmark(ctx.auth.getUserOrFail().id, discussion.id)
    flashToast(ctx.session, 'Discussão removida das salvas')
    return ctx.response.redirect().back()
  }

  /** The author marks one reply (of this discussion, visible) as the solution. */
  async accept(ctx: HttpContext) {
    const discussion = await visibleDiscussion(ctx, ctx.params.id)
    await ctx.bouncer.with(ForumPolicy).authorize('accept', discussion)
    const { replyId } = await ctx.request.validateUsing(acceptValidator)
    const reply = await ForumReply.query()
      .where('id', forumRowId(replyId))
      .where('discussion_id', discussion.id)
      .withScopes((scopes) => scopes.visible())
      .firstOrFail()
    await this.forum.accept(discussion, reply)
    flashToast(ctx.session, 'Solução marcada', 'A discussão agora aparece como Resolvida.')
    return ctx.response.redirect().back()
  }

  async unaccept(ctx: HttpContext) {
    const discussion = await visibleDiscussion(ctx, ctx.params.id)
    await ctx.bouncer.with(ForumPolicy).authorize('accept', discussion)
    await this.forum.accept(discussion, null)
    flashToast(ctx.session, 'Solução desmarcada')
    return ctx.response.redirect().back()
  }

  /** A report about the discussion, or one of its replies (replyId). */
  async report(ctx: HttpContext) {
    const discussion = await visibleDiscussion(ctx, ctx.params.id)
    const { reason, replyId } = await ctx.request.validateUsing(reportValidator)
    if (replyId) {
      const { reply } = await visibleReply(ctx, replyId)
      if (reply.discussionId !== discussion.id) throw forumPostMissing()
    }
    await this.forum.report(
      ctx.auth.getUserOrFail().id,
      { discussionId: discussion.id, replyId: replyId ?? null },
      reason
    )
    flashToast(ctx.session, 'Denúncia enviada', 'Obrigado! A moderação vai analisar.')
    return ctx.response.redirect().back()
  }
}
