/*
| Routes of the community area: the forum (public to read, a session to
| write), the members directory and the forum's moderation.
*/
import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
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

    router.post('/discussoes', [controllers.forum.Discussions, 'store']).as('discussions.store')
    router
      .put('/discussoes/:id', [controllers.forum.Discussions, 'update'])
      .as('discussions.update')
    router
      .delete('/discussoes/:id', [controllers.forum.Discussions, 'destroy'])
      .as('discussions.destroy')

    router
      .post('/discussoes/:id/respostas', [controllers.forum.Replies, 'store'])
      .as('replies.store')
    router.put('/respostas/:id', [controllers.forum.Replies, 'update']).as('replies.update')
    router.delete('/respostas/:id', [controllers.forum.Replies, 'destroy']).as('replies.destroy')

    router
      .post('/discussoes/:id/curtida', [controllers.forum.Reactions, 'like'])
      .as('discussions.like')
    router
      .delete('/discussoes/:id/curtida', [controllers.forum.Reactions, 'unlike'])
      .as('discussions.unlike')
    router
      .post('/respostas/:id/curtida', [controllers.forum.Reactions, 'likeReply'])
      .as('replies.like')
    router
      .delete('/respostas/:id/curtida', [controllers.forum.Reactions, 'unlikeReply'])
      .as('replies.unlike')
    router
      .post('/discussoes/:id/salva', [controllers.forum.Reactions, 'bookmark'])
      .as('discussions.bookmark')
    router
      .delete('/discussoes/:id/salva', [controllers.forum.Reactions, 'unbookmark'])
      .as('discussions.unbookmark')
    router
      .post('/discussoes/:id/solucao', [controllers.forum.Reactions, 'accept'])
      .as('discussions.accept')
    router
      .delete('/discussoes/:id/solucao', [controllers.forum.Reactions, 'unaccept'])
      .as('discussions.unaccept')
    router
      .post('/discussoes/:id/denuncias', [controllers.forum.Reactions, 'report'])
      .as('discussions.report')

    router
      .post('/discussoes/:id/moderacao', [controllers.forum.Moderation, 'discussion'])
      .as('discussions.moderate')
    router
      .post('/respostas/:id/moderacao', [controllers.forum.Moderation, 'reply'])
      .as('replies.moderate')
  })
  .prefix('/comunidade')
  .as('community')
  .use(middleware.auth())
changesPublicPages(forumWrites)
whenRowMissing(forumWrites, FORUM_POST_GONE, { writesOnly: true })
