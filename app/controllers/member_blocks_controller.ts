import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import User from '#models/user'
import MessagingService from '#services/messaging/messaging_service'
import ConversationPolicy from '#policies/conversation_policy'
import { flashToast } from '#services/platform/flash'

/** 'Bloquear' / 'Desbloquear' in a conversation's header: no messages either way while blocked. */
@inject()
export default class MemberBlocksController {
  constructor(private messaging: MessagingService) {}

  async store({ params, auth, bouncer, session, response }: HttpContext) {
    const other = await User.find(params.id)
    await bouncer.with(ConversationPolicy).authorize('block', other)
    await this.messaging.block(auth.getUserOrFail().id, other!.id)
    flashToast(session, 'Membro bloqueado', 'Vocês não trocam mais mensagens até você desbloquear.')
    return response.redirect().back()
  }

  async destroy({ params, auth, bouncer, session, response }: HttpContext) {
    const other = await User.find(params.id)
    await bouncer.with(ConversationPolicy).authorize('block', other)
    await this.messaging.unblock(auth.getUserOrFail().id, other!.id)
    flashToast(session, 'Membro desbloqueado', 'Vocês já podem voltar a conversar.')
    return response.redirect().back()
  }
}
