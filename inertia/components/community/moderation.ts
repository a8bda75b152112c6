import { router } from '@inertiajs/react'
import { Lock, LockOpen, Pin, PinOff, type LucideIcon } from '~/components/platform/icons'
import type { DiscussionModeration } from '@domain/community/forum'
import { urlFor } from '~/client'
import { COMMUNITY_TEXT } from '~/components/community/texts'

/*
| The moderators' actions, from the discussion page and from Moderação.
| The server answers with a redirect back and a toast; hiding asks for a
| reason first (ReasonDialog), so here only the actions without one.
*/
export function moderateDiscussion(id: number, action: Exclude<DiscussionModeration, 'hide'>) {
  router.post(
    urlFor('community.discussions.moderate', { id }),
    { action },
    { preserveScroll: true }
  )
}

export function showReply(id: number) {
  router.post(
    urlFor('community.replies.moderate', { id }),
    { action: 'show' },
    { preserveScroll: true }
  )
}

/** 'Fixar'/'Desafixar' and 'Trancar'/'Destrancar' as the discussion stands (menu and Moderação). */
export function discussionToggles(discussion: {
  isPinned: boolean
  isLocked: boolean
}): { action: 'pin' | 'unpin' | 'lock' | 'unlock'; label: string; icon: LucideIcon }[] {
  return [
    discussion.isPinned
      ? { action: 'unpin', label: COMMUNITY_TEXT.unpin, icon: PinOff }
      : { action: 'pin', label: COMMUNITY_TEXT.pin, icon: Pin },
    discussion.isLocked
      ? { action: 'unlock', label: COMMUNITY_TEXT.unlock, icon: LockOpen }
      : { action: 'lock', label: COMMUNITY_TEXT.lock, icon: Lock },
  ]
}
