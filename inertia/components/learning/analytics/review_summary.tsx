import { Link } from '@adonisjs/inertia/react'
import { Brain } from '~/components/platform/icons'
import type { Data } from '@generated/data'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { REVIEW_TEXT as T, reviewFigures } from '~/components/learning/review/texts'

/** 'Revisão espaçada': the review figures (as the review page shows them) and the way in. */
export function ReviewSummaryCard({ review }: { review: Data.LearnerAnalytics['review'] }) {
  const figures = reviewFigures(review)
  return (
    <Card role="region" aria-label={T.analyticsTitle}>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-4">
        <CardTitle className="flex items-center gap-2">
          <Brain className="h-5 w-5 text-primary" aria-hidden="true" /> {T.analyticsTitle}
        </CardTitle>
        <Button variant="outline" size="sm" asChild>
          <Link route="review.show">{review.dueToday > 0 ? T.reviewNow : T.openReview}</Link>
        </Button>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {figures.map((figure) => (
            <div key={figure.key}>
              <dt className="text-sm text-muted-foreground">{figure.label}</dt>
              <dd className="text-2xl font-bold tabular-nums">{figure.value}</dd>
              <dd className="text-xs text-muted-foreground">{figure.detail}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  )
}
