import { router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { ArrowLeft } from '~/components/platform/icons'
import type { Data } from '@generated/data'
import { urlFor } from '~/client'
import { Avatar } from '~/components/ui/avatar'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/alert_dialog'
import { MESSAGES_TEXT } from '~/components/messaging/messages/texts'

/** Who the conversation is with, a way back on small screens, and 'Bloquear' / 'Desbloquear'. */
export function ConversationHeader({ conversation }: { conversation: Data.OpenConversation }) {
  const { other, blockedByViewer } = conversation
  const options = { preserveScroll: true }
  const toggle = blockedByViewer
    ? {
        label: MESSAGES_TEXT.unblock,
        title: MESSAGES_TEXT.unblockTitle(other.fullName),
        description: MESSAGES_TEXT.unblockDescription,
        confirm: () => router.delete(urlFor('messages.unblock', { id: other.id }), options),
      }
    : {
        label: MESSAGES_TEXT.block,
        title: MESSAGES_TEXT.blockTitle(other.fullName),
        description: MESSAGES_TEXT.blockDescription,
        confirm: () => router.post(urlFor('messages.block', { id: other.id }), {}, options),
      }

  return (
    <header className="flex items-center gap-3 border-b p-3">
      <Button variant="ghost" size="icon" className="md:hidden" asChild>
        <Link route="messages.index" aria-label={MESSAGES_TEXT.back}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        </Link>
      </Button>
      <Avatar src={other.avatarUrl} name={other.fullName} />
      <div className="min-w-0 flex-1">
        <h2 className="truncate font-semibold">{other.fullName}</h2>
        <p className="truncate text-xs text-primary">{other.specialty}</p>
      </div>
      <Button variant="ghost" size="sm" className="hidden sm:inline-flex" asChild>
        <Link route="profiles.show" routeParams={{ id: other.id }}>
          {MESSAGES_TEXT.viewProfile}
        </Link>
      </Button>
      <ConfirmDialog
        trigger={
          <Button variant="outline" size="sm">
            {toggle.label}
          </Button>
        }
        title={toggle.title}
        description={toggle.description}
        confirmLabel={toggle.label}
        onConfirm={toggle.confirm}
      />
    </header>
  )
}
