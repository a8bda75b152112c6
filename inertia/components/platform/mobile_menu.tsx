import type { ReactElement, ReactNode } from 'react'
import { usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import type { SharedProps } from '~/types'
import { cn } from '~/lib/utils'
import { urlFor } from '~/client'
import { Avatar } from '~/components/ui/avatar'
import { Sheet, SheetClose, SheetContent, SheetTrigger } from '~/components/ui/sheet'
import { LogoutButton } from '~/components/accounts/logout_button'
import { MemberBadge } from '~/components/subscription/premium_badge'
import { isActive, MEMBER_LINKS, MESSAGES_LINK, NAV_LINKS } from '~/components/platform/site_nav'

const ROW = 'flex items-center gap-2 rounded-md px-3 py-2 hover:bg-accent'

/**
 * The phone's menu (a sheet from the right, its own chunk: see site_header.tsx):
 * the sections, then the member's screens or 'Entrar' / 'Começar Grátis'.
 * Every link closes it.
 */
export default function MobileMenu({
  trigger,
  guestActions,
}: {
  trigger: ReactElement
  guestActions: ReactNode
}) {
  const { user, currentPath } = usePage<SharedProps>().props
  return (
    <Sheet defaultOpen>
      <SheetTrigger asChild>{trigger}</SheetTrigger>
      <SheetContent title="Menu">
        <nav aria-label="Principal (celular)" className="flex flex-col gap-1">
          {NAV_LINKS.map((link) => {
            const active = isActive(currentPath, urlFor(link.route))
            return (
              <SheetClose asChild key={link.route}>
                <Link
                  route={link.route}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'rounded-md px-3 py-2 font-medium hover:bg-accent',
                    active && 'bg-accent'
                  )}
                >
                  {link.label}
                </Link>
              </SheetClose>
            )
          })}
        </nav>
        <div className="mt-auto flex flex-col gap-2 border-t pt-4">
          {user ? (
            <>
              <div className="flex items-center gap-3">
                <Avatar src={user.avatarUrl} name={user.displayName} initials={user.initials} />
                <div className="min-w-0">
                  <p className="truncate font-medium">{user.displayName}</p>
                  <MemberBadge />
                </div>
              </div>
              {[...MEMBER_LINKS, MESSAGES_LINK].map(({ route, label, icon: Icon }) => (
                <SheetClose asChild key={route}>
                  <Link route={route} className={ROW}>
                    <Icon className="h-4 w-4" aria-hidden="true" /> {label}
                  </Link>
                </SheetClose>
              ))}
              <LogoutButton className={`${ROW} text-left`} />
            </>
          ) : (
            guestActions
          )}
        </div>
      </SheetContent>
    </Sheet>
  )
}
