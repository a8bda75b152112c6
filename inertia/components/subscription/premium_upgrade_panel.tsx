import { Link } from '@adonisjs/inertia/react'
import { Lock, LogIn } from '~/components/platform/icons'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { PremiumOffer } from './premium_offer'
import { SUBSCRIPTION_TEXT } from './texts'

/**
 * Shown instead of a premium lesson's content. `reason` comes from the
 * premium policy's denial: 401 → sign in (visitor), 403 → subscribe.
 * `premiumCopy` words the offer for what else is locked (a course's certificate).
 */
export function PremiumUpgradePanel({
  reason,
  className,
  premiumCopy,
}: {
  reason: 'sign_in_required' | 'premium_required'
  className?: string
  premiumCopy?: { title: string; text: string }
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
        <CardTitle>{premiumCopy?.title ?? text.premiumTitle}</CardTitle>
        <CardDescription className="max-w-md">
          {premiumCopy?.text ?? text.premiumText}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col items-center gap-4">
        <PremiumOffer layout="centered" />
      </CardContent>
    </Card>
  )
}
