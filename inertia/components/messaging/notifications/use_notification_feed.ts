import { useCallback, useEffect, useRef, useState } from 'react'
import { usePage } from '@inertiajs/react'
import { useRealtimeUid } from '~/lib/realtime_uid'
import { useHttp, type RouteHttp } from '@adonisjs/inertia/react'
import type { SharedProps } from '~/types'
import { ignoreRejection } from '~/lib/http'

type Recent = NonNullable<RouteHttp<'notifications.recent'>['response']>
export type NotificationItem = Recent['notifications'][number]
export type UnreadCounts = { messages: number; notifications: number }

/** What the server pushes on users/{id} (app/services/messaging/realtime_service.ts). */
type UserChannelMessage =
  ({ type: 'unread' } & UnreadCounts) | { type: 'notification'; notification: NotificationItem }

/**
 * The header's live view of the member's notifications: the unread counts
 * (the page's shared prop `unread`, then every push on users/{id}) and the
 * bell's latest notifications, fetched when the menu opens. Once subscribed,
 * and after a dropped connection comes back, it asks the server again, so a
 * push sent before the subscription was ready is not missed. One tab of the
 * browser holds the connection and relays to the others (listenAcrossTabs).
 */
export function useNotificationFeed() {
  const { user, unread } = usePage<SharedProps>().props
  const realtimeUid = useRealtimeUid()
  const [counts, setCounts] = useState<UnreadCounts>(unread ?? { messages: 0, notifications: 0 })
  const [items, setItems] = useState<NotificationItem[] | null>(null)
  const [failed, setFailed] = useState(false)
  const open = useRef(false)
  const request = useHttp({ route: 'notifications.recent' })
  const submit = useRef(request.submit)
  submit.current = request.submit

  /* A navigation brings the counts as the server has them now. */
  const unreadMessages = unread?.messages
  const unreadNotifications = unread?.notifications
  useEffect(() => {
    if (unreadMessages === undefined || unreadNotifications === undefined) return
    setCounts({ messages: unreadMessages, notifications: unreadNotifications })
  }, [unreadMessages, unreadNotifications])

  /* Counts pushed after a refresh was asked for are newer than its answer. */
  const pushes = useRef(0)
  const refreshing = useRef(false)
  const refresh = useCallback(async () => {
    const pushesBefore = pushes.current
    refreshing.current = true
    const recent = await submit
      .current({ onHttpException: () => false })
      .catch(ignoreRejection)
      .finally(() => {
        refreshing.current = false
      })
    if (!recent) {
      setFailed(true)
      return
    }
    setFailed(false)
    setItems(recent.notifications)
    if (pushes.current === pushesBefore) setCounts(recent.unread)
  }, [])

  const userId = user?.id
  useEffect(() => {
    if (!userId || !realtimeUid) return
    let stopListening: (() => void) | undefined
    let stopped = false
    /* The Transmit client is not needed to show the page: its chunk comes once the page is up. */
    void import('./listen_across_tabs').then(({ listenAcrossTabs }) => {
      if (stopped) return
      stopListening = listenAcrossTabs<UserChannelMessage>(
        realtimeUid,
        `users/${userId}`,
        (message) => {
          if (message.type === 'unread') {
            pushes.current += 1
            setCounts({ messages: message.messages, notifications: message.notifications })
          } else if (message.type === 'notification') {
            if (open.current) void refresh()
            else setItems(null)
          }
        },
        /* Subscribed, or back after a dropped connection (both may come at once: one call). */
        () => {
          if (!refreshing.current) void refresh()
        }
      )
    })
    return () => {
      stopped = true
      stopListening?.()
    }
  }, [userId, realtimeUid, refresh])

  const onOpenChange = useCallback(
    (isOpen: boolean) => {
      open.current = isOpen
      if (isOpen) void refresh()
    },
    [refresh]
  )

  return { counts, items, failed, loading: request.processing, onOpenChange }
}
