import { router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { ArrowLeft } from 'lucide-react'
import type { Data } from '@generated/data'
import { urlFor } from '~/client'
import { Avatar } from '~/components/ui/avatar'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/alert_dialog'
import { MESSAGES_TEXT } from '~/components/messages/texts'

/** Who the conversation is with, a way back on small screens, and 'Bloquear' / 'Desbloquear'. */
export function ConversationHeader({ conversation }: { conversation: Data.OpenConversation }) {
  const { other, blockedByViewer } = conversation
  const options = { preserveScroll: true }

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
      {blockedByViewer ? (
        <ConfirmDialog
          trigger={
            <Button variant="outline" size="sm">
              {MESSAGES_TEXT.unblock}
            </Button>
          }
          title={MESSAGES_TEXT.unblockTitle(other.fullName)}
          description={MESSAGES_TEXT.unblockDescription}
          confirmLabel={MESSAGES_TEXT.unblock}
          cancelLabel={MESSAGES_TEXT.cancel}
          onConfirm={() => router.delete(urlFor('messages.unblock', { id: other.id }), options)}
        />
      ) : (
        <ConfirmDialog
          trigger={
            <Button variant="outline" size="sm">
              {MESSAGES_TEXT.block}
            </Button>
          }
          title={MESSAGES_TEXT.blockTitle(other.fullName)}
          description={MESSAGES_TEXT.blockDescription}
          confirmLabel={MESSAGES_TEXT.block}
          cancelLabel={MESSAGES_TEXT.cancel}
          onConfirm={() => router.post(urlFor('messages.block', { id: other.id }), {}, options)}
        />
      )}
    </header>
  )
}
