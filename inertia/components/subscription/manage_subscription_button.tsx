import type { ReactNode } from 'react'
import { urlFor } from '~/client'
import type { ButtonProps } from '~/components/ui/button'
import { SUBSCRIPTION_MESSAGES } from '@domain/subscription'
import { StripeRedirectForm } from './stripe_redirect_form'
import { SUBSCRIPTION_TEXT } from './texts'

/** 'Gerenciar Assinatura': opens the Stripe customer portal in a new tab. */
export function ManageSubscriptionButton({
  children = SUBSCRIPTION_TEXT.manage,
  className,
  buttonClassName,
  variant = 'outline',
  size,
}: {
  children?: ReactNode
  className?: string
  buttonClassName?: string
} & Pick<ButtonProps, 'variant' | 'size'>) {
  return (
    <StripeRedirectForm
      action={urlFor.post('subscription.portal').url}
      signedOutMessage={SUBSCRIPTION_MESSAGES.portalSignedOut}
      className={className}
      buttonClassName={buttonClassName}
      variant={variant}
      size={size}
    >
      {children}
    </StripeRedirectForm>
  )
}
