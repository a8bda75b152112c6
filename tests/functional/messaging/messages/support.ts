/*
| Small helpers shared by the direct-message tests (not a spec file).
*/
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import type Conversation from '#models/conversation'
import Message from '#models/message'
import MessagingService from '#services/messaging/messaging_service'
import { member } from '../../community/forum_helpers.js'

export { countRows, member, submit } from '../../community/forum_helpers.js'

/** Two confirmed members and their conversation. */
export async function pair(firstName = 'Ana Souza', secondName = 'Bruno Lima') {
  const ana = await member(firstName)
  const bruno = await member(secondName)
  const conversation = await new MessagingService().getOrCreate(ana.id, bruno.id)
  return { ana, bruno, conversation }
}

/** A stored message, as if `sender` had sent it (no HTTP, no pushes). */
export function storedMessage(conversation: Conversation, sender: User, content: string) {
  return Message.create({ conversationId: conversation.id, senderId: sender.id, content })
}

/** The JSON send call of the pane (useHttp): CSRF token, JSON in and out. */
export function sendMessage(client: ApiClient, conversationId: number, user: User, text: unknown) {
  return client
    .post(`/mensagens/${conversationId}/mensagens`)
    .loginAs(user)
    .withCsrfToken()
    .header('accept', 'application/json')
    .json({ text })
}

/** The header's unread message count, as the next page of `user` receives it. */
export async function unreadMessagesOf(client: ApiClient, user: User) {
  const page = await client.get('/mensagens').loginAs(user).withInertia()
  return page.inertiaProps.unread.messages as number
}

export function messagesOf(conversation: Conversation) {
  return Message.query().where('conversation_id', conversation.id).orderBy('id')
}
