import type { ReactNode } from 'react'
import { Head } from '@inertiajs/react'
import { useHydrated } from '~/hooks/use_hydrated'
import { useSubscriptionPolling } from '~/hooks/use_subscription_status'
import { SiteHeader } from '~/components/platform/site_header'
import { SiteFooter } from '~/components/platform/site_footer'
import { SkipLink } from '~/components/platform/skip_link'

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
      <SkipLink target="conteudo-principal" />
      <SiteHeader />
      <main
        id="conteudo-principal"
        tabIndex={-1}
        className="flex-1 focus:outline-none"
        aria-busy={!hydrated}
      >
        {children}
      </main>
      <SiteFooter />
    </div>
  )
}
