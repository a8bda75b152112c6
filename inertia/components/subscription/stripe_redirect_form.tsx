import type { FormEvent, ReactNode } from 'react'
import { usePage } from '@inertiajs/react'
import { ExternalLink } from 'lucide-react'
import type { SharedProps } from '~/types'
import { toast } from '~/hooks/use_toast'
import { Button, type ButtonProps } from '~/components/ui/button'
import { SUBSCRIPTION_MESSAGES } from '@domain/subscription'
import { SUBSCRIPTION_TEXT } from './texts'

type Message = { title: string; description: string }

/**
 * A plain form posting to the server in a NEW TAB (target=_blank): the
 * server answers 303 to the Stripe page (checkout or portal), or redirects
 * that tab back with a toast. Before submitting, it answers on the spot
 * when there is no session or no payments on this installation.
 */
export function StripeRedirectForm({
  action,
  signedOutMessage,
  children,
  className,
  ...button
}: {
  action: string
  signedOutMessage: Message
  children: ReactNode
  className?: string
} & Pick<ButtonProps, 'variant' | 'size' | 'disabled'> & { buttonClassName?: string }) {
  const { user, csrfToken, subscription } = usePage<SharedProps>().props
  const { buttonClassName, ...buttonProps } = button

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
    <form method="post" action={action} target="_blank" onSubmit={onSubmit} className={className}>
      <input type="hidden" name="_csrf" value={csrfToken ?? ''} />
      <Button type="submit" className={buttonClassName} {...buttonProps}>
        {children}
        <ExternalLink className="h-4 w-4" aria-hidden="true" />
        <span className="sr-only"> {SUBSCRIPTION_TEXT.newTab}</span>
      </Button>
    </form>
  )
}
