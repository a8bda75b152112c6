/*
| The installable app on the page's side (docs/decisions.md, Plataforma 105):
| the service worker is registered once the page is idle, with workbox-window
| loaded on demand (no bytes on the first paint of any route), and the
| browser's install offer is kept for the dashboard to make (the only page
| that offers it).
*/

/* Vite serves the worker's source as a module in development and tests; the build writes public/sw.js. */
const WORKER_URL = import.meta.env.DEV ? '/dev-sw.js?dev-sw' : '/sw.js'

/**
 * In development and tests the worker is opt-in per browser (Plataforma 108):
 * `localStorage.setItem('gt-service-worker', 'on')`, as the tests of the
 * installable app and the offline lessons do. A worker that a test did not
 * ask for would outlive its page and answer the next tests' requests.
 */
export const DEV_WORKER_OPT_IN = 'gt-service-worker'

function wanted() {
  if (!import.meta.env.DEV) return true
  try {
    return localStorage.getItem(DEV_WORKER_OPT_IN) === 'on'
  } catch {
    return false
  }
}

export function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || !wanted()) return
  const register = async () => {
    const { Workbox } = await import('workbox-window')
    const type = import.meta.env.DEV ? 'module' : 'classic'
    await new Workbox(WORKER_URL, { scope: '/', type }).register()
  }
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(() => void register()) : void register()
  if (document.readyState === 'complete') whenIdle()
  else window.addEventListener('load', whenIdle, { once: true })
}

/** Chromium's install offer (not in TypeScript's DOM types). */
export type InstallPromptEvent = Event & {
  prompt: () => Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

let installPrompt: InstallPromptEvent | null = null
const listeners = new Set<() => void>()

/* Registered before the first page: the browser may offer the install on any page. */
export function keepInstallPrompt() {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    installPrompt = event as InstallPromptEvent
    listeners.forEach((listener) => listener())
  })
  window.addEventListener('appinstalled', () => {
    installPrompt = null
    listeners.forEach((listener) => listener())
  })
}

export const installPromptStore = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
  current: () => installPrompt,
  used() {
    installPrompt = null
    listeners.forEach((listener) => listener())
  },
}
