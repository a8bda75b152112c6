import { client } from '~/client'
import ReactDOMServer from 'react-dom/server'
import { createInertiaApp } from '@inertiajs/react'
import { TuyauProvider } from '@adonisjs/inertia/react'
import { resolvePageComponent } from '@adonisjs/inertia/helpers'
import { layoutFor } from '~/layouts/resolve_layout'
import { Toaster } from '~/components/ui/toaster'

/** Renders public pages to HTML on the server (see config/inertia.ts for which). */
export default function render(page: any) {
  return createInertiaApp({
    page,
    render: ReactDOMServer.renderToString,
    title: (title) => (title ? `${title} · Ganja Talks` : 'Ganja Talks · Educação Canábica com IA'),
    resolve: (name) =>
      resolvePageComponent(
        `./pages/${name}.tsx`,
        import.meta.glob<any>('./pages/**/*.tsx', { eager: true }),
        layoutFor(name)
      ),
    setup: ({ App, props }) => (
      <TuyauProvider client={client}>
        <App {...props} />
        <Toaster />
      </TuyauProvider>
    ),
  })
}
