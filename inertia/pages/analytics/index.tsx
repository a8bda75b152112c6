import { Link } from '@adonisjs/inertia/react'
import { ArrowLeft } from '~/components/platform/icons'
import type { Data } from '@generated/data'
import type { AnalyticsTab } from '@domain/learning/analytics'
import { Button } from '~/components/ui/button'
import { SummaryCards } from '~/components/learning/analytics/summary_cards'
import { AnalyticsTabs } from '~/components/learning/analytics/analytics_tabs'
import { ReviewSummaryCard } from '~/components/learning/analytics/review_summary'
import { ANALYTICS_TEXT } from '~/components/learning/analytics/texts'
import { Seo } from '~/components/platform/seo'
import { PAGE_META } from '~/content/seo'

/** 'Análises de Performance': the signed-in learner's own figures, every one from what they did. */
export default function AnalyticsIndex({
  analytics,
  initialTab,
}: {
  analytics: Data.LearnerAnalytics
  initialTab: AnalyticsTab
}) {
  return (
    <>
      <Seo title={ANALYTICS_TEXT.title} description={PAGE_META.analytics.description} />
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 py-8">
        <header className="grid gap-2">
          <Button asChild variant="ghost" size="sm" className="w-fit px-2">
            <Link route="dashboard">
              <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {ANALYTICS_TEXT.backToDashboard}
            </Link>
          </Button>
          <h1 className="text-3xl font-bold">{ANALYTICS_TEXT.title}</h1>
          <p className="text-muted-foreground">{ANALYTICS_TEXT.intro}</p>
        </header>
        <SummaryCards summary={analytics.summary} />
        <ReviewSummaryCard review={analytics.review} />
        <AnalyticsTabs analytics={analytics} initialTab={initialTab} />
      </div>
    </>
  )
}
