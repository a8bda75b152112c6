import { usePage } from '@inertiajs/react'
import type { SharedProps } from '~/types'

/*
| The Transmit client id the server issued to this page (shared prop
| `realtimeUid`, signed for the member's session; null for a visitor). Kept
| apart from ~/lib/realtime so reading it does not pull in the Transmit
| client (which gets it as an argument). The first one the page received is kept: the client, created once,
| uses it for the page's whole life, and every later one belongs to the same
| session anyway (signing in or out reloads the page).
*/

let pageUid: string | null = null

/** The uid to open the stream with, or null when nobody is signed in (no stream at all). */
export function useRealtimeUid() {
  const { realtimeUid } = usePage<SharedProps>().props
  if (realtimeUid && typeof window !== 'undefined') pageUid ??= realtimeUid
  return pageUid
}
