import { useEffect, useState } from 'react'
import { Clock, ExternalLink } from '~/components/platform/icons'
import { useSubscriptionStatus } from '~/hooks/use_subscription_status'
import { Button } from '~/components/ui/button'
import { formatDate, formatMoney } from '@domain/platform/format'
import { ANNUAL_PIX, minutesLeft } from '@domain/subscription/subscription'
import { AnnualPixButton } from './subscribe_button'
import { SUBSCRIPTION_TEXT } from './texts'

const TEXT = SUBSCRIPTION_TEXT.payment

/** The minutes left before `iso`, re-read every 15 s while shown. */
function useMinutesLeft(iso: string | null) {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    if (!iso) return
    const timer = window.setInterval(() => setNow(new Date()), 15_000)
    return () => window.clearInterval(timer)
  }, [iso])
  /* The session has a minute of margin over the Pix's own 30 min: never say more than 30. */
  return iso ? Math.min(ANNUAL_PIX.expiresAfterSeconds / 60, minutesLeft(new Date(iso), now)) : 0
}

/**
 * A boleto or Pix waiting for its payment, said as it is: 'Aguardando
 * pagamento do boleto' (with its due date), 'Pix expira em N min' with the
 * Checkout page to reopen, or how the last one ended unpaid. Nothing else.
 */
export function PaymentStatusNotice({ className }: { className?: string }) {
  const { payment } = useSubscriptionStatus().subscription
  const minutes = useMinutesLeft(payment?.method === 'pix' ? payment.expiresAt : null)
  if (!payment) return null
  const pixLapsed = payment.method === 'pix' && payment.state === 'pending' && minutes === 0

  if (payment.state === 'pending' && payment.method === 'boleto') {
    return (
      <div className={className} role="status" data-testid="payment-status">
        <p className="flex items-center gap-2 font-medium">
          <Clock className="h-4 w-4" aria-hidden="true" /> {TEXT.boletoPending}
        </p>
        {payment.expiresAt && (
          <p className="text-sm text-muted-foreground">
            {TEXT.boletoDue}{' '}
            <time dateTime={payment.expiresAt}>{formatDate(payment.expiresAt)}</time>
          </p>
        )}
        <p className="text-sm text-muted-foreground">{TEXT.boletoText}</p>
      </div>
    )
  }

  if (payment.state === 'pending' && !pixLapsed) {
    return (
      <div className={className} role="status" data-testid="payment-status">
        <p className="flex items-center gap-2 font-medium">
          <Clock className="h-4 w-4" aria-hidden="true" /> {TEXT.pixPending(minutes)}
        </p>
        <p className="text-sm text-muted-foreground">{TEXT.pixText}</p>
        {payment.url && (
          <Button asChild variant="outline" size="sm" className="mt-2">
            <a href={payment.url} target="_blank" rel="noopener noreferrer">
              {TEXT.reopenPix}
              <ExternalLink className="h-4 w-4" aria-hidden="true" />
              <span className="sr-only"> {SUBSCRIPTION_TEXT.newTab}</span>
            </a>
          </Button>
        )}
      </div>
    )
  }

  const ended =
    payment.method === 'pix'
      ? payment.state === 'failed'
        ? TEXT.pixFailed
        : TEXT.pixExpired
      : payment.state === 'failed'
        ? TEXT.boletoFailed
        : TEXT.boletoExpired
  return (
    <div className={className} role="status" data-testid="payment-status">
      <p className="font-medium">{ended}</p>
      <p className="text-sm text-muted-foreground">{TEXT.nothingCharged}</p>
    </div>
  )
}

/**
 * 'Plano anual via Pix' next to the monthly offer: the price for 12 months
 * at the admin's discount and 'Pagar com Pix'. Shown only when the member
 * may buy it (no live monthly plan; no year, or its last 30 days).
 */
export function AnnualPixOffer({ className }: { className?: string }) {
  const { subscription } = useSubscriptionStatus()
  const offer = subscription.annualOffer
  if (!offer || !subscription.canBuyAnnual) return null
  const text = SUBSCRIPTION_TEXT.annual
  return (
    <div className={className} data-testid="annual-pix-offer">
      <p className="font-semibold">
        {text.title}: {formatMoney(offer.amountCents / 100)}
      </p>
      <p className="text-sm text-muted-foreground">{text.text(offer.discountPercent)}</p>
      <AnnualPixButton className="mt-2">
        {subscription.annualAccessUntil ? text.buyAgain : text.buy}
      </AnnualPixButton>
    </div>
  )
}
