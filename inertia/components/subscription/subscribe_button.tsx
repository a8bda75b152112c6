import type { FormEvent, ReactNode } from 'react'
import { usePage } from '@inertiajs/react'
import { ExternalLink } from '~/components/platform/icons'
import type { SharedProps } from '~/types'
import { urlFor } from '~/client'
import { toast } from '~/hooks/use_toast'
import { Button, type ButtonProps } from '~/components/ui/button'
import { SUBSCRIPTION_MESSAGES } from '@domain/subscription/subscription'
import { SUBSCRIPTION_TEXT } from './texts'

type StripeButtonProps = {
  children?: ReactNode
  className?: string
  buttonClassName?: string
} & Pick<ButtonProps, 'variant' | 'size'>

/**
 * A plain form posting to the server in a NEW TAB (target=_blank): the
 * server answers 303 to the Stripe page (checkout or portal), or redirects
 * that tab back with a toast. Before submitting, it answers on the spot
 * when there is no session or no payments on this installation.
 */
function StripeRedirectForm({
  route,
  signedOutMessage,
  children,
  className,
  buttonClassName,
  ...buttonProps
}: StripeButtonProps & {
  route: 'subscription.checkout' | 'subscription.portal' | 'subscription.annual_pix'
  signedOutMessage: { title: string; description: string }
}) {
  const { user, csrfToken, subscription } = usePage<SharedProps>().props

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!user) {
      event.preventDefault()
      toast({ ...signedOutMessage, variant: 'destructive' })
    } else if (!subscription.paymentsEnabled) {
      event.preventDefault()
      toast({ ...SUBSCRIPTION_MESSAGES.paymentsNotConfigured, variant: 'destructive' })
    }
  }

  return (
    <form
      method="post"
      action={urlFor(route)}
      noValidate
      target="_blank"
      onSubmit={onSubmit}
      className={className}
    >
      <input type="hidden" name="_csrf" value={csrfToken ?? ''} />
      <Button type="submit" className={buttonClassName} {...buttonProps}>
        {children}
        <ExternalLink className="h-4 w-4" aria-hidden="true" />
        <span className="sr-only"> {SUBSCRIPTION_TEXT.newTab}</span>
      </Button>
    </form>
  )
}

/** 'Assinar Agora': opens the Stripe Checkout of the Premium plan in a new tab. */
export function SubscribeButton({
  children = SUBSCRIPTION_TEXT.subscribe,
  ...props
}: StripeButtonProps) {
  return (
    <StripeRedirectForm
      route="subscription.checkout"
      signedOutMessage={SUBSCRIPTION_MESSAGES.checkoutSignedOut}
      {...props}
    >
      {children}
    </StripeRedirectForm>
  )
}

/** 'Pagar com Pix': opens the Stripe Checkout of 'Plano anual via Pix' in a new tab. */
export function AnnualPixButton({
  children = SUBSCRIPTION_TEXT.annual.buy,
  variant = 'outline',
  ...props
}: StripeButtonProps) {
  return (
    <StripeRedirectForm
      route="subscription.annual_pix"
      signedOutMessage={SUBSCRIPTION_MESSAGES.checkoutSignedOut}
      variant={variant}
      {...props}
    >
      {children}
    </StripeRedirectForm>
  )
}

/** 'Gerenciar Assinatura': opens the Stripe customer portal in a new tab. */
export function ManageSubscriptionButton({
  children = SUBSCRIPTION_TEXT.manage,
  variant = 'outline',
  ...props
}: StripeButtonProps) {
  return (
    <StripeRedirectForm
      route="subscription.portal"
      signedOutMessage={SUBSCRIPTION_MESSAGES.portalSignedOut}
      variant={variant}
      {...props}
    >
      {children}
    </StripeRedirectForm>
  )
}
