import { Link } from '@adonisjs/inertia/react'
import { Brain } from '~/components/platform/icons'
import type { Data } from '@generated/data'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { REVIEW_TEXT as T } from '~/components/learning/review/texts'
import { percentText } from './texts'

/** 'Revisão espaçada': review streak, retention, mastered and queued questions, and the way in. */
export function ReviewSummaryCard({ review }: { review: Data.LearnerAnalytics['review'] }) {
  const figures = [
    { label: T.streakLabel, value: T.streakValue(review.streakDays) },
    {
      label: T.retentionLabel,
      value: review.retention === null ? '—' : percentText(review.retention),
      detail: T.retentionDetail(review.reviewsRecent),
    },
    { label: T.masteredLabel, value: String(review.mastered) },
    { label: T.dueLabel, value: String(review.dueToday) },
  ]
  return (
    <Card role="region" aria-label={T.analyticsTitle}>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle className="flex items-center gap-2">
            <Brain className="h-5 w-5 text-primary" aria-hidden="true" /> {T.analyticsTitle}
          </CardTitle>
          <CardDescription>{T.queueDetail(review.inQueue)}</CardDescription>
        </div>
        <Button variant="outline" size="sm" asChild>
          <Link route="review.show">{review.dueToday > 0 ? T.reviewNow : T.openReview}</Link>
        </Button>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {figures.map((figure) => (
            <div key={figure.label}>
              <dt className="text-sm text-muted-foreground">{figure.label}</dt>
              <dd className="text-2xl font-bold tabular-nums">{figure.value}</dd>
              {figure.detail && <dd className="text-xs text-muted-foreground">{figure.detail}</dd>}
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  )
}
