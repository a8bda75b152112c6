import { AuthorizationResponse, BasePolicy, allowGuest } from '@adonisjs/bouncer'
import type User from '#models/user'
import type ForumDiscussion from '#models/forum_discussion'
import type ForumReply from '#models/forum_reply'
import { canModerateForum } from '#domain/accounts/roles'
import { rolesOf } from '#services/accounts/member_roles'
import { withinDeleteWindow, DELETE_WINDOW_MINUTES } from '#domain/community/forum'
import { ToastDenial } from '#policies/denials'

const NOT_YOURS = 'Você só pode alterar as suas próprias publicações.'
const NOT_MODERATOR = 'Apenas moderadores podem fazer isso.'

/**
 * Who may do what in the forum. Reading is public; writing needs a session
 * (the routes' auth middleware). Moderators: canModerateForum. Authorship and
 * locks bind moderators too, so this extends Bouncer's policy, not ours.
 */
export default class ForumPolicy extends BasePolicy {
  static async isModerator(user: User | null | undefined) {
    return canModerateForum(await rolesOf(user))
  }

  /** A hidden discussion exists only for its author and the moderators. */
  @allowGuest()
  async view(user: User | null, discussion: ForumDiscussion) {
    if (!discussion.hiddenAt) return true
    if (user && user.id === discussion.userId) return true
    return (
      (await ForumPolicy.isModerator(user)) ||
      AuthorizationResponse.deny('Discussão não encontrada', 404)
    )
  }

  reply(_user: User, discussion: ForumDiscussion) {
    if (discussion.isLocked) {
      return new ToastDenial(
        'Discussão trancada',
        'Esta discussão foi trancada pela moderação e não recebe novas respostas.'
      )
    }
    return true
  }

  edit(user: User, post: ForumDiscussion | ForumReply) {
    return post.userId === user.id || AuthorizationResponse.deny(NOT_YOURS, 403)
  }

  delete(user: User, post: ForumDiscussion | ForumReply) {
    if (post.userId !== user.id) return AuthorizationResponse.deny(NOT_YOURS, 403)
    if (!withinDeleteWindow(post.createdAt.toJSDate())) {
      return new ToastDenial(
        'Não é mais possível excluir',
        `Publicações só podem ser excluídas até ${DELETE_WINDOW_MINUTES} minutos depois de enviadas.`
      )
    }
    return true
  }

  /** Only the discussion's author marks the solution. */
  accept(user: User, discussion: ForumDiscussion) {
    return (
      discussion.userId === user.id ||
      AuthorizationResponse.deny('Apenas o autor da discussão escolhe a solução.', 403)
    )
  }

  async moderate(user: User) {
    return (await ForumPolicy.isModerator(user)) || AuthorizationResponse.deny(NOT_MODERATOR, 403)
  }
}
