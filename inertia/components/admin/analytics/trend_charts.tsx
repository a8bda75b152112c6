import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import type { Data } from '@generated/data'
import {
  bucketLabel,
  formatMetricValue,
  METRIC_KEYS,
  METRICS,
  type BucketUnit,
  type MetricKey,
} from '@domain/admin/admin_analytics'
import { shortDay } from '@domain/learning/analytics'
import { Card } from '~/components/ui/card'
import { ChartFigure } from '~/components/platform/charts/chart_figure'
import { AXIS_TICK, CHART_COLORS, TOOLTIP_STYLE } from '~/components/platform/charts/chart_theme'
import { useReducedMotion } from '~/hooks/use_reduced_motion'
import { CsvLink } from './csv_link'
import { ADMIN_ANALYTICS_TEXT as T } from './texts'

type Analytics = Data.Admin.Analytics
type Point = Analytics['series'][number]

const compact = new Intl.NumberFormat('pt-BR', { notation: 'compact', maximumFractionDigits: 1 })

/** Short axis ticks ('2,2 mil', '50%'); the table and the tooltip have the exact figures. */
function axisValue(key: MetricKey, value: number) {
  const format = METRICS[key].format
  if (format === 'percent') return `${compact.format(value)}%`
  return compact.format(value)
}

function bucketText(point: Point, unit: BucketUnit) {
  return unit === 'week' && point.firstDay !== point.lastDay
    ? `${shortDay(point.firstDay)} a ${shortDay(point.lastDay)}`
    : shortDay(point.firstDay)
}

/** One metric over the period: bars for what happens, a line for levels; its figures in 'Ver dados'. */
function TrendChart({
  metric,
  series,
  unit,
}: {
  metric: MetricKey
  series: Point[]
  unit: BucketUnit
}) {
  const still = useReducedMotion()
  const definition = METRICS[metric]
  const empty = series.every((point) => !point[metric])
  const data = series.map((point) => ({ label: bucketLabel(point, unit), value: point[metric] }))
  const color = definition.rising === 'bad' ? CHART_COLORS.destructive : CHART_COLORS.primary
  const common = {
    data,
    margin: { top: 8, right: 8, bottom: 0, left: 0 },
    accessibilityLayer: false,
  }
  const axes = [
    <CartesianGrid key="grid" vertical={false} stroke={CHART_COLORS.grid} />,
    <XAxis key="x" dataKey="label" tick={AXIS_TICK} interval="preserveStartEnd" minTickGap={12} />,
    <YAxis
      key="y"
      tick={AXIS_TICK}
      width={44}
      allowDecimals={definition.format !== 'count'}
      tickFormatter={(value: number) => axisValue(metric, value)}
    />,
    <Tooltip
      key="tooltip"
      {...TOOLTIP_STYLE}
      formatter={(value) => [
        formatMetricValue(metric, value === null || value === undefined ? null : Number(value)),
        definition.label,
      ]}
    />,
  ]

  return (
    <Card className="grid min-w-0 content-start gap-3 p-4">
      <h3 className="text-sm font-semibold">{definition.label}</h3>
      {empty ? (
        <p className="py-10 text-center text-sm text-muted-foreground">{definition.empty}</p>
      ) : (
        <ChartFigure
          label={T.chartLabel(definition.label, unit)}
          table={{
            caption: definition.label,
            columns: [unit === 'week' ? T.week : T.day, definition.label],
            rows: series.map((point) => ({
              key: point.firstDay,
              cells: [
                bucketText(point, unit),
                point[metric] === null ? T.noValue : formatMetricValue(metric, point[metric]),
              ],
            })),
          }}
        >
          <ResponsiveContainer width="100%" height="100%">
            {definition.chart === 'bar' ? (
              <BarChart {...common}>
                {axes}
                <Bar
                  dataKey="value"
                  fill={color}
                  radius={[3, 3, 0, 0]}
                  isAnimationActive={!still}
                />
              </BarChart>
            ) : (
              <LineChart {...common}>
                {axes}
                <Line
                  dataKey="value"
                  type="monotone"
                  stroke={color}
                  strokeWidth={2}
                  dot={{ r: 2.5, fill: color }}
                  isAnimationActive={!still}
                />
              </LineChart>
            )}
          </ResponsiveContainer>
        </ChartFigure>
      )}
    </Card>
  )
}

/** Every metric over the period, one chart each. */
export function TrendCharts({ analytics }: { analytics: Analytics }) {
  return (
    <section aria-labelledby="evolucao" className="grid gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="evolucao" className="text-lg font-semibold">
            {T.trends}
          </h2>
          <p className="text-sm text-muted-foreground">{T.trendsDescription(analytics.unit)}</p>
        </div>
        <CsvLink table="evolucao" period={analytics.period} />
      </div>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {METRIC_KEYS.map((metric) => (
          <TrendChart
            key={metric}
            metric={metric}
            series={analytics.series}
            unit={analytics.unit}
          />
        ))}
      </div>
    </section>
  )
}
