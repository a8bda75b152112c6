import { useState } from 'react'
import { ChevronDown, Eye, EyeOff, ShieldCheck } from '~/components/platform/icons'
import { urlFor } from '~/client'
import { Button } from '~/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown_menu'
import { ReasonDialog } from '~/components/community/reason_dialog'
import { HIDE_FORM } from '@domain/community/forms'
import { discussionToggles, moderateDiscussion } from '~/components/community/moderation'
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
          {discussionToggles(discussion).map(({ action, label, icon: Icon }) => (
            <DropdownMenuItem key={action} onSelect={() => moderateDiscussion(id, action)}>
              <Icon className="h-4 w-4" aria-hidden="true" /> {label}
            </DropdownMenuItem>
          ))}
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
        form={HIDE_FORM}
        destructive
      />
    </>
  )
}
