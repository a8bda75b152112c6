import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import Conversation from '#models/conversation'
import MessagingService from '#services/messaging/messaging_service'
import ConversationPolicy from '#policies/conversation_policy'
import MessageTransformer from '#transformers/message_transformer'
import { directMessageValidator, olderMessagesValidator } from '#validators/direct_messages'

/** Messages of a conversation over JSON (the pane's useHttp calls): send, and older pages. */
@inject()
export default class MessagesController {
  constructor(private messaging: MessagingService) {}

  /** Sends a message (trimmed, 1 to 2000 characters; throttled per member by the route). */
  async store({ params, request, auth, bouncer, response }: HttpContext) {
    const conversation = await Conversation.findOrFail(params.id)
    await bouncer.with(ConversationPolicy).authorize('send', conversation)
    const { text } = await request.validateUsing(directMessageValidator)
    const message = await this.messaging.send(conversation, auth.getUserOrFail().id, text)
    return response.created({ message: MessageTransformer.plain(message) })
  }

  /** Scrolling up: the page of messages before `antes`. */
  async older({ params, request, bouncer }: HttpContext) {
    const conversation = await Conversation.findOrFail(params.id)
    await bouncer.with(ConversationPolicy).authorize('view', conversation)
    const { antes } = await request.validateUsing(olderMessagesValidator, { data: request.qs() })
    const page = await this.messaging.olderMessages(conversation.id, antes)
    return {
      messages: page.messages.map((message) => MessageTransformer.plain(message)),
      hasOlder: page.hasOlder,
    }
  }
}
