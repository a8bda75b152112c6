/*
| The installable app on the page's side (docs/decisions.md, Plataforma 105):
| the service worker is registered once the page is idle, with workbox-window
| loaded on demand (no bytes on the first paint of any route), and the
| browser's install offer is kept for the dashboard to make (the only page
| that offers it).
*/

import { router } from '@inertiajs/react'
import { OFFLINE_OWNER_KEY } from '~/service_worker/offline_keys'
import { WORKER_TYPE, WORKER_URL } from '~/lib/worker_url'

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
    await new Workbox(WORKER_URL, { scope: '/', type: WORKER_TYPE }).register()
  }
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(() => void register()) : void register()
  if (document.readyState === 'complete') whenIdle()
  else window.addEventListener('load', whenIdle, { once: true })
}

/**
 * The lessons saved to read offline belong to one member (Plataforma 112):
 * on a device that keeps some, each page checks who is signed in, with code
 * fetched only there (offline_owner.ts).
 */
export function watchOfflineLessons() {
  router.on('navigate', (event) => {
    if (localStorage.getItem(OFFLINE_OWNER_KEY) === null) return
    const user = event.detail.page.props.user as { id: number } | null | undefined
    void import('~/lib/offline_owner').then((owner) => owner.checkOwner(user?.id ?? null))
  })
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
