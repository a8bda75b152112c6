import type { ReactNode } from 'react'
import { urlFor } from '~/client'
import type { ButtonProps } from '~/components/ui/button'
import { SUBSCRIPTION_MESSAGES } from '@domain/subscription'
import { StripeRedirectForm } from './stripe_redirect_form'
import { SUBSCRIPTION_TEXT } from './texts'

/** 'Assinar Agora': opens the Stripe Checkout of the Premium plan in a new tab. */
export function SubscribeButton({
  children = SUBSCRIPTION_TEXT.subscribe,
  className,
  buttonClassName,
  variant,
  size,
}: {
  children?: ReactNode
  className?: string
  buttonClassName?: string
} & Pick<ButtonProps, 'variant' | 'size'>) {
  return (
    <StripeRedirectForm
      action={urlFor.post('subscription.checkout').url}
      signedOutMessage={SUBSCRIPTION_MESSAGES.checkoutSignedOut}
      className={className}
      buttonClassName={buttonClassName}
      variant={variant}
      size={size}
    >
      {children}
    </StripeRedirectForm>
  )
}
