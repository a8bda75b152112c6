import { router } from '@inertiajs/react'
import { urlFor } from '~/client'

export type DiscussionModeration = 'pin' | 'unpin' | 'lock' | 'unlock' | 'hide' | 'show'

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
