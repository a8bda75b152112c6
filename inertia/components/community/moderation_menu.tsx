import { useState } from 'react'
import { ChevronDown, Eye, EyeOff, Lock, LockOpen, Pin, PinOff, ShieldCheck } from 'lucide-react'
import { FORUM_LIMITS } from '@domain/forum'
import { urlFor } from '~/client'
import { Button } from '~/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown_menu'
import { ReasonDialog } from '~/components/community/reason_dialog'
import { moderateDiscussion } from '~/components/community/moderation'
import { COMMUNITY_TEXT } from '~/components/community/texts'

/** 'Moderação' on a discussion: pin, lock, hide (with a reason) and their undo. */
export function ModerationMenu({
  discussion,
}: {
  discussion: { id: number; isPinned: boolean; isLocked: boolean; isHidden: boolean }
}) {
  const [hiding, setHiding] = useState(false)
  const { id } = discussion

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline">
            <ShieldCheck className="h-4 w-4" aria-hidden="true" /> {COMMUNITY_TEXT.moderation}
            <ChevronDown className="h-4 w-4" aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem
            onSelect={() => moderateDiscussion(id, discussion.isPinned ? 'unpin' : 'pin')}
          >
            {discussion.isPinned ? (
              <PinOff className="h-4 w-4" aria-hidden="true" />
            ) : (
              <Pin className="h-4 w-4" aria-hidden="true" />
            )}
            {discussion.isPinned ? COMMUNITY_TEXT.unpin : COMMUNITY_TEXT.pin}
          </DropdownMenuItem>
          <DropdownMenuItem
            onSelect={() => moderateDiscussion(id, discussion.isLocked ? 'unlock' : 'lock')}
          >
            {discussion.isLocked ? (
              <LockOpen className="h-4 w-4" aria-hidden="true" />
            ) : (
              <Lock className="h-4 w-4" aria-hidden="true" />
            )}
            {discussion.isLocked ? COMMUNITY_TEXT.unlock : COMMUNITY_TEXT.lock}
          </DropdownMenuItem>
          {discussion.isHidden ? (
            <DropdownMenuItem onSelect={() => moderateDiscussion(id, 'show')}>
              <Eye className="h-4 w-4" aria-hidden="true" /> {COMMUNITY_TEXT.show}
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem onSelect={() => setHiding(true)}>
              <EyeOff className="h-4 w-4" aria-hidden="true" /> {COMMUNITY_TEXT.hide}
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      <ReasonDialog
        open={hiding}
        onOpenChange={setHiding}
        title={COMMUNITY_TEXT.hideDiscussionTitle}
        description={COMMUNITY_TEXT.hideDescription}
        submitLabel={COMMUNITY_TEXT.hideSubmit}
        url={urlFor('community.discussions.moderate', { id })}
        data={{ action: 'hide' }}
        maxLength={FORUM_LIMITS.reasonMax}
        destructive
      />
    </>
  )
}
