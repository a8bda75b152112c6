/*
| The admin analytics' arithmetic (issue 15), shared by the server
| (#domain/admin_analytics) and the page (@domain/admin_analytics): the period
| and its chart buckets in São Paulo calendar days, the change against the
| period before, rates and averages, the monthly recurring revenue, and the
| name of every metric. No server imports, so unit tests pin each formula.
| The definitions are written out in docs/metrics.md.
*/
import { dayKey, shiftDay } from '../learning/streaks.js'
import { formatMoney, formatNumber, TIME_ZONE } from '../platform/format.js'
import { formatPercent, shortDay, weekStart } from '../learning/analytics.js'
import { PREMIUM_PLAN } from '../subscription/subscription.js'

/** The periods an admin can choose (?periodo=7|30|90), in days. */
export const ANALYTICS_PERIODS = [7, 30, 90] as const
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number]
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = 30

/** `?periodo=` as one of the periods; anything else is the default (30 days). */
export function parseAnalyticsPeriod(value: unknown): AnalyticsPeriod {
  const days =
    typeof value === 'string' && /^\d{1,3}$/.test(value.trim()) ? Number(value) : Number.NaN
  return ANALYTICS_PERIODS.find((period) => period === days) ?? DEFAULT_ANALYTICS_PERIOD
}

/* ---------- Periods and buckets (São Paulo calendar days 'YYYY-MM-DD') ---------- */

export type BucketUnit = 'day' | 'week'

/** Charts have one point per day for 7 and 30 days, one per week for 90. */
export function bucketUnitOf(period: AnalyticsPeriod): BucketUnit {
  return period === 90 ? 'week' : 'day'
}

/** Whole São Paulo days, both ends included. */
export type DayRange = { firstDay: string; lastDay: string }

export type AnalyticsWindow = {
  period: AnalyticsPeriod
  unit: BucketUnit
  /** The last `period` days, today included (today is still running). */
  current: DayRange
  /** The `period` days right before. */
  previous: DayRange
  /** The current period cut into chart points, oldest first. */
  buckets: DayRange[]
}

/** Weeks run Monday to Sunday, as on the learner's analytics. */
export { weekStart }

/**
 * The range cut into days, or into Monday–Sunday weeks; the first and last
 * weeks are cut at the range's ends, so no bucket reaches outside it.
 */
export function bucketsOf(range: DayRange, unit: BucketUnit): DayRange[] {
  const buckets: DayRange[] = []
  let firstDay = range.firstDay
  while (firstDay <= range.lastDay) {
    const end = unit === 'day' ? firstDay : shiftDay(weekStart(firstDay), 6)
    const lastDay = end < range.lastDay ? end : range.lastDay
    buckets.push({ firstDay, lastDay })
    firstDay = shiftDay(lastDay, 1)
  }
  return buckets
}

/** The current period (the last N São Paulo days, today included), the one before and the buckets. */
export function analyticsWindow(period: AnalyticsPeriod, now: Date = new Date()): AnalyticsWindow {
  const today = dayKey(now)
  const current = { firstDay: shiftDay(today, 1 - period), lastDay: today }
  const previous = {
    firstDay: shiftDay(current.firstDay, -period),
    lastDay: shiftDay(current.firstDay, -1),
  }
  const unit = bucketUnitOf(period)
  return { period, unit, current, previous, buckets: bucketsOf(current, unit) }
}

/** Index of the bucket holding a day, or -1 when the day is outside them. */
export function bucketIndexOf(day: string, buckets: DayRange[]) {
  return buckets.findIndex((bucket) => bucket.firstDay <= day && day <= bucket.lastDay)
}

export function isWithin(day: string, range: DayRange) {
  return range.firstDay <= day && day <= range.lastDay
}

const zoneParts = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
})

/** São Paulo's offset from UTC at an instant, in minutes (−180 since 2019). */
function zoneOffsetMinutes(instant: number) {
  const parts = Object.fromEntries(
    zoneParts.formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)])
  )
  const wallClock = Date.UTC(
    parts.year,
    parts.month - 1,
    parts.day,
    parts.hour,
    parts.minute,
    parts.second
  )
  return (wallClock - Math.floor(instant / 1000) * 1000) / 60_000
}

/** The instant a São Paulo calendar day begins (00:00 there). */
export function startOfDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number)
  const midnightUtc = Date.UTC(year, month - 1, date)
  const guess = midnightUtc - zoneOffsetMinutes(midnightUtc) * 60_000
  return new Date(midnightUtc - zoneOffsetMinutes(guess) * 60_000)
}

/** The instant right after a range's last day (its exclusive end). */
export function endOf(range: DayRange): Date {
  return startOfDay(shiftDay(range.lastDay, 1))
}

/* ---------- Adding up per-day figures ---------- */

/** A figure of one São Paulo day, as the SQL groups it. */
export type DayFigure = { day: string; value: number }

/** Sum of the figures of the days inside a range. */
export function sumWithin(rows: DayFigure[], range: DayRange) {
  return rows.reduce((sum, row) => (isWithin(row.day, range) ? sum + row.value : sum), 0)
}

