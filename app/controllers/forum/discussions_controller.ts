import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import type { Infer } from '@vinejs/vine/types'
import ForumReadService from '#services/community/forum_read_service'
import ForumService from '#services/community/forum_service'
import { flashToast } from '#services/platform/flash'
import { visibleDiscussion } from '#services/community/forum_posts'
import ForumPolicy from '#policies/forum_policy'
import ForumDiscussionTransformer from '#transformers/forum_discussion_transformer'
import ForumReplyTransformer from '#transformers/forum_reply_transformer'
import { discussionValidator, repliesPageValidator } from '#validators/forum'
import { discussionSlug, withinDeleteWindow } from '#domain/community/forum'

/** The validated form as the service's input (the Markdown body is the form's `message`). */
function discussionInput(data: Infer<typeof discussionValidator>) {
  return { title: data.title, category: data.category, body: data.message, tags: data.tags ?? [] }
}

@inject()
export default class DiscussionsController {
  constructor(
    private read: ForumReadService,
    private forum: ForumService
  ) {}

  /** /comunidade/discussoes/{id}/{slug}: public, server-rendered; a wrong slug redirects to the right one. */
  async show(ctx: HttpContext) {
    const { params, request, response, inertia, auth } = ctx
    const model = await visibleDiscussion(ctx, params.id)
    const slug = discussionSlug(model.title)
    if (params.slug !== slug) {
      return response
        .redirect()
        .withQs(request.qs())
        .toRoute('community.discussions.show', { id: model.id, slug })
    }
    const user = auth.user ?? null
    const moderator = await ForumPolicy.isModerator(user)
    if (user) await this.forum.recordView(user.id, model.id)
    /* A bad ?pagina= in a shared link opens the first page (as in Discussões), not a redirect to '/'. */
    const [invalidPage, qs] = await repliesPageValidator.tryValidate(request.qs())
    const thread = (await this.read.thread(
      model.id,
      user ? { id: user.id, moderator } : null,
      invalidPage ? 1 : (qs.pagina ?? 1)
    ))!
    const mine = user?.id === model.userId
    return inertia.render('community/discussion', {
      discussion: ForumDiscussionTransformer.transform(thread.discussion).useVariant('forDetail'),
      replies: ForumReplyTransformer.transform(thread.replies),
      repliesPagination: thread.repliesPagination,
      viewer: {
        signedIn: !!user,
        userId: user?.id ?? null,
        isAuthor: mine,
        canModerate: moderator,
        canDelete: mine && withinDeleteWindow(model.createdAt.toJSDate()),
      },
      shareUrl: request.completeUrl().split('?')[0],
    })
  }

  async store(ctx: HttpContext) {
    const { request, response, auth, session } = ctx
    const user = auth.getUserOrFail()
    const data = await request.validateUsing(discussionValidator)
    const discussion = await this.forum.create(user.id, discussionInput(data))
    flashToast(session, 'Discussão publicada!')
    return response.redirect().toRoute('community.discussions.show', {
      id: discussion.id,
      slug: discussionSlug(discussion.title),
    })
  }

  async update(ctx: HttpContext) {
    const { request, response, bouncer, session } = ctx
    const discussion = await visibleDiscussion(ctx, ctx.params.id)
    await bouncer.with(ForumPolicy).authorize('edit', discussion)
    const data = await request.validateUsing(discussionValidator)
    await this.forum.update(discussion, discussionInput(data))
    flashToast(session, 'Discussão atualizada')
    return response.redirect().toRoute('community.discussions.show', {
      id: discussion.id,
      slug: discussionSlug(discussion.title),
    })
  }

  async destroy(ctx: HttpContext) {
    const { response, bouncer, session } = ctx
    const discussion = await visibleDiscussion(ctx, ctx.params.id)
    await bouncer.with(ForumPolicy).authorize('delete', discussion)
    await this.forum.delete(discussion)
    flashToast(session, 'Discussão excluída')
    return response.redirect().toRoute('community.index')
  }
}
