import { Link } from '@adonisjs/inertia/react'
import { Logo } from '~/components/platform/logo'
import { lazyComponent } from '~/lib/lazy_component'

/* Below the fold on every page: its code (and the form checks) arrives after the page's. */
const NewsletterForm = lazyComponent(() => import('~/components/catalog/newsletter_form'))

const COLUMNS = [
  {
    title: 'Plataforma',
    links: [
      { href: '/#cursos', label: 'Cursos' },
      { href: '/#comunidade', label: 'Comunidade' },
      { href: '/#podcast', label: 'Podcast' },
      { href: '/#newsletter', label: 'Newsletter' },
    ],
  },
  {
    title: 'Ajuda',
    links: [
      { href: '/#suporte', label: 'Suporte' },
      { href: '/#privacy', label: 'Privacidade' },
      { href: '/#terms', label: 'Termos de Uso' },
      { href: '/#cookies', label: 'Cookies' },
    ],
  },
]

export function SiteFooter() {
  return (
    <footer className="border-t bg-muted/40 [content-visibility:auto] [contain-intrinsic-size:auto_480px]">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-4">
        <div className="space-y-3">
          <Logo />
          <p className="text-sm text-muted-foreground">
            A primeira universidade online de educação canábica do Brasil, com mentores de IA
            disponíveis 24/7.
          </p>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title} className="space-y-3">
            <h2 className="text-sm font-semibold">{column.title}</h2>
            <ul className="space-y-2 text-sm text-muted-foreground">
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className="hover:text-foreground">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div id="newsletter" className="scroll-mt-24 space-y-3">
          <h2 className="text-sm font-semibold">Newsletter</h2>
          <p className="text-sm text-muted-foreground">
            Novidades sobre ciência, cultivo e mercado, uma vez por semana.
          </p>
          <NewsletterForm />
        </div>
      </div>
      <div className="border-t py-6 text-center text-xs text-muted-foreground">
        © {new Date().getFullYear()} Ganja Talks. Conteúdo educacional; não substitui orientação
        médica ou jurídica.
      </div>
    </footer>
  )
}
