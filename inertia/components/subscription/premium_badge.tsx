import type { ReactNode } from 'react'
import { Crown } from '~/components/icons'
import { useSubscriptionStatus } from '~/hooks/use_subscription_status'
import { Badge } from '~/components/ui/badge'
import { SUBSCRIPTION_TEXT } from './texts'

/** The header's 'Premium' label for subscribers (`fallback` — e.g. the student badge — otherwise). */
export function PremiumBadge({ fallback = null }: { fallback?: ReactNode }) {
  const { subscription } = useSubscriptionStatus()
  if (!subscription.subscribed) return <>{fallback}</>
  return (
    <Badge variant="highlight" data-testid="premium-badge">
      <Crown className="h-3 w-3" aria-hidden="true" /> {SUBSCRIPTION_TEXT.premiumBadge}
    </Badge>
  )
}

/** 'Premium' for subscribers, else the student badge; it also keeps the status fresh (60 s). */
export function MemberBadge() {
  return <PremiumBadge fallback={<Badge variant="secondary">Aluno</Badge>} />
}
