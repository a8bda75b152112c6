import type { HttpContext } from '@adonisjs/core/http'

export type ToastFlash = {
  title: string
  description?: string
  variant: 'default' | 'destructive'
}

/**
 * Queues a toast for the next page the user sees (session flash). The
 * Inertia middleware sends it as the page's first-class `flash` bag, and the
 * one Toaster mounted in inertia/app.tsx shows it on Inertia's flash event.
 */
export function flashToast(
  session: HttpContext['session'],
  title: string,
  description?: string,
  variant: ToastFlash['variant'] = 'default'
) {
  session.flash('toast', { title, description, variant } satisfies ToastFlash)
}

export function flashError(session: HttpContext['session'], title: string, description?: string) {
  flashToast(session, title, description, 'destructive')
}
