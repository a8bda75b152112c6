import type { SharedProps } from '~/types'
import { lazyComponent } from '~/lib/lazy_component'
import { Avatar } from '~/components/ui/avatar'
import { OnDemand } from '~/components/ui/on_demand'
import { MemberBadge } from '~/components/subscription/premium_badge'
import { NotificationBell } from '~/components/messaging/notifications/notification_bell'
import { MessagesLink } from '~/components/messaging/notifications/messages_link'
import { useNotificationFeed } from '~/components/messaging/notifications/use_notification_feed'

/* Radix's menu comes when the member reaches for the avatar. */
const AccountMenu = lazyComponent(
  () => import('~/components/accounts/account_menu'),
  ({ trigger }) => trigger
)

/**
 * The signed-in member's side of the header (its own chunk: visitors never
 * load it): 'Mensagens' and the bell with live counts (channel users/{id}),
 * the Premium or student badge and the account menu.
 */
export default function MemberHeader({ user }: { user: NonNullable<SharedProps['user']> }) {
  const feed = useNotificationFeed()
  return (
    <>
      <MessagesLink unread={feed.counts.messages} />
      <NotificationBell
        unread={feed.counts.notifications}
        items={feed.items}
        loading={feed.loading}
        failed={feed.failed}
        onOpenChange={feed.onOpenChange}
      />
      <span className="hidden sm:inline-flex">
        <MemberBadge />
      </span>
      <OnDemand
        trigger={
          <button type="button" className="hidden rounded-full md:block">
            {/* Named by its text, not aria-label: the initials shown must be part of the name (WCAG 2.5.3). */}
            <span className="sr-only">Menu da conta de </span>
            <Avatar
              src={user.avatarUrl}
              name={user.displayName}
              initials={user.initials}
              className="h-9 w-9"
            />
          </button>
        }
        preload={AccountMenu.preload}
      >
        {(trigger) => <AccountMenu trigger={trigger} user={user} />}
      </OnDemand>
    </>
  )
}
