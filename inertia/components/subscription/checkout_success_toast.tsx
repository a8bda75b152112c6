import { useEffect, useState } from 'react'
import { router, usePoll } from '@inertiajs/react'
import { Loader2 } from '~/components/platform/icons'
import { SUBSCRIPTION_MESSAGES } from '@domain/subscription/subscription'
import { useSubscriptionStatus } from '~/hooks/use_subscription_status'
import { SUBSCRIPTION_TEXT } from './texts'

/** What the server confirmed about the Checkout Session the learner came back from. */
export type CheckoutReturn = 'confirmed' | 'pending' | null

/** While pending, the page asks again this often, this many times (2 minutes), then says it is slow. */
const POLL_EVERY_MS = 3000
const MAX_POLLS = 40

/** The address without the checkout query (`success`, `session_id`), kept in place. */
function cleanUrl() {
  const url = new URL(window.location.href)
  url.searchParams.delete('success')
  url.searchParams.delete('session_id')
  return `${url.pathname}${url.search}${url.hash}`
}

function hasCheckoutQuery() {
  return new URL(window.location.href).searchParams.get('success') === 'true'
}

/**
 * Back from Stripe Checkout on /dashboard?success=true&session_id=…: the
 * spec's success toast only when the server confirmed the subscription
 * (`checkout` = 'confirmed'); 'pending' shows 'Confirmando seu pagamento...'
 * and re-asks the server for `checkout` until it is confirmed; anything else
 * (a typed or forged address) shows nothing. The query then leaves the URL.
 */
export function CheckoutSuccessToast({ checkout: returned }: { checkout: CheckoutReturn }) {
  const [polls, setPolls] = useState(0)
  /* After the fast checks stop, the layout's 60 s status check may still find the subscription. */
  const { subscription } = useSubscriptionStatus()
  const checkout = returned === 'pending' && subscription?.subscribed ? 'confirmed' : returned
  const pending = checkout === 'pending'
  const { start, stop } = usePoll(
    POLL_EVERY_MS,
    {
      only: ['checkout', 'subscription'],
      showProgress: false,
      onFinish: () => setPolls((count) => count + 1),
    },
    { autoStart: false }
  )

  const slow = polls >= MAX_POLLS
  useEffect(() => {
    if (!pending || slow) {
      stop()
      return
    }
    start()
    return stop
  }, [pending, slow, start, stop])

  useEffect(() => {
    if (pending || !hasCheckoutQuery()) return
    router.replace({
      url: cleanUrl(),
      preserveScroll: true,
      preserveState: true,
      ...(checkout === 'confirmed'
        ? { flash: { toast: { ...SUBSCRIPTION_MESSAGES.checkoutSucceeded, variant: 'default' } } }
        : {}),
    })
  }, [checkout, pending])

  if (!pending) return null
  const text = SUBSCRIPTION_TEXT.confirming
  return (
    <div
      role="status"
      data-testid="checkout-confirming"
      className="flex items-start gap-3 rounded-lg border border-primary/40 bg-primary/5 p-4"
    >
      {!slow && (
        <Loader2 className="mt-0.5 h-5 w-5 shrink-0 animate-spin text-primary" aria-hidden="true" />
      )}
      <div>
        <p className="font-semibold">{slow ? text.slowTitle : text.title}</p>
        <p className="text-sm text-muted-foreground">{slow ? text.slowText : text.text}</p>
      </div>
    </div>
  )
}
