import type { ToastFlash } from '#services/platform/flash'

/**
 * The toast a request queued for the next page (app/services/platform/flash.ts, sent
 * as the page's Inertia flash), or null when it queued none.
 */
export function toastOf(response: { flashMessages(): Record<string, unknown> }): ToastFlash | null {
  const toast = response.flashMessages().toast as ToastFlash | undefined
  return toast
    ? { title: toast.title, description: toast.description, variant: toast.variant }
    : null
}
