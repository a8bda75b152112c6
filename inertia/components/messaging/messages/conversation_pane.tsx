import { Ban } from '~/components/platform/icons'
import type { Data } from '@generated/data'
import { ConversationHeader } from '~/components/messaging/messages/conversation_header'
import { MessageList } from '~/components/messaging/messages/message_list'
import { MessageComposer } from '~/components/messaging/messages/message_composer'
import { useConversation } from '~/components/messaging/messages/use_conversation'
import { MESSAGES_TEXT } from '~/components/messaging/messages/texts'

/** Right column: the open conversation, live, with the box to answer (or why one cannot). */
export function ConversationPane({
  conversation,
  viewerId,
  messages,
  hasOlder,
  onSent,
}: {
  conversation: Data.OpenConversation
  viewerId: number
  messages: Data.Message[]
  hasOlder: boolean
  onSent: () => void
}) {
  const live = useConversation({
    conversationId: conversation.id,
    viewerId,
    messages,
    hasOlder,
    onSent,
  })
  const blocked = conversation.blockedByViewer
    ? MESSAGES_TEXT.blockedByViewer(conversation.other.fullName)
    : conversation.blockedByOther
      ? MESSAGES_TEXT.blockedByOther
      : null

  return (
    <section
      aria-label={MESSAGES_TEXT.conversationLabel(conversation.other.fullName)}
      className="flex min-h-0 flex-1 flex-col"
    >
      <ConversationHeader conversation={conversation} />
      <MessageList
        messages={live.messages}
        pending={live.pending}
        viewerId={viewerId}
        otherName={conversation.other.fullName}
        canLoadOlder={live.canLoadOlder}
        loadingOlder={live.loadingOlder}
        onLoadOlder={live.loadOlder}
      />
      {blocked ? (
        <p
          role="status"
          className="flex items-center gap-2 border-t p-4 text-sm text-muted-foreground"
        >
          <Ban className="h-4 w-4 shrink-0" aria-hidden="true" /> {blocked}
        </p>
      ) : (
        <MessageComposer onSend={live.send} sending={live.sending} />
      )}
    </section>
  )
}
