import { usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { Menu } from '~/components/platform/icons'
import type { SharedProps } from '~/types'
import { cn } from '~/lib/utils'
import { urlFor } from '~/client'
import { lazyComponent } from '~/lib/lazy_component'
import { Logo } from '~/components/platform/logo'
import { ThemeToggle } from '~/components/platform/theme_toggle'
import { Button } from '~/components/ui/button'
import { OnDemand } from '~/components/ui/on_demand'
import { isActive, NAV_LINKS } from '~/components/platform/site_nav'

/*
| A visitor never loads the member's side of the header; the phone's menu
| (Radix dialog) is fetched when someone reaches for it.
*/
const MemberHeader = lazyComponent(() => import('~/components/platform/member_header'))
const MobileMenu = lazyComponent(
  () => import('~/components/platform/mobile_menu'),
  ({ trigger }) => trigger
)

/** The main sections in the header bar (the phone's menu lists them too). */
function NavLinks() {
  const { currentPath } = usePage<SharedProps>().props
  return NAV_LINKS.map((link) => {
    const active = isActive(currentPath, urlFor(link.route))
    return (
      <Link
        key={link.route}
        route={link.route}
        aria-current={active ? 'page' : undefined}
        className={cn(
          'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground',
          active && 'bg-accent text-accent-foreground'
        )}
      >
        {link.label}
      </Link>
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

export function SiteHeader() {
  const { user } = usePage<SharedProps>().props
  const menuButton = (
    <Button variant="ghost" size="icon" className="md:hidden" aria-label="Abrir menu">
      <Menu className="h-5 w-5" />
    </Button>
  )

  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link route="home" aria-label="Ganja Talks — página inicial">
          <Logo />
        </Link>

        <nav aria-label="Principal" className="hidden items-center gap-1 md:flex">
          <NavLinks />
        </nav>

        <div className="flex items-center gap-2">
          <ThemeToggle />
          {user ? (
            <MemberHeader user={user} />
          ) : (
            <div className="hidden items-center gap-2 md:flex">
              <GuestActions loginVariant="ghost" />
            </div>
          )}

          <OnDemand trigger={menuButton} preload={MobileMenu.preload} popup="dialog">
            {(trigger) => (
              <MobileMenu
                trigger={trigger}
                guestActions={<GuestActions loginVariant="outline" />}
              />
            )}
          </OnDemand>
        </div>
      </div>
    </header>
  )
}
