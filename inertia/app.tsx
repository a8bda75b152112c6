import './css/app.css'
import { client } from './client'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createInertiaApp } from '@inertiajs/react'
import { TuyauProvider } from '@adonisjs/inertia/react'
import { resolvePageComponent } from '@adonisjs/inertia/helpers'
import { layoutFor } from '~/layouts/resolve_layout'
import { Toaster } from '~/components/ui/toaster'
import { listenForFlashToasts } from '~/lib/flash_toasts'

/* Registered before the first page so its flash (fired right after mount) is not missed. */
listenForFlashToasts()

createInertiaApp({
  title: (title) => (title ? `${title} · Ganja Talks` : 'Ganja Talks · Educação Canábica com IA'),
  resolve: (name) =>
    resolvePageComponent(
      `./pages/${name}.tsx`,
      import.meta.glob<any>('./pages/**/*.tsx'),
      layoutFor(name)
    ),
  setup({ el, App, props }) {
    const app = (
      <TuyauProvider client={client}>
        <App {...props} />
        <Toaster />
      </TuyauProvider>
    )
    /* Server-rendered pages arrive with markup: hydrate it instead of replacing it. */
    if (el.hasChildNodes()) hydrateRoot(el, app)
    else createRoot(el).render(app)
  },
  progress: { color: '#2f9e5b' },
})
