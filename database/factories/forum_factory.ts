import { DateTime } from 'luxon'
import factory from '@adonisjs/lucid/factories'
import ForumDiscussion from '#models/forum_discussion'
import ForumReply from '#models/forum_reply'
import { UserFactory } from '#database/factories/course_factory'

let sequence = 0

/*
| Forum posts for the tests. Every post needs an author: give one with
| `.with('author')` (a new member) or `.merge({ userId })`. Titles and bodies
| are fixed Portuguese words (no lorem ipsum), so a search test only finds
| what it wrote itself.
*/

export const ReplyFactory = factory
  .define(ForumReply, () => {
    sequence += 1
    return { body: `Resposta de teste ${sequence}.`, likesCount: 0 }
  })
  .state('hidden', (reply) => {
    reply.hiddenAt = DateTime.now()
    reply.hiddenReason = 'Fora do tema'
  })
  /* The discussion counts its visible replies, as ForumService.reply keeps it. */
  .after('create', async (_, reply, ctx) => {
    if (reply.hiddenAt) return
    await ForumDiscussion.query({ client: ctx.$trx })
      .where('id', reply.discussionId)
      .increment('replies_count', 1)
  })
  .relation('author', () => UserFactory)
  .relation('discussion', () => DiscussionFactory)
  .build()

export const DiscussionFactory = factory
  .define(ForumDiscussion, () => {
    sequence += 1
    return {
      category: 'geral' as const,
      title: `Discussão de teste número ${sequence}`,
      body: 'Uma pergunta da comunidade para os testes.',
      tags: [],
      lastActivityAt: DateTime.now(),
    }
  })
  .state('pinned', (discussion) => {
    discussion.isPinned = true
  })
  .state('locked', (discussion) => {
    discussion.isLocked = true
  })
  .state('hidden', (discussion) => {
    discussion.hiddenAt = DateTime.now()
    discussion.hiddenReason = 'Conteúdo fora das regras'
  })
  .relation('author', () => UserFactory)
  .relation('replies', () => ReplyFactory)
  .build()
