import { Link } from '@adonisjs/inertia/react'
import { Crown, Sparkles } from '~/components/platform/icons'
import { useSubscriptionStatus } from '~/hooks/use_subscription_status'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { Skeleton } from '~/components/ui/skeleton'
import { ManageSubscriptionButton } from './subscribe_button'
import { AnnualPixOffer, PaymentStatusNotice } from './payment_status'
import { isLiveStatus } from '@domain/subscription/subscription'
import { RenewalDate } from './renewal_date'
import { SUBSCRIPTION_TEXT } from './texts'

/**
 * Dashboard card. Subscribed: 'Plano Premium Ativo', the renewal date (or
 * 'Acesso até …' of the annual Pix plan) and 'Gerenciar Assinatura'.
 * Otherwise: a boleto/Pix waiting for payment, the upgrade card (R$ 37/mês)
 * with 'Ver Planos Premium' and the annual Pix offer.
 */
export function DashboardSubscriptionCard({ className }: { className?: string }) {
  const { subscription, loading } = useSubscriptionStatus()
  const text = SUBSCRIPTION_TEXT.dashboard

  if (loading) {
    return (
      <Card className={className} aria-busy="true" aria-label={SUBSCRIPTION_TEXT.loadingStatus}>
        <CardHeader>
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-4 w-64" />
        </CardHeader>
        <CardContent>
          <Skeleton className="h-10 w-44" />
        </CardContent>
      </Card>
    )
  }

  if (subscription.subscribed) {
    return (
      <Card
        id="assinatura"
        className={className}
        data-testid="dashboard-subscription-card"
        data-subscribed="true"
      >
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Crown className="h-5 w-5 text-highlight" aria-hidden="true" /> {text.activeTitle}
          </CardTitle>
          <CardDescription>{text.activeText}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap items-center justify-between gap-4">
          <RenewalDate subscription={subscription} className="text-sm text-muted-foreground" />
          {isLiveStatus(subscription.status) && <ManageSubscriptionButton />}
          <PaymentStatusNotice className="w-full" />
          <AnnualPixOffer className="w-full border-t pt-4" />
        </CardContent>
      </Card>
    )
  }

  return (
    <Card
      id="assinatura"
      className={`border-primary/40 bg-gradient-to-br from-primary/10 to-transparent ${className ?? ''}`}
      data-testid="dashboard-subscription-card"
      data-subscribed="false"
    >
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Sparkles className="h-5 w-5 text-primary" aria-hidden="true" /> {text.upgradeTitle}
        </CardTitle>
        <CardDescription>{text.upgradeText}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <PaymentStatusNotice />
        <Button asChild>
          <Link route="courses.index">{SUBSCRIPTION_TEXT.seePlans}</Link>
        </Button>
        <AnnualPixOffer className="border-t pt-4" />
      </CardContent>
    </Card>
  )
}
