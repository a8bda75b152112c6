import { useEffect } from 'react'
import { router } from '@inertiajs/react'
import { SUBSCRIPTION_MESSAGES } from '@domain/subscription'

/**
 * Back from Stripe Checkout on /dashboard?success=true: the spec's success
 * toast, flashed on the client through Inertia's flash (so the root Toaster
 * shows it like a server flash), while the query string is removed from the
 * address bar with a client-side replace of the current page.
 */
export function CheckoutSuccessToast() {
  useEffect(() => {
    const url = new URL(window.location.href)
    if (url.searchParams.get('success') !== 'true') return
    url.searchParams.delete('success')
    router.replace({
      url: `${url.pathname}${url.search}${url.hash}`,
      preserveScroll: true,
      preserveState: true,
      flash: { toast: { ...SUBSCRIPTION_MESSAGES.checkoutSucceeded, variant: 'default' } },
    })
  }, [])
  return null
}
