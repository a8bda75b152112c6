import { useEffect } from 'react'
import { router } from '@inertiajs/react'
import { toast } from '~/hooks/use_toast'
import { SUBSCRIPTION_MESSAGES } from '@domain/subscription'

let shownFor: string | null = null

/**
 * Back from Stripe Checkout on /dashboard?success=true: the spec's success
 * toast once, then the query string is removed from the address bar. The
 * URL is replaced through Inertia (a client-side replace of the current
 * page), so Inertia's own history writes do not bring the query back.
 */
export function CheckoutSuccessToast() {
  useEffect(() => {
    const url = new URL(window.location.href)
    if (url.searchParams.get('success') !== 'true') return
    if (shownFor !== url.href) {
      shownFor = url.href
      toast(SUBSCRIPTION_MESSAGES.checkoutSucceeded)
    }
    url.searchParams.delete('success')
    router.replace({
      url: `${url.pathname}${url.search}${url.hash}`,
      preserveScroll: true,
      preserveState: true,
    })
  }, [])
  return null
}
