import './css/app.css'
import { client } from './client'
import { memo, startTransition, type ComponentType } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createInertiaApp } from '@inertiajs/react'
import { TuyauProvider } from '@adonisjs/inertia/react'
import { resolvePageComponent } from '@adonisjs/inertia/helpers'
import { layoutFor } from '~/layouts/resolve_layout'
import { Toaster } from '~/components/ui/toaster'
import { listenForFlashToasts } from '~/lib/flash_toasts'
import { askForCsrfCookieBeforeWrites } from '~/lib/csrf_cookie'
import { keepInstallPrompt, registerServiceWorker, watchOfflineLessons } from '~/lib/pwa'
import {
  ServerHtmlHydrated,
  startHydratingServerHtml,
} from '~/components/platform/hydrate_when_visible'

/*
 * A chunk that cannot be fetched (the site was deployed again since this page
 * opened, so its old files are gone) reloads the page, with the new ones (at
 * most once every 10 s, so a file really missing cannot start a loop).
 */
window.addEventListener('vite:preloadError', () => {
  const lastReload = Number(sessionStorage.getItem('gt-chunk-reload') ?? 0)
  if (Date.now() - lastReload < 10_000) return
  sessionStorage.setItem('gt-chunk-reload', String(Date.now()))
  window.location.reload()
})

/*
 * Pages are memoized: right after the first hydration, Inertia's root renders
 * once more with the same props (its layout-props store hands React a new,
 * equal snapshot), and that render stops at the page instead of going
 * through the whole page again in one blocking task. One wrapper per page
 * module, so a visit to the same page keeps its state.
 */
const memoizedPages = new WeakMap<ComponentType<any>, ComponentType<any>>()
function memoizedPage(page: ComponentType<any> & { layout?: unknown }) {
  let memoized = memoizedPages.get(page)
  if (!memoized) {
    memoized = Object.assign(memo(page), { layout: page.layout })
    memoizedPages.set(page, memoized)
  }
  return memoized
}

/* Registered before the first page so its flash (fired right after mount) is not missed. */
listenForFlashToasts()
askForCsrfCookieBeforeWrites()
keepInstallPrompt()
registerServiceWorker()
watchOfflineLessons()

createInertiaApp({
  title: (title) => (title ? `${title} · Ganja Talks` : 'Ganja Talks · Educação Canábica com IA'),
  /* The page's chunk and its layout's (the admin one is lazy) are fetched side by side. */
  resolve: async (name) => {
    const [page, layout] = await Promise.all([
      resolvePageComponent<any>(`./pages/${name}.tsx`, import.meta.glob<any>('./pages/**/*.tsx')),
      layoutFor(name),
    ])
    page.default.layout ??= layout
    return { ...page, default: memoizedPage(page.default) }
  },
  setup({ el, App, props }) {
    const app = (
      <TuyauProvider client={client}>
        <App {...props} />
        <Toaster />
        <ServerHtmlHydrated />
      </TuyauProvider>
    )
    /*
     * Server-rendered pages arrive with markup: hydrate it instead of replacing
     * it, as a transition, so React yields to the browser every few
     * milliseconds instead of blocking input for the whole page.
     */
    if (el.hasChildNodes()) {
      startHydratingServerHtml()
      startTransition(() => void hydrateRoot(el, app))
    } else {
      createRoot(el).render(app)
    }
  },
  progress: { color: '#2f9e5b' },
})
