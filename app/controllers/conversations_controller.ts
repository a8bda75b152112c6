import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import Conversation from '#models/conversation'
import User from '#models/user'
import MessagingService, { type OpenedConversation } from '#services/messaging/messaging_service'
import ConversationPolicy from '#policies/conversation_policy'
import ConversationTransformer from '#transformers/conversation_transformer'
import OpenConversationTransformer from '#transformers/open_conversation_transformer'
import MessageTransformer from '#transformers/message_transformer'

/**
 * 'Mensagens': the member's conversations on the left, the open one on the
 * right. Opening a conversation marks what the viewer received as read.
 */
@inject()
export default class ConversationsController {
  constructor(private messaging: MessagingService) {}

  /** /mensagens: the list, nothing selected ('Selecione uma conversa'). */
  async index(ctx: HttpContext) {
    return this.render(ctx, null)
  }

  /** /mensagens/{id}: the same screen with that conversation open. */
  async show(ctx: HttpContext) {
    const { params, auth, bouncer } = ctx
    const conversation = await Conversation.findOrFail(params.id)
    await bouncer.with(ConversationPolicy).authorize('view', conversation)
    /* Before rendering, so the page's shared unread count already leaves these out. */
    await this.messaging.markRead(conversation, auth.getUserOrFail().id)
    return this.render(ctx, conversation)
  }

  /** 'Mensagem' / 'Enviar mensagem': the pair's conversation, created on first use. */
  async start({ params, auth, bouncer, response }: HttpContext) {
    const viewer = auth.getUserOrFail()
    const other = await User.query()
      .where('id', params.userId)
      .whereNotNull('email_verified_at')
      .first()
    await bouncer.with(ConversationPolicy).authorize('start', other)
    const conversation = await this.messaging.getOrCreate(viewer.id, other!.id)
    return response.redirect().toRoute('messages.show', { id: conversation.id })
  }

  /** JSON: a message arrived in the open conversation and was seen. */
  async read({ params, auth, bouncer }: HttpContext) {
    const conversation = await Conversation.findOrFail(params.id)
    await bouncer.with(ConversationPolicy).authorize('view', conversation)
    const read = await this.messaging.markRead(conversation, auth.getUserOrFail().id)
    return { read }
  }

  /**
   * The list is deferred (it loads right after the screen and a failure shows
   * the spec's toast); the open conversation comes from one memoized loader,
   * so reloading only the list does not load it again.
   */
  private render({ inertia, auth }: HttpContext, conversation: Conversation | null) {
    const viewer = auth.getUserOrFail()
    let opened: Promise<OpenedConversation | null> | undefined
    const open = () =>
      (opened ??= conversation
        ? this.messaging.openFor(conversation, viewer.id)
        : Promise.resolve(null))
    return inertia.render('messages/index', {
      viewer: { id: viewer.id },
      conversations: inertia.defer(
        async () =>
          ConversationTransformer.transform(await this.messaging.conversationsOf(viewer.id)),
        { rescue: true }
      ),
      selected: async () => {
        const view = await open()
        return view ? OpenConversationTransformer.transform(view) : null
      },
      messages: async () => {
        const view = await open()
        return view ? MessageTransformer.transform(view.messages) : []
      },
      hasOlder: async () => {
        const view = await open()
        return view?.hasOlder ?? false
      },
    })
  }
}
