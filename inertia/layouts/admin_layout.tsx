import type { ReactNode } from 'react'
import { usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { LogOut, Menu, Settings } from 'lucide-react'
import type { SharedProps } from '~/types'
import { cn } from '~/lib/utils'
import { Logo } from '~/components/logo'
import { SkipLink } from '~/components/skip_link'
import { useHydrated } from '~/hooks/use_hydrated'
import { ThemeToggle } from '~/components/theme_toggle'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Sheet, SheetClose, SheetContent, SheetTrigger } from '~/components/ui/sheet'
import { ADMIN_SECTIONS, sectionFor } from '~/components/admin/navigation'
import { ADMIN_ROLE_LABELS, canManageUsers, isAdminRole } from '@domain/admin_roles'

function SidebarNav({ inSheet = false }: { inSheet?: boolean }) {
  const { user, currentPath } = usePage<SharedProps>().props
  const active = sectionFor(currentPath)
  const sections = ADMIN_SECTIONS.filter(
    (section) => !section.usersOnly || canManageUsers(user?.adminRole)
  )
  return (
    <nav aria-label="Seções do painel" className="flex flex-col gap-1">
      {sections.map((section) => {
        const link = (
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
          </Link>
        )
        return inSheet ? (
          <SheetClose asChild key={section.key}>
            {link}
          </SheetClose>
        ) : (
          link
        )
      })}
    </nav>
  )
}

/** 'Sair' signs out through a POST (CSRF-protected) to /logout. */
function SignOutButton() {
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
            <Sheet>
              <SheetTrigger asChild>
                <Button
                  variant="ghost"
                  size="icon"
                  className="lg:hidden"
                  aria-label="Abrir menu do painel"
                >
                  <Menu className="h-5 w-5" />
                </Button>
              </SheetTrigger>
              <SheetContent title="Ganja Talks · Administração">
                <SidebarNav inSheet />
                <div className="mt-auto border-t pt-4">
                  <SignOutButton />
                </div>
              </SheetContent>
            </Sheet>
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
