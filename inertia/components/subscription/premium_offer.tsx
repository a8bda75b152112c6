import { Check } from '~/components/platform/icons'
import { cn } from '~/lib/utils'
import { SubscribeButton } from './subscribe_button'
import { AnnualPixOffer, PaymentStatusNotice } from './payment_status'
import { SUBSCRIPTION_TEXT } from './texts'

/**
 * The Premium perks, 'Assinar Agora' and 'cancel any time', as the offer
 * cards show them, with a boleto/Pix waiting for payment and the annual Pix
 * offer next to the monthly one.
 */
export function PremiumOffer({ layout }: { layout: 'column' | 'centered' }) {
  const centered = layout === 'centered'
  return (
    <>
      <PaymentStatusNotice className="w-full rounded-md border border-primary/40 p-3" />
      <ul className={cn('text-sm', centered ? 'grid gap-2 sm:grid-cols-2' : 'space-y-2')}>
        {SUBSCRIPTION_TEXT.perks.map((perk) => (
          <li key={perk} className="flex gap-2">
            <Check className="h-4 w-4 shrink-0 text-primary" aria-hidden="true" /> {perk}
          </li>
        ))}
      </ul>
      {centered ? <SubscribeButton size="lg" /> : <SubscribeButton buttonClassName="w-full" />}
      <p className={cn('text-xs text-muted-foreground', !centered && 'text-center')}>
        {SUBSCRIPTION_TEXT.cancelAnyTime}
      </p>
      <AnnualPixOffer className={cn('w-full border-t pt-4', centered && 'text-center')} />
    </>
  )
}
