import { usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { Bell, CheckCheck, Settings } from '~/components/platform/icons'
import type { Data } from '@generated/data'
import type { SharedProps } from '~/types'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { EmptyList } from '~/components/ui/load_more'
import { NotificationLink } from '~/components/messaging/notifications/notification_link'
import { NOTIFICATION_TEXT } from '~/components/messaging/notifications/texts'
import { Seo } from '~/components/platform/seo'
import { PAGE_META } from '~/content/seo'

type Pagination = { total: number; currentPage: number; lastPage: number }

/** /notificacoes: every notification of the member, newest activity first, each opening where it happened. */
export default function NotificationsIndex({
  notifications,
  pagination,
}: {
  notifications: Data.Notification[]
  pagination: Pagination
}) {
  const { unread } = usePage<SharedProps>().props
  const hasUnread = (unread?.notifications ?? 0) > 0
  return (
    <>
      <Seo title={NOTIFICATION_TEXT.title} description={PAGE_META.notifications.description} />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
        <header className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-3xl font-bold">{NOTIFICATION_TEXT.title}</h1>
            <p className="mt-1 text-muted-foreground">{NOTIFICATION_TEXT.pageDescription}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            {hasUnread && (
              <Button variant="outline" size="sm" asChild>
                <Link route="notifications.read_all" as="button" preserveScroll>
                  <CheckCheck className="h-4 w-4" aria-hidden="true" />
                  {NOTIFICATION_TEXT.markAllRead}
                </Link>
              </Button>
            )}
            <Button variant="ghost" size="sm" asChild>
              <Link route="profiles.own">
                <Settings className="h-4 w-4" aria-hidden="true" />
                {NOTIFICATION_TEXT.preferencesLink}
              </Link>
            </Button>
          </div>
        </header>

        {notifications.length === 0 ? (
          <EmptyList icon={Bell} title={NOTIFICATION_TEXT.emptyTitle}>
            {NOTIFICATION_TEXT.emptyText}
          </EmptyList>
        ) : (
          <Card>
            <ul className="divide-y">
              {notifications.map((notification) => (
                <li key={notification.id} className={notification.read ? '' : 'bg-primary/5'}>
                  <NotificationLink
                    notification={notification}
                    className="px-4 py-3 hover:bg-accent focus-visible:bg-accent focus-visible:outline-none"
                  />
                </li>
              ))}
            </ul>
          </Card>
        )}

        {pagination.lastPage > 1 && <PageNav pagination={pagination} />}
      </div>
    </>
  )
}

function PageNav({ pagination }: { pagination: Pagination }) {
  const { currentPage, lastPage } = pagination
  return (
    <nav
      aria-label={NOTIFICATION_TEXT.pagination}
      className="flex items-center justify-between gap-2"
    >
      <p className="text-sm text-muted-foreground">
        {NOTIFICATION_TEXT.pageOf(currentPage, lastPage)}
      </p>
      <div className="flex gap-2">
        {currentPage > 1 ? (
          <Button variant="outline" size="sm" asChild>
            <Link
              route="notifications.index"
              qs={currentPage > 2 ? { pagina: currentPage - 1 } : {}}
              rel="prev"
            >
              {NOTIFICATION_TEXT.previous}
            </Link>
          </Button>
        ) : (
          <Button variant="outline" size="sm" disabled>
            {NOTIFICATION_TEXT.previous}
          </Button>
        )}
        {currentPage < lastPage ? (
          <Button variant="outline" size="sm" asChild>
            <Link route="notifications.index" qs={{ pagina: currentPage + 1 }} rel="next">
              {NOTIFICATION_TEXT.next}
            </Link>
          </Button>
        ) : (
          <Button variant="outline" size="sm" disabled>
            {NOTIFICATION_TEXT.next}
          </Button>
        )}
      </div>
    </nav>
  )
}
