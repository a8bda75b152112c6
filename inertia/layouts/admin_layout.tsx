import type { ReactNode } from 'react'
import { usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { Menu, Settings } from '~/components/platform/icons'
import type { SharedProps } from '~/types'
import { lazyComponent } from '~/lib/lazy_component'
import { Logo } from '~/components/platform/logo'
import { SkipLink } from '~/components/platform/skip_link'
import { useHydrated } from '~/hooks/use_hydrated'
import { ThemeToggle } from '~/components/platform/theme_toggle'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { OnDemand } from '~/components/ui/on_demand'
import { SidebarNav, SignOutButton } from '~/components/admin/sidebar_nav'
import { ADMIN_ROLE_LABELS, isAdminRole } from '@domain/accounts/roles'

/* The phone's sheet (Radix Dialog) comes when someone opens it. */
const AdminMenuSheet = lazyComponent(
  () => import('~/components/admin/admin_menu_sheet'),
  ({ trigger }) => trigger
)

/**
 * The admin area's chrome: sidebar 'Ganja Talks · Administração', header
 * 'Painel Administrativo' (the spec's English 'Admin Dashboard', translated).
 */
export default function AdminLayout({ children }: { children: ReactNode }) {
  const { user } = usePage<SharedProps>().props
  const hydrated = useHydrated()
  const roleLabel = isAdminRole(user?.adminRole) ? ADMIN_ROLE_LABELS[user.adminRole] : null

  return (
    <div className="flex min-h-screen bg-muted/30">
      <SkipLink target="conteudo-admin" />
      <aside className="sticky top-0 hidden h-screen w-64 shrink-0 flex-col gap-6 border-r bg-background p-4 lg:flex">
        <Link route="admin.dashboard" className="flex flex-col gap-1 px-2">
          {/* The link is named by its visible text: the logo repeats 'Ganja Talks'. */}
          <span aria-hidden="true">
            <Logo />
          </span>
          <span className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">
            Administração
          </span>
        </Link>
        <SidebarNav />
        <div className="mt-auto border-t pt-4">
          <SignOutButton />
        </div>
      </aside>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center justify-between gap-2 border-b bg-background/95 px-2 backdrop-blur sm:gap-4 sm:px-4 lg:px-8">
          <div className="flex min-w-0 items-center gap-2 sm:gap-3">
            <OnDemand
              trigger={
                <Button
                  variant="ghost"
                  size="icon"
                  className="lg:hidden"
                  aria-label="Abrir menu do painel"
                >
                  <Menu className="h-5 w-5" />
                </Button>
              }
              preload={AdminMenuSheet.preload}
              popup="dialog"
            >
              {(trigger) => <AdminMenuSheet trigger={trigger} />}
            </OnDemand>
            <p className="truncate text-base font-bold sm:text-lg">Painel Administrativo</p>
            {roleLabel && <Badge className="hidden sm:inline-flex">{roleLabel}</Badge>}
          </div>
          <div className="flex shrink-0 items-center gap-1 sm:gap-2">
            {user && (
              <span className="hidden text-sm text-muted-foreground md:inline">
                {user.displayName}
              </span>
            )}
            <ThemeToggle />
            <Button variant="outline" size="sm" asChild>
              <Link route="admin.settings">
                <Settings className="h-4 w-4" aria-hidden="true" />
                <span className="sr-only sm:not-sr-only">Configurações</span>
              </Link>
            </Button>
          </div>
        </header>
        <main
          id="conteudo-admin"
          tabIndex={-1}
          aria-busy={!hydrated}
          className="flex-1 px-4 py-6 focus:outline-none lg:px-8"
        >
          {children}
        </main>
      </div>
    </div>
  )
}
