import { randomUUID } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'

export type ToastFlash = {
  id: string
  title: string
  description?: string
  variant: 'default' | 'destructive'
}

/**
 * Queues a toast for the next page the user sees (session flash). Every
 * page shows it through the layout's Toaster; the id stops a repeat on
 * partial reloads.
 */
export function flashToast(
  session: HttpContext['session'],
  title: string,
  description?: string,
  variant: ToastFlash['variant'] = 'default'
) {
  session.flash('toast', { id: randomUUID(), title, description, variant } satisfies ToastFlash)
}

export function flashError(session: HttpContext['session'], title: string, description?: string) {
  flashToast(session, title, description, 'destructive')
}
