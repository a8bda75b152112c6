import { Bell } from '~/components/platform/icons'
import { badgeCount, bellLabel } from '@domain/messaging/notifications'
import { lazyComponent } from '~/lib/lazy_component'
import { Button } from '~/components/ui/button'
import { OnDemand } from '~/components/ui/on_demand'
import type { NotificationItem } from './use_notification_feed'

/* The menu (Radix) is fetched when the member reaches for the bell. */
const NotificationMenu = lazyComponent(
  () => import('./notification_menu'),
  ({ trigger }) => trigger
)

/** A count on an icon button: none at 0, '9+' above 9; the button's label says it in words. */
export function CountBadge({ count }: { count: number }) {
  const text = badgeCount(count)
  if (!text) return null
  return (
    <span
      aria-hidden="true"
      data-testid="count-badge"
      className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[11px] font-bold leading-none text-destructive-foreground"
    >
      {text}
    </span>
  )
}

/**
 * The header's bell: the live unread count, and a menu with the latest
 * notifications (loaded when it opens), 'Marcar todas como lidas' and 'Ver todas'.
 */
export function NotificationBell(props: {
  unread: number
  items: NotificationItem[] | null
  loading: boolean
  failed: boolean
  onOpenChange: (open: boolean) => void
}) {
  const trigger = (
    <Button variant="ghost" size="icon" aria-label={bellLabel(props.unread)} className="relative">
      <Bell className="h-5 w-5" aria-hidden="true" />
      <CountBadge count={props.unread} />
    </Button>
  )
  return (
    <OnDemand
      trigger={trigger}
      preload={NotificationMenu.preload}
      onOpen={() => props.onOpenChange(true)}
    >
      {(button) => <NotificationMenu trigger={button} {...props} />}
    </OnDemand>
  )
}
