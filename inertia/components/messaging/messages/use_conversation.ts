import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react'
import { router } from '@inertiajs/react'
import { useHttp } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { MESSAGE_TOASTS, checkMessage } from '@domain/messaging/messages'
import { listen } from '~/lib/realtime'
import { useRealtimeUid } from '~/lib/realtime_uid'
import { ignoreRejection, reportFailures } from '~/lib/http'
import { toast } from '~/hooks/use_toast'

/** What the server pushes on `conversations/{id}` (app/services/messaging/realtime_service.ts). */
type ConversationEvent =
  { type: 'message'; message: Data.Message } | { type: 'read'; readerId: number; upToId: number }

/** A message on its way to the server, shown as pending until it is stored. */
export type PendingMessage = { key: number; content: string }

/** One list by id, oldest first; a later copy of a message wins (its read state). */
function mergeById(current: Data.Message[], incoming: Data.Message[]) {
  const byId = new Map(current.map((message) => [message.id, message]))
  for (const message of incoming) byId.set(message.id, message)
  return [...byId.values()].sort((a, b) => a.id - b.id)
}

function withoutFirst(pending: PendingMessage[], content: string) {
  const index = pending.findIndex((item) => item.content === content)
  return index === -1 ? pending : pending.filter((_, at) => at !== index)
}

/**
 * The open conversation's messages: the page's newest ones, plus what
 * arrived live, what the viewer sent and the older pages loaded by
 * scrolling up. New messages arrive over Transmit and are marked read;
 * after a dropped connection comes back the newest page is reloaded.
 */
export function useConversation({
  conversationId,
  viewerId,
  messages,
  hasOlder,
  onSent,
}: {
  conversationId: number
  viewerId: number
  messages: Data.Message[]
  hasOlder: boolean
  onSent: () => void
}) {
  const realtimeUid = useRealtimeUid()
  const [extra, setExtra] = useState<Data.Message[]>([])
  const [readUpTo, setReadUpTo] = useState(0)
  const [olderLeft, setOlderLeft] = useState<boolean | null>(null)
  const [pending, setPending] = useState<PendingMessage[]>([])
  const pendingKey = useRef(0)

  const reader = useHttp({ route: 'messages.read', routeParams: { id: conversationId } }, {})
  const sender = useHttp(
    { route: 'messages.store', routeParams: { id: conversationId } },
    { text: '' }
  )
  const older = useHttp(
    { route: 'messages.older', routeParams: { id: conversationId } },
    { antes: 0 }
  )

  const shown = useMemo(
    () =>
      mergeById(messages, extra).map((message) =>
        message.senderId === viewerId && message.id <= readUpTo && !message.isRead
          ? { ...message, isRead: true }
          : message
      ),
    [messages, extra, readUpTo, viewerId]
  )

  /* A failure to mark read is not shown to the member (the spec only logs it; the server does). */
  const markRead = useEffectEvent(() => {
    reader.submit().catch(ignoreRejection)
  })

  useEffect(
    () =>
      listen<ConversationEvent>(
        realtimeUid,
        `conversations/${conversationId}`,
        (event) => {
          if (event.type === 'message') {
            setExtra((current) => mergeById(current, [event.message]))
            /* Our own message may arrive here before its answer does: it is no longer pending. */
            if (event.message.senderId === viewerId) {
              setPending((current) => withoutFirst(current, event.message.content))
            } else markRead()
          } else if (event.type === 'read' && event.readerId !== viewerId) {
            setReadUpTo((current) => Math.max(current, event.upToId))
          }
        },
        /* Subscribed (again): catch up on anything sent while not listening. */
        () => router.reload({ only: ['messages'] })
      ),
    [realtimeUid, conversationId, viewerId]
  )

  /** Sends a typed message; false (after the spec's toast) when the server refused it. */
  async function send(text: string) {
    const check = checkMessage(text)
    if (!check.ok) return false
    pendingKey.current += 1
    const key = pendingKey.current
    setPending((current) => [...current, { key, content: check.content }])
    sender.setData({ text: check.content })
    const failure: { reason: string | null } = { reason: null }
    const stored = await sender
      .submit(reportFailures((message) => (failure.reason = message)))
      .catch(ignoreRejection)
    setPending((current) => current.filter((item) => item.key !== key))
    if (stored) {
      setExtra((current) => mergeById(current, [stored.message]))
      onSent()
      return true
    }
    toast({
      title: MESSAGE_TOASTS.title,
      description: failure.reason
        ? `${MESSAGE_TOASTS.sendFailed} ${failure.reason}`
        : MESSAGE_TOASTS.sendFailed,
      variant: 'destructive',
    })
    return false
  }

  const canLoadOlder = (olderLeft ?? hasOlder) && shown.length > 0

  /** The page before the oldest message shown; a failure is not shown, as the spec says (the server logs it). */
  async function loadOlder() {
    if (!canLoadOlder || older.processing) return
    older.setData({ antes: shown[0].id })
    const page = await older.submit().catch(ignoreRejection)
    if (!page) return
    setExtra((current) => mergeById(current, page.messages))
    setOlderLeft(page.hasOlder)
  }

  return {
    messages: shown,
    pending,
    send,
    sending: sender.processing,
    canLoadOlder,
    loadingOlder: older.processing,
    loadOlder,
  }
}
