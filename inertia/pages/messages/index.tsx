import { useCallback, useEffect, useRef } from 'react'
import { router } from '@inertiajs/react'
import { MessageSquare } from '~/components/platform/icons'
import type { Data } from '@generated/data'
import { listen } from '~/lib/realtime'
import { useRealtimeUid } from '~/lib/realtime_uid'
import { ConversationList } from '~/components/messaging/messages/conversation_list'
import { ConversationPane } from '~/components/messaging/messages/conversation_pane'
import { MESSAGES_TEXT } from '~/components/messaging/messages/texts'
import { cn } from '~/lib/utils'
import { Seo } from '~/components/platform/seo'
import { PAGE_META } from '~/content/seo'

/* Several pushes in a row (a message, then its read receipt) refresh the list once. */
const LIST_REFRESH_DELAY_MS = 300

/**
 * The list refreshes (last message, order, unread counts) when the member's
 * unread count changes (channel `users/{id}`), after they send and once the
 * channel is (again) listened to.
 */
function useListRefresh(viewerId: number) {
  const realtimeUid = useRealtimeUid()
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const refresh = useCallback(() => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = setTimeout(
      () => router.reload({ only: ['conversations'] }),
      LIST_REFRESH_DELAY_MS
    )
  }, [])

  useEffect(() => {
    const stop = listen<{ type: string }>(
      realtimeUid,
      `users/${viewerId}`,
      (event) => {
        if (event.type === 'unread') refresh()
      },
      /* Subscribed (again): whatever changed while not listening. */
      refresh
    )
    return () => {
      stop()
      if (timer.current) clearTimeout(timer.current)
    }
  }, [realtimeUid, viewerId, refresh])

  return refresh
}

/** /mensagens and /mensagens/{id}: the conversations on the left, the open one on the right. */
export default function MessagesIndex({
  viewer,
  conversations,
  selected,
  messages,
  hasOlder,
}: {
  viewer: { id: number }
  conversations?: Data.Conversation[]
  selected: Data.OpenConversation | null
  messages: Data.Message[]
  hasOlder: boolean
}) {
  const refreshList = useListRefresh(viewer.id)

  return (
    <>
      <Seo
        title={selected ? `${selected.other.fullName} · Mensagens` : MESSAGES_TEXT.pageTitle}
        description={PAGE_META.messages.description}
      />
      <div className="mx-auto max-w-7xl px-4 py-6 md:py-8">
        <h1 className="mb-4 flex items-center gap-2 text-2xl font-bold">
          <MessageSquare className="h-6 w-6 text-primary" aria-hidden="true" />
          {MESSAGES_TEXT.pageTitle}
        </h1>
        {/* Panel height 600 px (spec) on larger screens; on a phone, the list or the conversation. */}
        <div
          data-testid="messages-panel"
          className="flex h-[calc(100dvh-10rem)] min-h-[420px] overflow-hidden rounded-2xl border bg-card md:h-[600px] md:min-h-0"
        >
          <ConversationList
            conversations={conversations}
            selectedId={selected?.id ?? null}
            className={cn(
              'w-full border-r md:flex md:w-80 md:shrink-0',
              selected ? 'hidden' : 'flex'
            )}
          />
          <div className={cn('min-w-0 flex-1 flex-col', selected ? 'flex' : 'hidden md:flex')}>
            {selected ? (
              <ConversationPane
                key={selected.id}
                conversation={selected}
                viewerId={viewer.id}
                messages={messages}
                hasOlder={hasOlder}
                onSent={refreshList}
              />
            ) : (
              <div className="flex flex-1 flex-col items-center justify-center gap-2 p-6 text-center">
                <MessageSquare className="h-12 w-12 text-muted-foreground" aria-hidden="true" />
                <p className="text-lg font-semibold">{MESSAGES_TEXT.noSelection}</p>
                <p className="text-sm text-muted-foreground">{MESSAGES_TEXT.noSelectionHint}</p>
              </div>
            )}
          </div>
        </div>
      </div>
    </>
  )
}
