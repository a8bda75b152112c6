/*
| Routes of the community area: the forum (public to read, a session to
| write), the members directory and the forum's moderation.
*/
import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { throttle } from '#start/limiter'
import { middleware } from '#start/kernel'
import { changesPublicPages, publicPage, whenRowMissing } from '#services/platform/route_traits'
import { FORUM_POST_GONE } from '#exceptions/admin_missing_rows'
import { FORUM, MEMBERS, discussionTag } from '#domain/platform/content_tags'

router
  .group(() => {
    publicPage(router.get('/', [controllers.Community, 'index']).as('index'), () => [
      FORUM,
      MEMBERS,
    ])
    publicPage(router.get('/em-alta', [controllers.Community, 'trending']).as('trending'), () => [
      FORUM,
      MEMBERS,
    ])
    publicPage(
      router
        .get('/discussoes/:id/:slug', [controllers.forum.Discussions, 'show'])
        .as('discussions.show'),
      (params) => [discussionTag(String(params.id)), MEMBERS]
    )
    /* A link without the slug (or an old one) lands on the discussion's current address. */
    router.get('/discussoes/:id', [controllers.forum.Discussions, 'show']).as('discussions.short')
  })
  .prefix('/comunidade')
  .as('community')

/* Forum writes: the public forum pages change; a post gone meanwhile is a toast, not the 404 page. */
const forumWrites = router
  .group(() => {
    router.get('/membros', [controllers.Community, 'members']).as('members')

    router
      .post('/discussoes', [controllers.forum.Discussions, 'store'])
      .as('discussions.store')
      .use(throttle.forum_post)
    router
      .put('/discussoes/:id', [controllers.forum.Discussions, 'update'])
      .as('discussions.update')
      .use(throttle.forum_edit)
    router
      .delete('/discussoes/:id', [controllers.forum.Discussions, 'destroy'])
      .as('discussions.destroy')
      .use(throttle.forum_edit)

    router
      .post('/discussoes/:id/respostas', [controllers.forum.Replies, 'store'])
      .as('replies.store')
      .use(throttle.forum_reply)
    router
      .put('/respostas/:id', [controllers.forum.Replies, 'update'])
      .as('replies.update')
      .use(throttle.forum_edit)
    router
      .delete('/respostas/:id', [controllers.forum.Replies, 'destroy'])
      .as('replies.destroy')
      .use(throttle.forum_edit)

    router
      .post('/discussoes/:id/curtida', [controllers.forum.Reactions, 'like'])
      .as('discussions.like')
      .use(throttle.reaction)
    router
      .delete('/discussoes/:id/curtida', [controllers.forum.Reactions, 'unlike'])
      .as('discussions.unlike')
      .use(throttle.reaction)
    router
      .post('/respostas/:id/curtida', [controllers.forum.Reactions, 'likeReply'])
      .as('replies.like')
      .use(throttle.reaction)
    router
      .delete('/respostas/:id/curtida', [controllers.forum.Reactions, 'unlikeReply'])
      .as('replies.unlike')
      .use(throttle.reaction)
    router
      .post('/discussoes/:id/salva', [controllers.forum.Reactions, 'bookmark'])
      .as('discussions.bookmark')
      .use(throttle.reaction)
    router
      .delete('/discussoes/:id/salva', [controllers.forum.Reactions, 'unbookmark'])
      .as('discussions.unbookmark')
      .use(throttle.reaction)
    router
      .post('/discussoes/:id/solucao', [controllers.forum.Reactions, 'accept'])
      .as('discussions.accept')
      .use(throttle.reaction)
    router
      .delete('/discussoes/:id/solucao', [controllers.forum.Reactions, 'unaccept'])
      .as('discussions.unaccept')
      .use(throttle.reaction)
    router
      .post('/discussoes/:id/denuncias', [controllers.forum.Reactions, 'report'])
      .as('discussions.report')
      .use(throttle.report)

    router
      .post('/discussoes/:id/moderacao', [controllers.forum.Moderation, 'discussion'])
      .as('discussions.moderate')
      .use(throttle.moderation)
    router
      .post('/respostas/:id/moderacao', [controllers.forum.Moderation, 'reply'])
      .as('replies.moderate')
      .use(throttle.moderation)
  })
  .prefix('/comunidade')
  .as('community')
  .use(middleware.auth())
changesPublicPages(forumWrites)
whenRowMissing(forumWrites, FORUM_POST_GONE, { writesOnly: true })
