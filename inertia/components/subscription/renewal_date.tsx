import { formatDate } from '@domain/platform/format'
import { isLiveStatus } from '@domain/subscription/subscription'
import type { SubscriptionStatus } from '~/hooks/use_subscription_status'
import { SUBSCRIPTION_TEXT } from './texts'

/**
 * 'Renova em 15/03/2027' ('Termina em' when set to cancel), 'Acesso até
 * 15/03/2027, sem renovação automática' for the annual Pix plan, or
 * 'Carregando...' while the date is unknown.
 */
export function RenewalDate({
  subscription,
  className,
}: {
  subscription: SubscriptionStatus
  className?: string
}) {
  if (subscription.annualAccessUntil && !isLiveStatus(subscription.status)) {
    return (
      <p className={className} data-testid="subscription-renewal">
        {SUBSCRIPTION_TEXT.annual.accessUntil}{' '}
        <time dateTime={subscription.annualAccessUntil} className="font-medium">
          {formatDate(subscription.annualAccessUntil)}
        </time>
        , {SUBSCRIPTION_TEXT.annual.noRenewal}
      </p>
    )
  }
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
