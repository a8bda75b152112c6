import { forwardRef, type ComponentPropsWithoutRef } from 'react'
import { Link } from '@adonisjs/inertia/react'
import type { NotificationKind } from '@domain/messaging/notifications'
import { cn } from '~/lib/utils'
import { PostTime } from '~/components/community/post_time'
import { NotificationIcon } from './notification_icon'
import { NOTIFICATION_TEXT } from './texts'

type Notification = {
  id: number
  kind: NotificationKind
  text: string
  read: boolean
  updatedAt: string
}

/**
 * One notification: its sentence and when its subject last moved. Opening it
 * is a POST (notifications.read) that marks it read and lands where it
 * happened. Forwards props and ref so a menu item can render as it.
 */
export const NotificationLink = forwardRef<
  HTMLButtonElement,
  ComponentPropsWithoutRef<'button'> & { notification: Notification }
>(({ notification, className, ...props }, ref) => (
  <Link
    route="notifications.read"
    routeParams={{ id: notification.id }}
    as="button"
    ref={ref}
    {...(props as object)}
    className={cn(
      'flex w-full items-start gap-3 text-left',
      !notification.read && 'font-medium',
      className
    )}
  >
    <NotificationIcon kind={notification.kind} />
    <span className="min-w-0 flex-1">
      <span className="block text-sm leading-snug">{notification.text}</span>
      <PostTime
        iso={notification.updatedAt}
        className="mt-0.5 block text-xs font-normal text-muted-foreground"
      />
    </span>
    {!notification.read && (
      <span className="mt-1.5 flex items-center">
        <span className="h-2 w-2 rounded-full bg-primary" aria-hidden="true" />
        <span className="sr-only">{NOTIFICATION_TEXT.unread}</span>
      </span>
    )}
  </Link>
))
NotificationLink.displayName = 'NotificationLink'
