import { formatDate } from '@domain/platform/format'
import type { SubscriptionStatus } from '~/hooks/use_subscription_status'
import { SUBSCRIPTION_TEXT } from './texts'

/** 'Renova em 15/03/2027' ('Termina em' when set to cancel), or 'Carregando...' while the date is unknown. */
export function RenewalDate({
  subscription,
  className,
}: {
  subscription: SubscriptionStatus
  className?: string
}) {
  const label = subscription.cancelAtPeriodEnd
    ? SUBSCRIPTION_TEXT.endsOn
    : SUBSCRIPTION_TEXT.renewsOn
  return (
    <p className={className} data-testid="subscription-renewal">
      {subscription.subscriptionEnd ? (
        <>
          {label}{' '}
          <time dateTime={subscription.subscriptionEnd} className="font-medium">
            {formatDate(subscription.subscriptionEnd)}
          </time>
        </>
      ) : (
        SUBSCRIPTION_TEXT.loading
      )}
    </p>
  )
}
