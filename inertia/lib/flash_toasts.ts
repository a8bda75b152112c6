import { router } from '@inertiajs/react'
import { toast } from '~/hooks/use_toast'

/**
 * Shows the toast of every Inertia flash bag (app/services/platform/flash.ts on the
 * server, `router.flash` or a visit's `flash` on the client). Inertia fires
 * the flash event once per response that carries one (not for partial or
 * deferred reloads without a new flash), so no de-duplication is needed.
 */
export function listenForFlashToasts() {
  return router.on('flash', (event) => {
    const message = event.detail.flash.toast
    if (message) toast(message)
  })
}
