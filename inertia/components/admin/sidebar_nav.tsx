import type { ReactElement } from 'react'
import { usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { LogOut } from '~/components/platform/icons'
import type { SharedProps } from '~/types'
import { cn } from '~/lib/utils'
import { ADMIN_SECTIONS, sectionFor } from '~/components/admin/navigation'
import { can } from '@domain/accounts/roles'

/** The admin sections, in the sidebar and in the phone's sheet (`wrap` lets each link close it). */
export function SidebarNav({
  wrap = (link) => link,
}: {
  wrap?: (link: ReactElement, key: string) => ReactElement
}) {
  const { user, currentPath } = usePage<SharedProps>().props
  const active = sectionFor(currentPath)
  const sections = ADMIN_SECTIONS.filter((section) => !section.needs || can(user, section.needs))
  return (
    <nav aria-label="Seções do painel" className="flex flex-col gap-1">
      {sections.map((section) =>
        wrap(
          <Link
            key={section.key}
            route={section.route}
            aria-current={active === section.key ? 'page' : undefined}
            className={cn(
              'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground',
              active === section.key && 'bg-accent text-accent-foreground'
            )}
          >
            <section.icon className="h-4 w-4" aria-hidden="true" />
            {section.label}
          </Link>,
          section.key
        )
      )}
    </nav>
  )
}

/** 'Sair' signs out through a POST (CSRF-protected) to /logout. */
export function SignOutButton() {
  return (
    <Link
      route="auth.logout"
      as="button"
      className="flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm font-medium text-muted-foreground hover:bg-accent hover:text-accent-foreground"
    >
      <LogOut className="h-4 w-4" aria-hidden="true" /> Sair
    </Link>
  )
}
