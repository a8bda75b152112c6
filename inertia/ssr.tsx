import { client } from '~/client'
import ReactDOMServer from 'react-dom/server'
import { createInertiaApp } from '@inertiajs/react'
import { TuyauProvider } from '@adonisjs/inertia/react'
import { resolvePageComponent } from '@adonisjs/inertia/helpers'
import { layoutFor } from '~/layouts/resolve_layout'
import { Toaster } from '~/components/ui/toaster'
import { loadLazyComponents } from '~/lib/lazy_component'
import { ServerHtmlHydrated } from '~/components/platform/hydrate_when_visible'

const pages = import.meta.glob<any>('./pages/**/*.tsx', { eager: true })

/** Renders public pages to HTML on the server (see config/inertia.ts for which). */
export default async function render(page: any) {
  /* Lazy pieces render in full on the server (their modules are loaded once, at the first page). */
  await loadLazyComponents()
  return createInertiaApp({
    page,
    render: ReactDOMServer.renderToString,
    title: (title) => (title ? `${title} · Ganja Talks` : 'Ganja Talks · Educação Canábica com IA'),
    resolve: async (name) =>
      resolvePageComponent(`./pages/${name}.tsx`, pages, await layoutFor(name)),
    setup: ({ App, props }) => (
      <TuyauProvider client={client}>
        <App {...props} />
        <Toaster />
        {/* Same tree as inertia/app.tsx, so useId gives the same ids on both sides. */}
        <ServerHtmlHydrated />
      </TuyauProvider>
    ),
  })
}
