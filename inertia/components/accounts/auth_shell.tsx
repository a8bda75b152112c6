import type { ReactNode } from 'react'
import { Link } from '@adonisjs/inertia/react'
import { Logo } from '~/components/platform/logo'
import { SkipLink } from '~/components/platform/skip_link'
import { ThemeToggle } from '~/components/platform/theme_toggle'
import { useHydrated } from '~/hooks/use_hydrated'

/** The auth screens' own header (spec: logo plus Home, Cursos, Comunidade, Podcast). */
const AUTH_NAV = [
  { route: 'home', label: 'Início' },
  { route: 'courses.index', label: 'Cursos' },
  { route: 'community.index', label: 'Comunidade' },
  { route: 'podcast', label: 'Podcast' },
] as const

export function AuthShell({ children }: { children: ReactNode }) {
  const hydrated = useHydrated()
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-br from-background via-background to-primary/10">
      <SkipLink target="conteudo-principal" />
      <header className="border-b bg-background/80 backdrop-blur">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3">
          <Link
            route="home"
            aria-label="Ganja Talks — página inicial"
            className="shrink-0 whitespace-nowrap"
          >
            <Logo />
          </Link>
          <div className="flex w-full items-center justify-between gap-1 sm:w-auto">
            <nav aria-label="Principal" className="flex flex-wrap items-center gap-1">
              {AUTH_NAV.map((link) => (
                <Link
                  key={link.route}
                  route={link.route}
                  className="rounded-md px-2 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground sm:px-3"
                >
                  {link.label}
                </Link>
              ))}
            </nav>
            <ThemeToggle />
          </div>
        </div>
      </header>
      <main
        id="conteudo-principal"
        tabIndex={-1}
        aria-busy={!hydrated}
        className="flex flex-1 items-start justify-center px-4 py-10 focus:outline-none lg:items-center"
      >
        {children}
      </main>
    </div>
  )
}

/** A centred card for the smaller auth screens (confirmation, password reset). */
export function AuthCard({
  title,
  description,
  children,
}: {
  title: string
  description?: ReactNode
  children: ReactNode
}) {
  return (
    <section className="w-full max-w-md rounded-xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
      <h1 className="text-2xl font-bold">{title}</h1>
      {description && <div className="mt-2 text-sm text-muted-foreground">{description}</div>}
      <div className="mt-6">{children}</div>
    </section>
  )
}
