import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import MemberDirectoryService from '#services/community/member_directory_service'
import ForumReadService from '#services/community/forum_read_service'
import MemberPointsService from '#services/community/member_points_service'
import MemberTransformer from '#transformers/member_transformer'
import ForumDiscussionTransformer from '#transformers/forum_discussion_transformer'
import TopMemberTransformer from '#transformers/top_member_transformer'
import ForumPolicy from '#policies/forum_policy'
import { memberSearchValidator } from '#validators/community'
import { parseForumFilters, TOP_MEMBERS_LIMIT } from '#domain/community/forum'

/**
 * /comunidade and its tabs, each with its own URL: Discussões (the forum,
 * public to read), Membros (the directory, members only) and Em Alta.
 */
@inject()
export default class CommunityController {
  constructor(
    private directory: MemberDirectoryService,
    private forum: ForumReadService,
    private points: MemberPointsService
  ) {}

  /** Header figures and the viewer's moderation right; lazy, so 'Carregar Mais' does not recount. */
  private shared({ auth }: HttpContext) {
    return {
      figures: () => this.forum.figures(),
      canModerate: () => ForumPolicy.isModerator(auth.user),
    }
  }

  /** /comunidade: 'Discussões' with filters in the URL; 'Carregar Mais Discussões' merges the next page. */
  async index(ctx: HttpContext) {
    const { request, inertia, auth } = ctx
    const viewerId = auth.user?.id ?? null
    const parsed = parseForumFilters(request.qs())
    /* 'Minhas discussões' and 'Salvas' mean nothing to a visitor. */
    const filters = {
      ...parsed,
      mine: parsed.mine && !!viewerId,
      saved: parsed.saved && !!viewerId,
    }
    const page = await this.forum.page(filters, viewerId, TOP_MEMBERS_LIMIT)
    return inertia.render('community/index', {
      ...this.shared(ctx),
      discussions: inertia
        .merge(ForumDiscussionTransformer.transform(page.discussions))
        .matchOn('id'),
      pagination: { currentPage: page.currentPage, hasMore: page.hasMore, total: page.total },
      filters: {
        q: filters.q ?? '',
        category: filters.category,
        sort: filters.sort,
        status: filters.status,
        mine: filters.mine,
        saved: filters.saved,
      },
      /* Read with the authors' standings (one query). */
      topMembers: () => TopMemberTransformer.transform(page.topMembers),
    })
  }

  /** /comunidade/em-alta: pinned first, then by hotness. */
  async trending(ctx: HttpContext) {
    const discussions = await this.forum.trending(ctx.auth.user?.id ?? null)
    return ctx.inertia.render('community/trending', {
      ...this.shared(ctx),
      discussions: ForumDiscussionTransformer.transform(discussions),
    })
  }

  /** /comunidade/membros: the members directory, searchable by name, specialty or city. */
  async members(ctx: HttpContext) {
    const { request, inertia } = ctx
    const { q, pagina } = await memberSearchValidator.validate(request.qs())
    const result = await this.directory.search(q, pagina ?? 1)
    const rows = result.all()
    const standings = await this.points.standingsOf(rows.map((row) => row.id))
    return inertia.render('community/members', {
      ...this.shared(ctx),
      members: MemberTransformer.transform(
        rows.map((row) => ({
          ...row,
          points: standings.get(row.id)?.points ?? 0,
          ranking: standings.get(row.id)?.ranking ?? null,
        }))
      ),
      pagination: {
        currentPage: result.currentPage,
        lastPage: result.lastPage,
        total: result.total,
      },
      q: q ?? '',
    })
  }
}
