import { useLayoutEffect, useRef, type ReactNode } from 'react'
import { Check, CheckCheck, Loader2 } from '~/components/platform/icons'
import type { Data } from '@generated/data'
import { messageTimeLabel } from '@domain/messaging/messages'
import { Button } from '~/components/ui/button'
import type { PendingMessage } from '~/components/messaging/messages/use_conversation'
import { MESSAGES_TEXT } from '~/components/messaging/messages/texts'
import { cn } from '~/lib/utils'

/* Close enough to the bottom to follow new messages; close enough to the top to load older ones. */
const FOLLOW_PX = 80
const OLDER_PX = 40

function Bubble({
  mine,
  messageId,
  children,
}: {
  mine: boolean
  messageId?: number
  children: ReactNode
}) {
  return (
    <li data-message-id={messageId} className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          'max-w-[80%] rounded-2xl px-3 py-2 text-sm',
          mine ? 'rounded-br-sm bg-primary text-primary-foreground' : 'rounded-bl-sm bg-muted'
        )}
      >
        {children}
      </div>
    </li>
  )
}

/**
 * The messages of the open conversation, oldest at the top. It follows new
 * messages while the reader is at the bottom, keeps its place when older
 * ones are added above, and asks for them when scrolled to the top.
 */
export function MessageList({
  messages,
  pending,
  viewerId,
  otherName,
  canLoadOlder,
  loadingOlder,
  onLoadOlder,
}: {
  messages: Data.Message[]
  pending: PendingMessage[]
  viewerId: number
  otherName: string
  canLoadOlder: boolean
  loadingOlder: boolean
  onLoadOlder: () => void
}) {
  const scroller = useRef<HTMLDivElement>(null)
  const following = useRef(true)
  const anchor = useRef<{ id: number; top: number } | null>(null)

  useLayoutEffect(() => {
    const element = scroller.current
    if (!element) return
    const nodeOf = (id: number) => element.querySelector<HTMLElement>(`[data-message-id="${id}"]`)
    const previous = anchor.current
    const first = messages[0]
    if (previous && first && first.id !== previous.id) {
      /* Older messages came in above: keep the one that was first where it was. */
      const node = nodeOf(previous.id)
      if (node) element.scrollTop += node.offsetTop - previous.top
    } else if (following.current) {
      element.scrollTop = element.scrollHeight
    }
    const firstNode = first ? nodeOf(first.id) : null
    anchor.current = first && firstNode ? { id: first.id, top: firstNode.offsetTop } : null
  }, [messages, pending])

  function onScroll() {
    const element = scroller.current
    if (!element) return
    following.current = element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_PX
    if (element.scrollTop < OLDER_PX && canLoadOlder && !loadingOlder) onLoadOlder()
  }

  return (
    <div
      ref={scroller}
      onScroll={onScroll}
      className="relative min-h-0 flex-1 overflow-y-auto px-4 py-3"
    >
      {canLoadOlder ? (
        <div className="mb-3 flex justify-center">
          <Button variant="ghost" size="sm" onClick={onLoadOlder} disabled={loadingOlder}>
            {loadingOlder ? MESSAGES_TEXT.loadingOlder : MESSAGES_TEXT.loadOlder}
          </Button>
        </div>
      ) : (
        <p className="mb-3 text-center text-xs text-muted-foreground">
          {MESSAGES_TEXT.startOfConversation}
        </p>
      )}
      <div role="log" aria-label={MESSAGES_TEXT.messagesLabel(otherName)}>
        <ol className="space-y-2">
          {messages.map((message) => {
            const mine = message.senderId === viewerId
            return (
              <Bubble key={message.id} mine={mine} messageId={message.id}>
                <span className="sr-only">{mine ? MESSAGES_TEXT.you : otherName}:</span>
                <p className="whitespace-pre-wrap break-words">{message.content}</p>
                <p
                  className={cn(
                    'mt-1 flex items-center justify-end gap-1 text-[11px]',
                    mine ? 'text-primary-foreground/80' : 'text-muted-foreground'
                  )}
                >
                  <time dateTime={message.createdAt}>{messageTimeLabel(message.createdAt)}</time>
                  {mine && (
                    <>
                      {message.isRead ? (
                        <CheckCheck className="h-3.5 w-3.5" aria-hidden="true" />
                      ) : (
                        <Check className="h-3.5 w-3.5" aria-hidden="true" />
                      )}
                      <span className="sr-only">
                        {message.isRead ? MESSAGES_TEXT.read : MESSAGES_TEXT.sent}
                      </span>
                    </>
                  )}
                </p>
              </Bubble>
            )
          })}
          {pending.map((item) => (
            <Bubble key={`pending-${item.key}`} mine>
              <p className="whitespace-pre-wrap break-words opacity-70">{item.content}</p>
              <p className="mt-1 flex items-center justify-end gap-1 text-[11px] text-primary-foreground/80">
                <Loader2 className="h-3 w-3 animate-spin" aria-hidden="true" />{' '}
                {MESSAGES_TEXT.sending}
              </p>
            </Bubble>
          ))}
        </ol>
      </div>
    </div>
  )
}
