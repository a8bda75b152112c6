import { Head } from '@inertiajs/react'
import type { Data } from '@generated/data'
import { formatRange, METRICS, type AnalyticsPeriod } from '@domain/admin/admin_analytics'
import { PageHeader } from '~/components/admin/page_header'
import { DeferredList } from '~/components/admin/list_filters'
import { PeriodSelector } from '~/components/admin/analytics/period_selector'
import { MetricGroup } from '~/components/admin/analytics/metric_cards'
import { TrendCharts } from '~/components/admin/analytics/trend_charts'
import { CourseTable, HardestQuestions } from '~/components/admin/analytics/course_tables'
import { DropOff } from '~/components/admin/analytics/drop_off'
import { CsvLink } from '~/components/admin/analytics/csv_link'
import { ADMIN_ANALYTICS_TEXT as T } from '~/components/admin/analytics/texts'

type Analytics = Data.Admin.Analytics

function Report({ analytics }: { analytics: Analytics }) {
  const group = (name: 'learning' | 'subscriptions') =>
    analytics.metrics.filter((metric) => METRICS[metric.key].group === name)
  return (
    <div className="grid gap-8">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-muted/40 px-4 py-3 text-sm">
        <p>
          <strong>{T.periodLabel(analytics.period)}</strong>: {formatRange(analytics.current)},{' '}
          {T.comparedWith} {formatRange(analytics.previous)}.
        </p>
        <CsvLink table="resumo" period={analytics.period} />
      </div>
      <MetricGroup id="aprendizagem" title={T.learning} metrics={group('learning')} />
      <MetricGroup id="assinaturas" title={T.subscriptions} metrics={group('subscriptions')} />
      <TrendCharts analytics={analytics} />
      <CourseTable analytics={analytics} />
      <DropOff analytics={analytics} />
      <HardestQuestions analytics={analytics} />
    </div>
  )
}

export default function AdminAnalytics({
  period,
  analytics,
}: {
  period: AnalyticsPeriod
  analytics?: Analytics
}) {
  return (
    <>
      <Head title="Administração · Análises" />
      <PageHeader
        title={T.title}
        description={T.description}
        actions={<PeriodSelector period={period} />}
      />
      <DeferredList data="analytics" failure={T.failure}>
        {analytics && <Report analytics={analytics} />}
      </DeferredList>
    </>
  )
}
