import { Crown } from '~/components/platform/icons'
import { useSubscriptionStatus } from '~/hooks/use_subscription_status'
import { Badge } from '~/components/ui/badge'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { Skeleton } from '~/components/ui/skeleton'
import { ManageSubscriptionButton } from './subscribe_button'
import { PremiumOffer } from './premium_offer'
import { RenewalDate } from './renewal_date'
import { PRICE_AMOUNT, SUBSCRIPTION_TEXT } from './texts'

/**
 * Catalogue card. Subscribed: 'Premium Ativo', the plan, the renewal date
 * (or 'Carregando...') and 'Gerenciar Assinatura'. Otherwise: price,
 * features and 'Assinar Agora'. A skeleton while the status loads.
 */
export function CatalogSubscriptionCard({ className }: { className?: string }) {
  const { subscription, loading } = useSubscriptionStatus()

  if (loading) {
    return (
      <Card
        className={className}
        aria-busy="true"
        aria-label={SUBSCRIPTION_TEXT.loadingStatus}
        data-testid="catalog-subscription-skeleton"
      >
        <CardHeader>
          <Skeleton className="h-6 w-32" />
          <Skeleton className="h-4 w-48" />
        </CardHeader>
        <CardContent className="space-y-2">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-10 w-full" />
        </CardContent>
      </Card>
    )
  }

  if (subscription.subscribed) {
    return (
      <Card
        className={`border-highlight/60 ${className ?? ''}`}
        data-testid="catalog-subscription-card"
        data-subscribed="true"
      >
        <CardHeader>
          <Badge variant="highlight" className="w-fit">
            <Crown className="h-3.5 w-3.5" aria-hidden="true" />{' '}
            {SUBSCRIPTION_TEXT.catalog.activeTitle}
          </Badge>
          <CardTitle>{SUBSCRIPTION_TEXT.planName}</CardTitle>
          <RenewalDate subscription={subscription} className="text-sm text-muted-foreground" />
        </CardHeader>
        <CardContent>
          <ManageSubscriptionButton buttonClassName="w-full" />
        </CardContent>
      </Card>
    )
  }

  return (
    <Card
      className={`border-primary/50 ${className ?? ''}`}
      data-testid="catalog-subscription-card"
      data-subscribed="false"
    >
      <CardHeader>
        <CardTitle>{SUBSCRIPTION_TEXT.catalog.offerTitle}</CardTitle>
        <CardDescription>{SUBSCRIPTION_TEXT.catalog.offerText}</CardDescription>
        <p className="pt-2">
          <span className="text-3xl font-extrabold text-primary">{PRICE_AMOUNT}</span>
          <span className="text-muted-foreground">{SUBSCRIPTION_TEXT.perMonth}</span>
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        <PremiumOffer layout="column" />
      </CardContent>
    </Card>
  )
}
