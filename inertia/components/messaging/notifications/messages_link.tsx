import { Link } from '@adonisjs/inertia/react'
import { MessageCircle } from '~/components/platform/icons'
import { messagesLabel } from '@domain/messaging/notifications'
import { Button } from '~/components/ui/button'
import { CountBadge } from './notification_bell'

/** 'Mensagens' in the header: the conversations, with the live count of unread messages. */
export function MessagesLink({ unread, className }: { unread: number; className?: string }) {
  return (
    <Button variant="ghost" size="icon" asChild className={`relative ${className ?? ''}`}>
      <Link route="messages.index" aria-label={messagesLabel(unread)}>
        <MessageCircle className="h-5 w-5" aria-hidden="true" />
        <CountBadge count={unread} />
      </Link>
    </Button>
  )
}