/** Sum per bucket, 0 for a bucket without figures. */
export function sumPerBucket(rows: DayFigure[], buckets: DayRange[]) {
  const sums = buckets.map(() => 0)
  for (const row of rows) {
    const index = bucketIndexOf(row.day, buckets)
    if (index !== -1) sums[index] += row.value
  }
  return sums
}

/**
 * A running total (active subscribers) at the end of each given day: the
 * total before the first figure plus every change on or before that day.
 */
export function runningTotalAt(days: string[], before: number, changes: DayFigure[]) {
  return days.map(
    (day) => before + changes.reduce((sum, row) => (row.day <= day ? sum + row.value : sum), 0)
  )
}

/* ---------- Formulas ---------- */

const oneDecimal = (value: number) => Math.round(value * 10) / 10

/**
 * Below this many events in the previous period a percentage tells chance, not
 * growth (3 → 8 signups is '+167%'): it is not shown.
 */
export const MIN_EVENTS_TO_COMPARE = 10

/** What the page says instead of a percentage computed on too few events. */
export const FEW_EVENTS_TEXT = 'Poucos dados no período anterior'

/** Whether the previous period had enough events for a percentage of change. */
export function enoughToCompare(previousEvents: number) {
  return previousEvents >= MIN_EVENTS_TO_COMPARE
}

/**
 * Change from the previous period to the current one. A number is a
 * percentage with one decimal; 'novo' when the previous period had nothing
 * (any growth from zero is not a percentage, never Infinity); 'poucos dados'
 * when it had fewer than MIN_EVENTS_TO_COMPARE events (`previousEvents`: the
 * previous value itself for counts, the subscribers behind an amount of
 * money); null when both periods had nothing (there is nothing to compare).
 */
export type Change = number | 'novo' | 'poucos dados' | null

export function percentChange(
  current: number,
  previous: number,
  previousEvents: number = previous
): Change {
  if (previous <= 0) return current > 0 ? 'novo' : null
  if (!enoughToCompare(previousEvents)) return 'poucos dados'
  return oneDecimal(((current - previous) / previous) * 100)
}

/**
 * Change of a figure that is already a percentage (the average quiz score),
 * in percentage points; 'novo' when only the current period has it,
 * 'poucos dados' when the previous average rests on too few attempts.
 */
export function pointsChange(
  current: number | null,
  previous: number | null,
  previousEvents: number
): Change {
  if (current === null) return null
  if (previous === null) return 'novo'
  if (!enoughToCompare(previousEvents)) return 'poucos dados'
  return oneDecimal(current - previous)
}

/** part / whole as a percentage with one decimal; null when the whole is 0 (no rate to speak of). */
export function rate(part: number, whole: number): number | null {
  if (whole <= 0) return null
  return oneDecimal((part / whole) * 100)
}

/** An average with one decimal, or null without anything to average. */
export function averageOf(sum: number, count: number): number | null {
  if (count <= 0) return null
  return oneDecimal(sum / count)
}

/** MRR in reais: active subscribers × the monthly price of the plan (R$ 37,00). */
export function monthlyRecurringRevenue(
  activeSubscribers: number,
  monthlyPrice: number = PREMIUM_PLAN.monthlyPrice
) {
  return Math.round(activeSubscribers * monthlyPrice * 100) / 100
}

/* ---------- The metrics ---------- */

export const METRIC_KEYS = [
  'signups',
  'activeLearners',
  'lessonViews',
  'lessonCompletions',
  'quizAttempts',
  'averageScore',
  'newSubscribers',
  'cancellations',
  'activeSubscribers',
  'mrr',
] as const
export type MetricKey = (typeof METRIC_KEYS)[number]

type MetricDefinition = {
  label: string
  /** How the value is written: a count, a percentage or money. */
  format: 'count' | 'percent' | 'money'
  /** 'flow' adds up what happened in the period; 'stock' is the value at the period's end. */
  kind: 'flow' | 'stock' | 'average'
  /** The chart: bars for things that happen, a line for levels. */
  chart: 'bar' | 'line'
  /** Group on the page. */
  group: 'learning' | 'subscriptions'
  /** Whether a rise is good news (green) or bad news (red, cancellations). */
  rising: 'good' | 'bad'
  /** What a zero means on the page (empty state instead of a zero dressed as a result). */
  empty: string
}

