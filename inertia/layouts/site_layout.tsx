import type { ReactNode } from 'react'
import { Head } from '@inertiajs/react'
import { useHydrated } from '~/hooks/use_hydrated'
import { useSubscriptionPolling } from '~/hooks/use_subscription_status'
import { SiteHeader } from '~/components/site_header'
import { SiteFooter } from '~/components/site_footer'

/** Public and learner pages: shared header, the page, the footer. */
export default function SiteLayout({ children }: { children: ReactNode }) {
  const hydrated = useHydrated()
  useSubscriptionPolling()
  return (
    <div className="flex min-h-screen flex-col">
      {/* The site's description; a page with its own (same head-key) replaces it. */}
      <Head>
        <meta
          head-key="description"
          name="description"
          content="Ganja Talks: a escola online de educação canábica com mentores de IA, simuladores, certificados e comunidade."
        />
      </Head>
      <a
        href="#conteudo-principal"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[200] focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground"
      >
        Pular para o conteúdo
      </a>
      <SiteHeader />
      <main id="conteudo-principal" className="flex-1" aria-busy={!hydrated}>
        {children}
      </main>
      <SiteFooter />
    </div>
  )
}
