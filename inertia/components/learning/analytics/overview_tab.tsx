import { CalendarRange, TrendingUp } from '~/components/platform/icons'
import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  LabelList,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import type { Data } from '@generated/data'
import { scoreTone } from '@domain/learning/analytics'
import { SectionCard } from '~/components/learning/dashboard/section_card'
import { EmptyList } from '~/components/ui/load_more'
import { ChartFigure } from '~/components/platform/charts/chart_figure'
import { AXIS_TICK, CHART_COLORS, TOOLTIP_STYLE } from '~/components/platform/charts/chart_theme'
import { ScoreBadge } from './score_badge'
import { useReducedMotion } from '~/hooks/use_reduced_motion'
import { ANALYTICS_TEXT as T, changeText, percentText } from './texts'

type Overview = Data.LearnerAnalytics['overview']

const percentTick = (value: number) => `${value}%`
const formatPercent = (value: unknown) => (typeof value === 'number' ? percentText(value) : '—')
/* A week without quizzes has no point on the line, and no label either. */
const labelPercent = (value: unknown) => (typeof value === 'number' ? percentText(value) : '')

/** Improvement per subject: first attempt → latest, as a bar chart and as a table. */
function Improvements({ rows }: { rows: Overview['improvements'] }) {
  const still = useReducedMotion()
  if (rows.length === 0) {
    return (
      <EmptyList icon={TrendingUp} title={T.improvementEmptyTitle}>
        {T.improvementEmpty}
      </EmptyList>
    )
  }
  return (
    <ChartFigure
      label={T.improvementChart(rows.length)}
      height={Math.max(200, rows.length * 64 + 60)}
      table={{
        caption: T.improvementTitle,
        columns: [T.subject, T.firstAttempt, T.latestAttempt, T.change],
        rows: rows.map((row) => ({
          key: row.subject,
          cells: [
            row.subject,
            percentText(row.from),
            <ScoreBadge key="to" score={row.to} tone={scoreTone(row.to)} />,
            row.improvement === null ? T.onlyOnce : changeText(row.improvement),
          ],
        })),
      }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={rows}
          layout="vertical"
          margin={{ top: 4, right: 48, bottom: 4, left: 4 }}
          accessibilityLayer={false}
        >
          <CartesianGrid horizontal={false} stroke={CHART_COLORS.grid} />
          <XAxis type="number" domain={[0, 100]} tickFormatter={percentTick} tick={AXIS_TICK} />
          <YAxis type="category" dataKey="subject" width={112} tick={AXIS_TICK} interval={0} />
          <Tooltip formatter={formatPercent} {...TOOLTIP_STYLE} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar
            dataKey="from"
            name={T.firstAttempt}
            fill={CHART_COLORS.muted}
            fillOpacity={0.45}
            minPointSize={2}
            isAnimationActive={!still}
          >
            <LabelList dataKey="from" position="right" formatter={formatPercent} fontSize={11} />
          </Bar>
          <Bar
            dataKey="to"
            name={T.latestAttempt}
            fill={CHART_COLORS.primary}
            minPointSize={2}
            isAnimationActive={!still}
          >
            <LabelList dataKey="to" position="right" formatter={formatPercent} fontSize={11} />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  )
}

/** The last 8 weeks: quizzes finished (bars) and their average score (line). */
function WeeklyProgress({ weeks }: { weeks: Overview['weeks'] }) {
  const still = useReducedMotion()
  if (weeks.every((week) => week.quizzes === 0)) {
    return (
      <EmptyList icon={CalendarRange} title={T.weeklyEmptyTitle}>
        {T.weeklyEmpty}
      </EmptyList>
    )
  }
  return (
    <ChartFigure
      label={T.weeklyChart}
      table={{
        caption: T.weeklyTitle,
        columns: [T.week, T.weekQuizzes, T.weekAverage],
        rows: weeks.map((week) => ({
          key: week.weekStart,
          cells: [
            T.weekOf(week.label),
            String(week.quizzes),
            week.score === null ? (
              T.noQuiz
            ) : (
              <ScoreBadge key="score" score={week.score} tone={scoreTone(week.score)} />
            ),
          ],
        })),
      }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart
          data={weeks}
          margin={{ top: 24, right: 4, bottom: 4, left: 4 }}
          accessibilityLayer={false}
        >
          <CartesianGrid vertical={false} stroke={CHART_COLORS.grid} />
          <XAxis dataKey="label" tick={AXIS_TICK} interval="preserveStartEnd" />
          <YAxis
            yAxisId="score"
            domain={[0, 100]}
            tickFormatter={percentTick}
            tick={AXIS_TICK}
            width={44}
          />
          <YAxis
            yAxisId="quizzes"
            orientation="right"
            allowDecimals={false}
            tick={AXIS_TICK}
            width={28}
          />
          <Tooltip
            {...TOOLTIP_STYLE}
            labelFormatter={(label) => T.weekOf(String(label))}
            formatter={(value, name) =>
              name === T.weekAverage ? formatPercent(value) : String(value ?? 0)
            }
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar
            yAxisId="quizzes"
            dataKey="quizzes"
            name={T.weekQuizzes}
            fill={CHART_COLORS.highlight}
            fillOpacity={0.6}
            radius={[4, 4, 0, 0]}
            isAnimationActive={!still}
          />
          <Line
            yAxisId="score"
            dataKey="score"
            name={T.weekAverage}
            stroke={CHART_COLORS.primary}
            strokeWidth={2}
            dot={{ r: 4 }}
            connectNulls
            isAnimationActive={!still}
          >
            <LabelList dataKey="score" position="top" formatter={labelPercent} fontSize={11} />
          </Line>
        </ComposedChart>
      </ResponsiveContainer>
    </ChartFigure>
  )
}

/** Visão Geral: improvement per subject and weekly progress. */
export function OverviewTab({ overview }: { overview: Overview }) {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <SectionCard
        icon={TrendingUp}
        title={T.improvementTitle}
        description={T.improvementDescription}
      >
        <Improvements rows={overview.improvements} />
      </SectionCard>
      <SectionCard icon={CalendarRange} title={T.weeklyTitle} description={T.weeklyDescription}>
        <WeeklyProgress weeks={overview.weeks} />
      </SectionCard>
    </div>
  )
}
