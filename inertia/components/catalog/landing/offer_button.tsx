import { usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import type { SharedProps } from '~/types'
import { OFFER_BUTTON } from '~/content/landing'
import { Button, type ButtonProps } from '~/components/ui/button'
import { SubscribeButton } from '~/components/subscription/subscribe_button'

/**
 * 'Assinar Agora - R$ 37/mês': visitors go to /auth to create an account;
 * signed-in learners open the Stripe checkout (new tab); subscribers go to
 * their dashboard instead of paying twice.
 */
export function OfferButton({
  className,
  size = 'lg',
}: {
  className?: string
  size?: ButtonProps['size']
}) {
  const { user, subscription } = usePage<SharedProps>().props
  if (!user) {
    return (
      <Button size={size} className={className} asChild>
        <Link route="auth.show">{OFFER_BUTTON}</Link>
      </Button>
    )
  }
  if (subscription?.subscribed) {
    return (
      <Button size={size} className={className} asChild>
        <Link route="dashboard">Você já é Premium: acessar meus cursos</Link>
      </Button>
    )
  }
  return (
    <SubscribeButton size={size} buttonClassName={className}>
      {OFFER_BUTTON}
    </SubscribeButton>
  )
}
