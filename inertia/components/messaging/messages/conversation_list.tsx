import { useEffect } from 'react'
import { Deferred } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { MessageCircle } from '~/components/platform/icons'
import type { Data } from '@generated/data'
import { MESSAGE_TOASTS, messageTimeLabel } from '@domain/messaging/messages'
import { toast } from '~/hooks/use_toast'
import { Avatar } from '~/components/ui/avatar'
import { Button } from '~/components/ui/button'
import { MESSAGES_TEXT } from '~/components/messaging/messages/texts'
import { cn } from '~/lib/utils'

/** The list failed to load: the spec's toast, once, and the same words in place of the list. */
function LoadFailed() {
  useEffect(() => {
    toast({
      title: MESSAGE_TOASTS.title,
      description: MESSAGE_TOASTS.loadFailed,
      variant: 'destructive',
    })
  }, [])
  return (
    <p role="alert" className="p-6 text-center text-sm text-destructive">
      {MESSAGE_TOASTS.loadFailed}
    </p>
  )
}

function EmptyList() {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-2 p-6 text-center">
      <MessageCircle className="h-10 w-10 text-muted-foreground" aria-hidden="true" />
      <p className="font-semibold">{MESSAGES_TEXT.emptyTitle}</p>
      <p className="text-sm text-muted-foreground">{MESSAGES_TEXT.emptyText}</p>
      <Button variant="outline" size="sm" className="mt-2" asChild>
        <Link route="community.members">{MESSAGES_TEXT.browseMembers}</Link>
      </Button>
    </div>
  )
}

function ConversationItem({
  conversation,
  active,
}: {
  conversation: Data.Conversation
  active: boolean
}) {
  const { other, lastMessage, unreadCount } = conversation
  return (
    <Link
      route="messages.show"
      routeParams={{ id: conversation.id }}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'flex gap-3 border-b px-4 py-3 text-left transition-colors hover:bg-accent focus-visible:bg-accent focus-visible:outline-none',
        active && 'bg-accent'
      )}
    >
      <Avatar src={other.avatarUrl} name={other.fullName} />
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="flex items-baseline justify-between gap-2">
          <span className="truncate font-medium">{other.fullName}</span>
          {lastMessage && (
            <time
              dateTime={lastMessage.createdAt}
              className="shrink-0 text-xs text-muted-foreground"
            >
              {messageTimeLabel(lastMessage.createdAt)}
            </time>
          )}
        </span>
        <span className="truncate text-xs text-primary">{other.specialty}</span>
        <span className="flex items-center justify-between gap-2">
          <span
            className={cn(
              'truncate text-sm',
              unreadCount > 0 ? 'font-semibold text-foreground' : 'text-muted-foreground'
            )}
          >
            {lastMessage
              ? `${lastMessage.fromViewer ? `${MESSAGES_TEXT.you}: ` : ''}${lastMessage.excerpt}`
              : MESSAGES_TEXT.noMessagesYet}
          </span>
          {unreadCount > 0 && (
            <span className="shrink-0 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
              <span aria-hidden="true">{unreadCount}</span>
              <span className="sr-only">{MESSAGES_TEXT.unread(unreadCount)}</span>
            </span>
          )}
        </span>
      </span>
    </Link>
  )
}

/** Left column: the member's conversations, newest activity first; deferred, with the spec's failure toast. */
export function ConversationList({
  conversations,
  selectedId,
  className,
}: {
  conversations?: Data.Conversation[]
  selectedId: number | null
  className?: string
}) {
  return (
    <nav aria-label={MESSAGES_TEXT.listLabel} className={cn('flex min-h-0 flex-col', className)}>
      <Deferred
        data="conversations"
        fallback={
          <p role="status" className="p-6 text-center text-sm text-muted-foreground">
            {MESSAGES_TEXT.loadingList}
          </p>
        }
        rescue={<LoadFailed />}
      >
        {conversations && conversations.length > 0 ? (
          <ul className="min-h-0 flex-1 overflow-y-auto">
            {conversations.map((conversation) => (
              <li key={conversation.id}>
                <ConversationItem
                  conversation={conversation}
                  active={conversation.id === selectedId}
                />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyList />
        )}
      </Deferred>
    </nav>
  )
}
