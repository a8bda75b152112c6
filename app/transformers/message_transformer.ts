import type Message from '#models/message'
import { AppTransformer } from '#transformers/cheap_transform'

/** A direct message as the pane holds it: in the page props, the JSON answers and the realtime push. */
export default class MessageTransformer extends AppTransformer<Message> {
  /** The same object outside a page (JSON answers, Transmit payloads). */
  static plain(message: Message) {
    return new MessageTransformer(message).toObject()
  }

  toObject() {
    return {
      id: this.resource.id,
      conversationId: this.resource.conversationId,
      senderId: this.resource.senderId,
      content: this.resource.content,
      isRead: this.resource.isRead,
      createdAt: this.resource.createdAt.toISO()!,
    }
  }
}
