import { Link } from '@adonisjs/inertia/react'
import { Check, Lock, LogIn } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { SubscribeButton } from './subscribe_button'
import { SUBSCRIPTION_TEXT } from './texts'

/**
 * Shown instead of a premium lesson's content. `reason` comes from the
 * premium policy's denial: 401 → sign in (visitor), 403 → subscribe.
 */
export function PremiumUpgradePanel({
  reason,
  className,
}: {
  reason: 'sign_in_required' | 'premium_required'
  className?: string
}) {
  const text = SUBSCRIPTION_TEXT.upgradePanel

  if (reason === 'sign_in_required') {
    return (
      <Card className={className} data-testid="premium-upgrade-panel" data-reason={reason}>
        <CardHeader className="items-center text-center">
          <LogIn className="h-10 w-10 text-primary" aria-hidden="true" />
          <CardTitle>{text.signInTitle}</CardTitle>
          <CardDescription>{text.signInText}</CardDescription>
        </CardHeader>
        <CardContent className="flex justify-center">
          <Button asChild>
            <Link route="auth.show">{text.signInAction}</Link>
          </Button>
        </CardContent>
      </Card>
    )
  }

  return (
    <Card
      className={`border-primary/50 bg-gradient-to-br from-primary/10 to-transparent ${className ?? ''}`}
      data-testid="premium-upgrade-panel"
      data-reason={reason}
    >
      <CardHeader className="items-center text-center">
        <Lock className="h-10 w-10 text-primary" aria-hidden="true" />
        <CardTitle>{text.premiumTitle}</CardTitle>
        <CardDescription className="max-w-md">{text.premiumText}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col items-center gap-4">
        <ul className="grid gap-2 text-sm sm:grid-cols-2">
          {SUBSCRIPTION_TEXT.perks.map((perk) => (
            <li key={perk} className="flex gap-2">
              <Check className="h-4 w-4 shrink-0 text-primary" aria-hidden="true" /> {perk}
            </li>
          ))}
        </ul>
        <SubscribeButton size="lg" />
        <p className="text-xs text-muted-foreground">{SUBSCRIPTION_TEXT.cancelAnyTime}</p>
      </CardContent>
    </Card>
  )
}
