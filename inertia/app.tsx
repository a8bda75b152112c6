import './css/app.css'
import { client } from './client'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createInertiaApp } from '@inertiajs/react'
import { TuyauProvider } from '@adonisjs/inertia/react'
import { resolvePageComponent } from '@adonisjs/inertia/helpers'
import { layoutFor } from '~/layouts/resolve_layout'

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
      </TuyauProvider>
    )
    /* Server-rendered pages arrive with markup: hydrate it instead of replacing it. */
    if (el.hasChildNodes()) hydrateRoot(el, app)
    else createRoot(el).render(app)
  },
  progress: { color: '#2f9e5b' },
})
