import { forwardRef, type ComponentPropsWithoutRef } from 'react'
import { usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import {
  BarChart3,
  Bell,
  LayoutDashboard,
  LogOut,
  Menu,
  MessageCircle,
  User as UserIcon,
} from 'lucide-react'
import type { SharedProps } from '~/types'
import { cn } from '~/lib/utils'
import { urlFor } from '~/client'
import { Logo } from '~/components/logo'
import { ThemeToggle } from '~/components/theme_toggle'
import { Button } from '~/components/ui/button'
import { Badge } from '~/components/ui/badge'
import { PremiumBadge } from '~/components/subscription/premium_badge'
import { Avatar } from '~/components/ui/avatar'
import { Sheet, SheetClose, SheetContent, SheetTrigger } from '~/components/ui/sheet'
import { NotificationBell } from '~/components/notifications/notification_bell'
import { MessagesLink } from '~/components/notifications/messages_link'
import { useNotificationFeed } from '~/components/notifications/use_notification_feed'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown_menu'

const NAV_LINKS = [
  { route: 'home', label: 'Início' },
  { route: 'courses.index', label: 'Cursos' },
  { route: 'community.index', label: 'Comunidade' },
  { route: 'podcast', label: 'Podcast' },
] as const

function isActive(currentPath: string, href: string) {
  const path = currentPath.split('?')[0]
  return href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`)
}

/** The main sections, in the header bar and in the mobile sheet (each link closes it). */
function NavLinks({
  className,
  activeClassName,
  inSheet = false,
}: {
  className: string
  activeClassName: string
  inSheet?: boolean
}) {
  const { currentPath } = usePage<SharedProps>().props
  return NAV_LINKS.map((link) => {
    const active = isActive(currentPath, urlFor(link.route))
    const item = (
      <Link
        key={link.route}
        route={link.route}
        aria-current={active ? 'page' : undefined}
        className={cn(className, active && activeClassName)}
      >
        {link.label}
      </Link>
    )
    return inSheet ? (
      <SheetClose asChild key={link.route}>
        {item}
      </SheetClose>
    ) : (
      item
    )
  })
}

/** 'Entrar' (the login tab of /auth) and 'Começar Grátis' for a visitor. */
function GuestActions({ loginVariant }: { loginVariant: 'ghost' | 'outline' }) {
  return (
    <>
      <Button variant={loginVariant} asChild>
        <Link route="auth.show" qs={{ aba: 'login' }}>
          Entrar
        </Link>
      </Button>
      <Button asChild>
        <Link route="auth.show">Começar Grátis</Link>
      </Button>
    </>
  )
}

/**
 * Signs out with a POST (the XSRF token travels with it), then the server goes
 * to / with 'Você saiu da conta'. Forwards its props and ref so a menu item can
 * render as it (keyboard focus and the menuitem role come from the menu).
 */
const LogoutButton = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'>>(
  ({ className, ...props }, ref) => (
    <Link
      route="auth.logout"
      as="button"
      ref={ref}
      {...(props as object)}
      className={cn('flex items-center gap-2', className)}
    >
      <LogOut className="h-4 w-4" aria-hidden="true" /> Sair da conta
    </Link>
  )
)
LogoutButton.displayName = 'LogoutButton'

/** Signed in: 'Mensagens' and the bell, both with live counts (channel users/{id}). */
function MemberNotifications() {
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
    </>
  )
}

export function SiteHeader() {
  const { user } = usePage<SharedProps>().props
  /* 'Premium' for subscribers, else the student badge; the badge also keeps the status fresh (60 s). */
  const badge = user ? <PremiumBadge fallback={<Badge variant="secondary">Aluno</Badge>} /> : null

  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link route="home" aria-label="Ganja Talks — página inicial">
          <Logo />
        </Link>

        <nav aria-label="Principal" className="hidden items-center gap-1 md:flex">
          <NavLinks
            className="rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground"
            activeClassName="bg-accent text-accent-foreground"
          />
        </nav>

        <div className="flex items-center gap-2">
          <ThemeToggle />
          {user ? (
            <>
              <MemberNotifications />
              <span className="hidden sm:inline-flex">{badge}</span>
              <DropdownMenu>
                <DropdownMenuTrigger asChild>
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
                </DropdownMenuTrigger>
                <DropdownMenuContent align="end">
                  <DropdownMenuLabel>
                    <span className="block truncate">{user.displayName}</span>
                    <span className="block truncate text-xs font-normal text-muted-foreground">
                      {user.email}
                    </span>
                  </DropdownMenuLabel>
                  <DropdownMenuSeparator />
                  <DropdownMenuItem asChild>
                    <Link route="profiles.own">
                      <UserIcon className="h-4 w-4" aria-hidden="true" /> Meu Perfil
                    </Link>
                  </DropdownMenuItem>
                  <DropdownMenuItem asChild>
                    <Link route="dashboard">
                      <LayoutDashboard className="h-4 w-4" aria-hidden="true" /> Painel
                    </Link>
                  </DropdownMenuItem>
                  <DropdownMenuItem asChild>
                    <Link route="analytics">
                      <BarChart3 className="h-4 w-4" aria-hidden="true" /> Análises de Performance
                    </Link>
                  </DropdownMenuItem>
                  <DropdownMenuItem asChild>
                    <Link route="notifications.index">
                      <Bell className="h-4 w-4" aria-hidden="true" /> Notificações
                    </Link>
                  </DropdownMenuItem>
                  <DropdownMenuSeparator />
                  <DropdownMenuItem asChild>
                    <LogoutButton className="w-full" />
                  </DropdownMenuItem>
                </DropdownMenuContent>
              </DropdownMenu>
            </>
          ) : (
            <div className="hidden items-center gap-2 md:flex">
              <GuestActions loginVariant="ghost" />
            </div>
          )}

          <Sheet>
            <SheetTrigger asChild>
              <Button variant="ghost" size="icon" className="md:hidden" aria-label="Abrir menu">
                <Menu className="h-5 w-5" />
              </Button>
            </SheetTrigger>
            <SheetContent title="Menu">
              <nav aria-label="Principal (celular)" className="flex flex-col gap-1">
                <NavLinks
                  inSheet
                  className="rounded-md px-3 py-2 font-medium hover:bg-accent"
                  activeClassName="bg-accent"
                />
              </nav>
              <div className="mt-auto flex flex-col gap-2 border-t pt-4">
                {user ? (
                  <>
                    <div className="flex items-center gap-3">
                      <Avatar
                        src={user.avatarUrl}
                        name={user.displayName}
                        initials={user.initials}
                      />
                      <div className="min-w-0">
                        <p className="truncate font-medium">{user.displayName}</p>
                        {badge}
                      </div>
                    </div>
                    <SheetClose asChild>
                      <Link
                        route="profiles.own"
                        className="flex items-center gap-2 rounded-md px-3 py-2 hover:bg-accent"
                      >
                        <UserIcon className="h-4 w-4" aria-hidden="true" /> Meu Perfil
                      </Link>
                    </SheetClose>
                    <SheetClose asChild>
                      <Link
                        route="dashboard"
                        className="flex items-center gap-2 rounded-md px-3 py-2 hover:bg-accent"
                      >
                        <LayoutDashboard className="h-4 w-4" aria-hidden="true" /> Painel
                      </Link>
                    </SheetClose>
                    <SheetClose asChild>
                      <Link
                        route="analytics"
                        className="flex items-center gap-2 rounded-md px-3 py-2 hover:bg-accent"
                      >
                        <BarChart3 className="h-4 w-4" aria-hidden="true" /> Análises de Performance
                      </Link>
                    </SheetClose>
                    <SheetClose asChild>
                      <Link
                        route="notifications.index"
                        className="flex items-center gap-2 rounded-md px-3 py-2 hover:bg-accent"
                      >
                        <Bell className="h-4 w-4" aria-hidden="true" /> Notificações
                      </Link>
                    </SheetClose>
                    <SheetClose asChild>
                      <Link
                        route="messages.index"
                        className="flex items-center gap-2 rounded-md px-3 py-2 hover:bg-accent"
                      >
                        <MessageCircle className="h-4 w-4" aria-hidden="true" /> Mensagens
                      </Link>
                    </SheetClose>
                    <LogoutButton className="flex items-center gap-2 rounded-md px-3 py-2 text-left hover:bg-accent" />
                  </>
                ) : (
                  <GuestActions loginVariant="outline" />
                )}
              </div>
            </SheetContent>
          </Sheet>
        </div>
      </div>
    </header>
  )
}
