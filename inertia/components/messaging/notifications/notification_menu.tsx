import type { ReactElement } from 'react'
import { Link } from '@adonisjs/inertia/react'
import { Skeleton } from '~/components/ui/skeleton'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown_menu'
import { NotificationLink } from './notification_link'
import type { NotificationItem } from './use_notification_feed'
import { NOTIFICATION_TEXT } from './texts'

/** The bell's menu, open from its first render (its own chunk: see notification_bell.tsx). */
export default function NotificationMenu({
  trigger,
  unread,
  items,
  loading,
  failed,
  onOpenChange,
}: {
  trigger: ReactElement
  unread: number
  items: NotificationItem[] | null
  loading: boolean
  failed: boolean
  onOpenChange: (open: boolean) => void
}) {
  return (
    <DropdownMenu defaultOpen onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80" aria-label={NOTIFICATION_TEXT.title}>
        <DropdownMenuLabel>{NOTIFICATION_TEXT.title}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <MenuList items={items} loading={loading} failed={failed} />
        <DropdownMenuSeparator />
        <div className="flex items-center justify-between gap-2 px-1 py-1">
          {unread > 0 ? (
            <DropdownMenuItem asChild>
              <Link
                route="notifications.read_all"
                as="button"
                preserveScroll
                className="text-primary"
              >
                {NOTIFICATION_TEXT.markAllRead}
              </Link>
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem disabled className="text-muted-foreground">
              {NOTIFICATION_TEXT.markAllRead}
            </DropdownMenuItem>
          )}
          <DropdownMenuItem asChild>
            <Link route="notifications.index" className="font-medium">
              {NOTIFICATION_TEXT.seeAll}
            </Link>
          </DropdownMenuItem>
        </div>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

function MenuList({
  items,
  loading,
  failed,
}: {
  items: NotificationItem[] | null
  loading: boolean
  failed: boolean
}) {
  if (!items) {
    if (failed && !loading) {
      return (
        <p className="px-2 py-3 text-sm text-muted-foreground">{NOTIFICATION_TEXT.menuFailed}</p>
      )
    }
    return (
      <div
        className="space-y-2 px-2 py-3"
        aria-busy="true"
        aria-label={NOTIFICATION_TEXT.menuLoading}
      >
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    )
  }
  if (items.length === 0) {
    return <p className="px-2 py-3 text-sm text-muted-foreground">{NOTIFICATION_TEXT.menuEmpty}</p>
  }
  return (
    <div className="max-h-96 overflow-y-auto">
      {items.map((notification) => (
        <DropdownMenuItem asChild key={notification.id} className="items-start py-2">
          <NotificationLink notification={notification} />
        </DropdownMenuItem>
      ))}
    </div>
  )
}