export const METRICS: Record<MetricKey, MetricDefinition> = {
  signups: {
    label: 'Cadastros',
    format: 'count',
    kind: 'flow',
    chart: 'bar',
    group: 'learning',
    rising: 'good',
    empty: 'Nenhum cadastro no período.',
  },
  activeLearners: {
    label: 'Alunos ativos',
    format: 'count',
    kind: 'flow',
    chart: 'bar',
    group: 'learning',
    rising: 'good',
    empty: 'Nenhum aluno estudou no período.',
  },
  lessonViews: {
    label: 'Visualizações de aulas',
    format: 'count',
    kind: 'flow',
    chart: 'bar',
    group: 'learning',
    rising: 'good',
    empty: 'Nenhuma aula aberta no período.',
  },
  lessonCompletions: {
    label: 'Aulas concluídas',
    format: 'count',
    kind: 'flow',
    chart: 'bar',
    group: 'learning',
    rising: 'good',
    empty: 'Nenhuma aula concluída no período.',
  },
  quizAttempts: {
    label: 'Tentativas de quiz',
    format: 'count',
    kind: 'flow',
    chart: 'bar',
    group: 'learning',
    rising: 'good',
    empty: 'Nenhum quiz terminado no período.',
  },
  averageScore: {
    label: 'Nota média nos quizzes',
    format: 'percent',
    kind: 'average',
    chart: 'line',
    group: 'learning',
    rising: 'good',
    empty: 'Sem tentativas de quiz para calcular a média.',
  },
  newSubscribers: {
    label: 'Novos assinantes Premium',
    format: 'count',
    kind: 'flow',
    chart: 'bar',
    group: 'subscriptions',
    rising: 'good',
    empty: 'Nenhuma assinatura nova no período.',
  },
  cancellations: {
    label: 'Cancelamentos',
    format: 'count',
    kind: 'flow',
    chart: 'bar',
    group: 'subscriptions',
    rising: 'bad',
    empty: 'Nenhum cancelamento no período.',
  },
  activeSubscribers: {
    label: 'Assinantes ativos',
    format: 'count',
    kind: 'stock',
    chart: 'line',
    group: 'subscriptions',
    rising: 'good',
    empty: 'Nenhum assinante ativo no período.',
  },
  mrr: {
    label: 'Receita recorrente mensal (MRR)',
    format: 'money',
    kind: 'stock',
    chart: 'line',
    group: 'subscriptions',
    rising: 'good',
    empty: 'Sem assinantes, sem receita recorrente no período.',
  },
}

/** A metric's value as the page writes it: '1.234', '72,5%', 'R$ 1.110,00'; '—' without a value. */
export function formatMetricValue(key: MetricKey, value: number | null) {
  if (value === null) return '—'
  const format = METRICS[key].format
  if (format === 'money') return formatMoney(value)
  if (format === 'percent') return formatPercent(value)
  return formatNumber(value)
}

/** '+12,5%', '-25%', '0%' (or '+3,5 p.p.' for the average score); 'novo'; '—' with nothing (or too little) to compare. */
export function formatChange(change: Change, unit: 'percent' | 'points' = 'percent') {
  if (change === null || change === 'poucos dados') return '—'
  if (change === 'novo') return 'novo'
  const digits = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }).format(
    Math.abs(change)
  )
  const sign = change > 0 ? '+' : change < 0 ? '-' : ''
  return unit === 'points' ? `${sign}${digits} p.p.` : `${sign}${digits}%`
}

/** How each metric's change is measured. */
export function changeUnitOf(key: MetricKey): 'percent' | 'points' {
  return METRICS[key].format === 'percent' ? 'points' : 'percent'
}

/** '03/03/2026' */
export function formatDay(day: string) {
  const [year, month, date] = day.split('-')
  return `${date}/${month}/${year}`
}

/** A chart point's label: '03/03' for a day, 'sem. 03/03' for a week starting then. */
export function bucketLabel(bucket: DayRange, unit: BucketUnit) {
  return unit === 'week' ? `sem. ${shortDay(bucket.firstDay)}` : shortDay(bucket.firstDay)
}

/** '03/03/2026 a 09/03/2026' */
export function formatRange(range: DayRange) {
  return range.firstDay === range.lastDay
    ? formatDay(range.firstDay)
    : `${formatDay(range.firstDay)} a ${formatDay(range.lastDay)}`
}

/* ---------- CSV ---------- */

/** The tables of the page that download as CSV (`/admin/analytics/exportar/:tabela`). */
export const EXPORT_TABLES = ['resumo', 'evolucao', 'cursos', 'abandono', 'questoes'] as const
export type ExportTable = (typeof EXPORT_TABLES)[number]

export function isExportTable(value: unknown): value is ExportTable {
  return typeof value === 'string' && (EXPORT_TABLES as readonly string[]).includes(value)
}

export type CsvCell = string | number | null

/**
 * One cell for Excel in Portuguese: numbers with a decimal comma and no
 * thousands separator; text quoted when it holds the separator, a quote or
 * a line break (quotes doubled); text that a spreadsheet would run as a
 * formula (=, +, -, @ at the start) is prefixed with an apostrophe.
 */
export function csvCell(value: CsvCell) {
  if (value === null) return ''
  if (typeof value === 'number')
    return Number.isFinite(value) ? String(value).replace('.', ',') : ''
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** A whole CSV: UTF-8 BOM (so Excel reads the accents), ';' between cells, CRLF between rows. */
export function toCsv(rows: CsvCell[][]) {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(';')).join('\r\n')}\r\n`
}
