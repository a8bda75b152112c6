import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'
import type Conversation from '#models/conversation'
import MessagingService, { type BlockState } from '#services/messaging/messaging_service'
import { ToastDenial } from '#policies/denials'
import { MESSAGE_REFUSALS, MESSAGE_TOASTS } from '#domain/messaging/messages'

/** Why a block stops the viewer from writing, in their words (none when nobody blocked). */
function blockReason(block: BlockState) {
  if (block.byViewer) return MESSAGE_REFUSALS.youBlocked
  if (block.byOther) return MESSAGE_REFUSALS.blockedYou
  return null
}

/**
 * Direct messages: a conversation exists only for its two participants (a
 * third member is refused and learns nothing of it), and nobody writes
 * across a block, whichever side set it.
 */
export default class ConversationPolicy extends BasePolicy {
  view(user: User, conversation: Conversation) {
    return (
      conversation.hasParticipant(user.id) ||
      AuthorizationResponse.deny(MESSAGE_REFUSALS.notParticipant, 403)
    )
  }

  async send(user: User, conversation: Conversation) {
    if (!conversation.hasParticipant(user.id)) {
      return AuthorizationResponse.deny(MESSAGE_REFUSALS.notParticipant, 403)
    }
    const messaging = new MessagingService()
    const otherId = conversation.otherParticipant(user.id)
    if (await messaging.isRemoved(otherId)) {
      return AuthorizationResponse.deny(MESSAGE_REFUSALS.removed, 403)
    }
    const reason = blockReason(await messaging.blockState(user.id, otherId))
    return reason === null || AuthorizationResponse.deny(reason, 403)
  }

  /** Opening a conversation with a member of the directory ('Mensagem', 'Enviar mensagem'). */
  async start(user: User, other: User | null) {
    const refuse = (reason?: string) =>
      new ToastDenial(
        MESSAGE_TOASTS.title,
        reason ? `${MESSAGE_TOASTS.startFailed} ${reason}` : MESSAGE_TOASTS.startFailed
      )
    if (!other) return refuse()
    if (other.id === user.id) return refuse(MESSAGE_REFUSALS.yourself)
    if (other.deletedAt) return refuse(MESSAGE_REFUSALS.removed)
    const reason = blockReason(await new MessagingService().blockState(user.id, other.id))
    return reason === null || refuse(reason)
  }

  block(user: User, other: User | null) {
    if (!other) return new ToastDenial(MESSAGE_TOASTS.title, MESSAGE_REFUSALS.unknownMember)
    if (other.id === user.id) {
      return new ToastDenial(MESSAGE_TOASTS.title, MESSAGE_REFUSALS.blockYourself)
    }
    return true
  }
}
