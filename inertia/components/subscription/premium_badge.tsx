import { Crown } from '~/components/platform/icons'
import { useSubscriptionStatus } from '~/hooks/use_subscription_status'
import { Badge } from '~/components/ui/badge'
import { SUBSCRIPTION_TEXT } from './texts'

/**
 * The header's member badge: 'Premium' for subscribers, else the student
 * badge; it also keeps the status fresh (60 s).
 */
export function MemberBadge() {
  const { subscription } = useSubscriptionStatus()
  if (!subscription.subscribed) return <Badge variant="secondary">Aluno</Badge>
  return (
    <Badge variant="highlight" data-testid="premium-badge">
      <Crown className="h-3 w-3" aria-hidden="true" /> {SUBSCRIPTION_TEXT.premiumBadge}
    </Badge>
  )
}
