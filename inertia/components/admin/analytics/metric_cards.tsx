import type { Data } from '@generated/data'
import {
  changeUnitOf,
  FEW_EVENTS_TEXT,
  formatChange,
  formatMetricValue,
  METRICS,
  type Change,
  type MetricKey,
} from '@domain/admin/admin_analytics'
import { Card } from '~/components/ui/card'
import { cn } from '~/lib/utils'
import { ADMIN_ANALYTICS_TEXT as T } from './texts'

export type MetricFigure = Data.Admin.Analytics['metrics'][number]

/** A metric with nothing in either period: an empty state, not a zero dressed as a result. */
export function isEmptyMetric(metric: MetricFigure) {
  return metric.current === null || (metric.current === 0 && !metric.previous)
}

function changeTone(key: MetricKey, change: Change) {
  if (typeof change !== 'number' || change === 0) return 'text-muted-foreground'
  const good = change > 0 === (METRICS[key].rising === 'good')
  return good ? 'text-success' : 'text-destructive'
}

function MetricCard({ metric }: { metric: MetricFigure }) {
  const definition = METRICS[metric.key]
  const change = metric.change
  return (
    <Card role="group" aria-labelledby={`metrica-${metric.key}`} className="p-5">
      <h3 id={`metrica-${metric.key}`} className="text-sm font-medium text-muted-foreground">
        {definition.label}
      </h3>
      {isEmptyMetric(metric) ? (
        <p className="mt-3 text-sm text-muted-foreground">{definition.empty}</p>
      ) : (
        <>
          <p className="mt-2 text-2xl font-bold whitespace-nowrap tabular-nums sm:text-3xl">
            {formatMetricValue(metric.key, metric.current)}
          </p>
          <p className="mt-1 flex flex-wrap gap-x-2 text-xs text-muted-foreground">
            <span className={cn('font-semibold', changeTone(metric.key, change))}>
              {formatChange(change, changeUnitOf(metric.key))}
              <span className="sr-only"> em relação ao período anterior</span>
            </span>
            <span>
              {change === 'novo'
                ? T.noComparison
                : T.previousValue(formatMetricValue(metric.key, metric.previous))}
            </span>
            {change === 'poucos dados' && <span>· {FEW_EVENTS_TEXT}</span>}
            {definition.kind === 'stock' && <span>({T.atPeriodEnd})</span>}
          </p>
        </>
      )}
    </Card>
  )
}

/** One group of figures (Aprendizagem, Assinaturas Premium) with a heading. */
export function MetricGroup({
  id,
  title,
  metrics,
}: {
  id: string
  title: string
  metrics: MetricFigure[]
}) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <div
        className={cn(
          'grid gap-4 sm:grid-cols-2',
          metrics.length % 4 === 0 ? 'lg:grid-cols-2 2xl:grid-cols-4' : 'xl:grid-cols-3'
        )}
      >
        {metrics.map((metric) => (
          <MetricCard key={metric.key} metric={metric} />
        ))}
      </div>
    </section>
  )
}
