import { usePage } from '@inertiajs/react'
import type { SharedProps } from '~/types'

/*
| The Transmit client id the server issued to this page (shared prop
| `realtimeUid`, signed for the member's session; null for a visitor). Kept
| apart from ~/lib/realtime so reading it does not pull in the Transmit
| client (which gets it as an argument). Within one session the first id is
| kept, so the client, created once, keeps its stream and subscriptions; an
| id of another session (signed out, then in again without a reload: its
| first part, the session tag, differs) replaces it, and ~/lib/realtime then
| replaces the client.
*/

let pageUid: string | null = null

const sessionTag = (uid: string) => uid.split('.')[0]

/** The uid to open the stream with, or null when nobody is signed in (no stream at all). */
export function useRealtimeUid() {
  const { realtimeUid } = usePage<SharedProps>().props
  if (typeof window === 'undefined') return null
  if (!realtimeUid) pageUid = null
  else if (!pageUid || sessionTag(pageUid) !== sessionTag(realtimeUid)) pageUid = realtimeUid
  return pageUid
}
