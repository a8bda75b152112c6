import { Head } from '@inertiajs/react'
import { CheckCircle2, Eye } from 'lucide-react'
import type { Data } from '@generated/data'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { PageHeader } from '~/components/admin/page_header'
import { DeferredList } from '~/components/admin/list_filters'
import { formatNumber } from '@domain/format'
import { formatPercentChange } from '@domain/admin_stats'
import { cn } from '~/lib/utils'

function ComparisonCard({
  title,
  icon: Icon,
  comparison,
  periodDays,
}: {
  title: string
  icon: typeof Eye
  comparison: Data.Admin.Analytics['views']
  periodDays: number
}) {
  const change = comparison.change
  return (
    <Card className="p-5">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-medium text-muted-foreground">{title}</h2>
        <Icon className="h-4 w-4 text-muted-foreground" aria-hidden="true" />
      </div>
      <p className="mt-2 text-3xl font-bold">{formatNumber(comparison.current)}</p>
      <p className="mt-1 text-xs text-muted-foreground">
        <span
          className={cn(
            'font-semibold',
            change !== null && change > 0 && 'text-success',
            change !== null && change < 0 && 'text-destructive'
          )}
        >
          {formatPercentChange(change)}
        </span>{' '}
        {change === null
          ? `sem dados nos ${periodDays} dias anteriores para comparar`
          : `em relação aos ${periodDays} dias anteriores (${formatNumber(comparison.previous)})`}
      </p>
    </Card>
  )
}

export default function AdminAnalytics({ analytics }: { analytics?: Data.Admin.Analytics }) {
  return (
    <>
      <Head title="Admin · Analytics" />
      <PageHeader
        title="Analytics"
        description={`Visualizações e conclusões de aulas nos últimos ${analytics?.periodDays ?? 30} dias, comparadas aos ${analytics?.periodDays ?? 30} dias anteriores.`}
      />
      <DeferredList data="analytics" failure="Erro ao carregar métricas">
        {analytics && (
          <div className="grid gap-6">
            <div className="grid gap-4 sm:grid-cols-2">
              <ComparisonCard
                title="Visualizações de aulas"
                icon={Eye}
                comparison={analytics.views}
                periodDays={analytics.periodDays}
              />
              <ComparisonCard
                title="Aulas concluídas"
                icon={CheckCircle2}
                comparison={analytics.completions}
                periodDays={analytics.periodDays}
              />
            </div>
            <Card>
              <CardHeader>
                <CardTitle>Aulas mais vistas</CardTitle>
                <CardDescription>Últimos {analytics.periodDays} dias.</CardDescription>
              </CardHeader>
              <CardContent>
                {analytics.topLessons.length === 0 ? (
                  <p className="text-sm text-muted-foreground">Nenhuma visualização no período.</p>
                ) : (
                  <ol className="grid gap-2">
                    {analytics.topLessons.map((lesson, index) => (
                      <li
                        key={lesson.lessonId}
                        className="flex items-center justify-between gap-3 text-sm"
                      >
                        <span>
                          <span className="mr-2 font-semibold text-muted-foreground">
                            {index + 1}.
                          </span>
                          {lesson.lessonTitle}{' '}
                          <span className="text-muted-foreground">· {lesson.courseTitle}</span>
                        </span>
                        <span className="font-semibold">{formatNumber(lesson.views)}</span>
                      </li>
                    ))}
                  </ol>
                )}
              </CardContent>
            </Card>
          </div>
        )}
      </DeferredList>
    </>
  )
}
