import type { ReactNode } from 'react'
import { usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { LogOut, Menu, Settings } from 'lucide-react'
import type { SharedProps } from '~/types'
import { cn } from '~/lib/utils'
import { Logo } from '~/components/logo'
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

/** The admin area's chrome: sidebar 'Ganja Talks Admin', header 'Admin Dashboard'. */
export default function AdminLayout({ children }: { children: ReactNode }) {
  const { user } = usePage<SharedProps>().props
  const roleLabel = isAdminRole(user?.adminRole) ? ADMIN_ROLE_LABELS[user.adminRole] : null

  return (
    <div className="flex min-h-screen bg-muted/30">
      <a
        href="#conteudo-admin"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[200] focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground"
      >
        Pular para o conteúdo
      </a>
      <aside className="sticky top-0 hidden h-screen w-64 shrink-0 flex-col gap-6 border-r bg-background p-4 lg:flex">
        <Link
          route="admin.dashboard"
          className="flex flex-col gap-1 px-2"
          aria-label="Ganja Talks Admin — Dashboard"
        >
          <Logo />
          <span className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">
            Ganja Talks Admin
          </span>
        </Link>
        <SidebarNav />
        <div className="mt-auto border-t pt-4">
          <SignOutButton />
        </div>
      </aside>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center justify-between gap-4 border-b bg-background/95 px-4 backdrop-blur lg:px-8">
          <div className="flex items-center gap-3">
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
              <SheetContent title="Ganja Talks Admin">
                <SidebarNav inSheet />
                <div className="mt-auto border-t pt-4">
                  <SignOutButton />
                </div>
              </SheetContent>
            </Sheet>
            <p className="text-lg font-bold">Admin Dashboard</p>
            <Badge>Admin</Badge>
          </div>
          <div className="flex items-center gap-2">
            {user && (
              <span className="hidden text-sm text-muted-foreground md:inline">
                {user.displayName}
                {roleLabel && ` · ${roleLabel}`}
              </span>
            )}
            <ThemeToggle />
            <Button variant="outline" size="sm" asChild>
              <Link route="admin.settings">
                <Settings className="h-4 w-4" aria-hidden="true" /> Configurações
              </Link>
            </Button>
          </div>
        </header>
        <main id="conteudo-admin" className="flex-1 px-4 py-6 lg:px-8">
          {children}
        </main>
      </div>
    </div>
  )
}
