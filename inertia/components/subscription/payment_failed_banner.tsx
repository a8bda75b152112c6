import { AlertTriangle } from '~/components/platform/icons'
import { useSubscriptionStatus } from '~/hooks/use_subscription_status'
import { ManageSubscriptionButton } from './subscribe_button'
import { SUBSCRIPTION_TEXT } from './texts'

/** Shown while a charge is failing (past_due/unpaid): update the card in the Stripe portal. */
export function PaymentFailedBanner({ className }: { className?: string }) {
  const { subscription } = useSubscriptionStatus()
  if (!subscription.paymentFailed) return null
  const text = SUBSCRIPTION_TEXT.paymentFailed

  return (
    <div
      role="alert"
      data-testid="payment-failed-banner"
      className={`flex flex-col gap-3 rounded-lg border border-destructive/50 bg-destructive/10 p-4 sm:flex-row sm:items-center sm:justify-between ${className ?? ''}`}
    >
      <div className="flex gap-3">
        <AlertTriangle className="mt-0.5 h-5 w-5 shrink-0 text-destructive" aria-hidden="true" />
        <div>
          <p className="font-semibold">{text.title}</p>
          <p className="text-sm text-muted-foreground">{text.text}</p>
        </div>
      </div>
      <ManageSubscriptionButton variant="destructive" size="sm">
        {text.action}
      </ManageSubscriptionButton>
    </div>
  )
}
