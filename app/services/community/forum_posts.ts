import type { HttpContext } from '@adonisjs/core/http'
import { errors as lucidErrors } from '@adonisjs/lucid'
import ForumDiscussion from '#models/forum_discussion'
import ForumReply from '#models/forum_reply'
import ForumPolicy from '#policies/forum_policy'
import { isRecordId } from '#domain/platform/record_ids'

/*
| Loading the post a forum action works on. A hidden post exists only for its
| author and the moderators; for anyone else it is missing, answered by the
| exception handler (the 404 page on reads, a toast on writes).
*/

export const forumPostMissing = () => new lucidErrors.E_ROW_NOT_FOUND(ForumDiscussion)

/** An id from the URL or a form (post, report); one PostgreSQL's integer column cannot hold is missing, not a crash. */
export function forumRowId(id: unknown) {
  const numeric = Number(id)
  if (!isRecordId(numeric)) throw forumPostMissing()
  return numeric
}

export async function visibleDiscussion({ bouncer }: HttpContext, id: unknown) {
  const discussion = await ForumDiscussion.findOrFail(forumRowId(id))
  if (await bouncer.with(ForumPolicy).denies('view', discussion)) throw forumPostMissing()
  return discussion
}

/** A reply and its discussion, both visible to the user (a hidden reply only to its author and moderators). */
export async function visibleReply(ctx: HttpContext, id: unknown) {
  const reply = await ForumReply.findOrFail(forumRowId(id))
  const discussion = await visibleDiscussion(ctx, reply.discussionId)
  const user = ctx.auth.user
  if (reply.hiddenAt && user?.id !== reply.userId && !(await ForumPolicy.isModerator(user))) {
    throw forumPostMissing()
  }
  return { reply, discussion }
}
