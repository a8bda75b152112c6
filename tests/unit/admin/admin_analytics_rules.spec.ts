import { test } from '@japa/runner'
import {
  analyticsWindow,
  averageOf,
  bucketIndexOf,
  bucketLabel,
  bucketsOf,
  csvCell,
  FEW_EVENTS_TEXT,
  formatChange,
  formatMetricValue,
  MIN_EVENTS_TO_COMPARE,
  monthlyRecurringRevenue,
  parseAnalyticsPeriod,
  percentChange,
  pointsChange,
  rate,
  runningTotalAt,
  startOfDay,
  sumPerBucket,
  sumWithin,
  toCsv,
  weekStart,
} from '#domain/admin/admin_analytics'
import { dayKey } from '#domain/learning/streaks'
import { isLiveStatus, SUBSCRIPTION_STATUSES } from '#domain/subscription/subscription'

test.group('Admin analytics: change against the previous period', () => {
  test('the change is a percentage with one decimal, up or down', ({ assert }) => {
    assert.equal(percentChange(16, 10), 60)
    assert.equal(percentChange(30, 40), -25)
    assert.equal(percentChange(20, 30), -33.3)
    assert.equal(percentChange(14, 12), 16.7)
    assert.equal(percentChange(50, 50), 0)
    assert.equal(percentChange(0, 90), -100)
  })

  test('from a zero baseline the change is "novo", never Infinity; with nothing on both sides there is none', ({
    assert,
  }) => {
    assert.equal(percentChange(5, 0), 'novo')
    assert.isNull(percentChange(0, 0))
    assert.equal(formatChange(percentChange(5, 0)), 'novo')
    assert.equal(formatChange(null), '—')
  })

  test('under 10 events in the previous period the percentage is hidden; from 10 it is shown', ({
    assert,
  }) => {
    assert.equal(MIN_EVENTS_TO_COMPARE, 10)
    assert.equal(percentChange(25, 1), 'poucos dados')
    assert.equal(percentChange(8, 9), 'poucos dados')
    assert.equal(percentChange(8, 10), -20)
    assert.equal(formatChange(percentChange(25, 1)), '—')
    assert.equal(FEW_EVENTS_TEXT, 'Poucos dados no período anterior')
    /* Money counts the subscribers behind it: R$ 333 is 9 subscribers, too few. */
    assert.equal(percentChange(370, 333, 9), 'poucos dados')
    assert.equal(percentChange(407, 370, 10), 10)
    /* An average score on 9 attempts is not compared; on 10 it is. */
    assert.equal(pointsChange(72.5, 69, 9), 'poucos dados')
    assert.equal(pointsChange(72.5, 69, 10), 3.5)
  })

  test('written in pt-BR: sign, decimal comma; the average score changes in percentage points', ({
    assert,
  }) => {
    assert.equal(formatChange(16.7), '+16,7%')
    assert.equal(formatChange(-25), '-25%')
    assert.equal(formatChange(0), '0%')
    assert.equal(pointsChange(72.5, 69, 12), 3.5)
    assert.equal(pointsChange(50, 100, 12), -50)
    assert.equal(pointsChange(80, null, 0), 'novo')
    assert.isNull(pointsChange(null, 80, 12))
    assert.equal(formatChange(3.5, 'points'), '+3,5 p.p.')
  })

  test('rates and averages have one decimal and no value without a base', ({ assert }) => {
    assert.equal(rate(1, 3), 33.3)
    assert.equal(rate(2, 3), 66.7)
    assert.equal(rate(0, 4), 0)
    assert.isNull(rate(0, 0))
    assert.equal(averageOf(75 + 25 + 100, 3), 66.7)
    assert.isNull(averageOf(0, 0))
  })
})

test.group('Admin analytics: MRR', () => {
  test('MRR = active subscribers × the plan’s monthly price (R$ 37,00)', ({ assert }) => {
    assert.equal(monthlyRecurringRevenue(0), 0)
    assert.equal(monthlyRecurringRevenue(1), 37)
    assert.equal(monthlyRecurringRevenue(30), 1110)
    assert.equal(monthlyRecurringRevenue(3, 29.9), 89.7)
    assert.equal(formatMetricValue('mrr', 1110), 'R$ 1.110,00')
  })

  test('active subscribers are a running total of subscriptions started, resumed and ended', ({
    assert,
  }) => {
    const changes = [
      { day: '2026-03-02', value: 2 },
      { day: '2026-03-04', value: -1 },
      { day: '2026-03-04', value: 1 },
      { day: '2026-03-05', value: -2 },
    ]
    assert.deepEqual(
      runningTotalAt(['2026-03-01', '2026-03-02', '2026-03-04', '2026-03-05'], 5, changes),
      [5, 7, 7, 5]
    )
  })

  test('a live subscription (the history trigger’s list) is isLiveStatus: active, trialing, past_due', ({
    assert,
  }) => {
    assert.deepEqual(
      SUBSCRIPTION_STATUSES.filter((status) => isLiveStatus(status)),
      ['trialing', 'active', 'past_due']
    )
  })
})

test.group('Admin analytics: periods and buckets in America/Sao_Paulo', () => {
  test('?periodo= is 7, 30 or 90; anything else is 30', ({ assert }) => {
    assert.equal(parseAnalyticsPeriod('7'), 7)
    assert.equal(parseAnalyticsPeriod('90'), 90)
    assert.equal(parseAnalyticsPeriod('30'), 30)
    for (const value of ['365', '0', '-7', '7.5', 'abc', '', undefined, null, ['7']]) {
      assert.equal(parseAnalyticsPeriod(value), 30, String(value))
    }
  })

  test('the period is the last N São Paulo days, today included, and the N days before', ({
    assert,
  }) => {
    /* 02:30 UTC on 1 March is still 28 February in São Paulo */
    const window = analyticsWindow(7, new Date('2026-03-01T02:30:00Z'))
    assert.deepEqual(window.current, { firstDay: '2026-02-22', lastDay: '2026-02-28' })
    assert.deepEqual(window.previous, { firstDay: '2026-02-15', lastDay: '2026-02-21' })
    const later = analyticsWindow(7, new Date('2026-03-01T03:00:00Z'))
    assert.deepEqual(later.current, { firstDay: '2026-02-23', lastDay: '2026-03-01' })
  })

  test('7 and 30 days are charted per day, across a month end', ({ assert }) => {
    const window = analyticsWindow(7, new Date('2026-03-02T15:00:00Z'))
    assert.equal(window.unit, 'day')
    assert.deepEqual(
      window.buckets.map((bucket) => bucket.firstDay),
      [
        '2026-02-24',
        '2026-02-25',
        '2026-02-26',
        '2026-02-27',
        '2026-02-28',
        '2026-03-01',
        '2026-03-02',
      ]
    )
    assert.lengthOf(analyticsWindow(30, new Date('2026-03-02T15:00:00Z')).buckets, 30)
  })

  test('90 days are charted per Monday–Sunday week, the first and last weeks cut at the ends', ({
    assert,
  }) => {
    /* Wednesday 4 March 2026, São Paulo: the period is 5 December 2025 (a Friday) to 4 March. */
    const window = analyticsWindow(90, new Date('2026-03-04T12:00:00Z'))
    assert.equal(window.unit, 'week')
    assert.deepEqual(window.current, { firstDay: '2025-12-05', lastDay: '2026-03-04' })
    assert.deepEqual(window.buckets[0], { firstDay: '2025-12-05', lastDay: '2025-12-07' })
    assert.deepEqual(window.buckets[1], { firstDay: '2025-12-08', lastDay: '2025-12-14' })
    /* The year changes inside a week: one bucket, 29 Dec to 4 Jan. */
    assert.deepEqual(window.buckets[4], { firstDay: '2025-12-29', lastDay: '2026-01-04' })
    assert.deepEqual(window.buckets.at(-1), { firstDay: '2026-03-02', lastDay: '2026-03-04' })
    assert.lengthOf(window.buckets, 14)
    const days = window.buckets.reduce(
      (total, bucket) =>
        total + (Date.parse(bucket.lastDay) - Date.parse(bucket.firstDay)) / 86_400_000 + 1,
      0
    )
    assert.equal(days, 90)
  })

  test('weeks start on Monday; Sunday belongs to the week before', ({ assert }) => {
    assert.equal(weekStart('2026-03-02'), '2026-03-02')
    assert.equal(weekStart('2026-03-01'), '2026-02-23')
    assert.equal(weekStart('2026-03-08'), '2026-03-02')
    assert.equal(weekStart('2026-01-01'), '2025-12-29')
  })

  test('an instant goes to the bucket of its São Paulo day: Sunday 23:59 there is still last week', ({
    assert,
  }) => {
    const buckets = bucketsOf({ firstDay: '2026-02-23', lastDay: '2026-03-08' }, 'week')
    /* Monday 2 March 02:59 UTC = Sunday 1 March 23:59 in São Paulo */
    assert.equal(bucketIndexOf(dayKey('2026-03-02T02:59:00Z'), buckets), 0)
    assert.equal(bucketIndexOf(dayKey('2026-03-02T03:00:00Z'), buckets), 1)
    assert.equal(bucketIndexOf('2026-03-09', buckets), -1)
    assert.equal(bucketLabel(buckets[1], 'week'), 'sem. 02/03')
    assert.equal(bucketLabel({ firstDay: '2026-03-02', lastDay: '2026-03-02' }, 'day'), '02/03')
  })

  test('a São Paulo day starts at 03:00 UTC (no daylight saving since 2019), 02:00 in the old summers', ({
    assert,
  }) => {
    assert.equal(startOfDay('2026-03-01').toISOString(), '2026-03-01T03:00:00.000Z')
    assert.equal(startOfDay('2026-01-01').toISOString(), '2026-01-01T03:00:00.000Z')
    assert.equal(startOfDay('2018-01-15').toISOString(), '2018-01-15T02:00:00.000Z')
  })

  test('per-day figures add up per period and per bucket; days without figures are 0', ({
    assert,
  }) => {
    const rows = [
      { day: '2026-02-28', value: 2 },
      { day: '2026-03-01', value: 3 },
      { day: '2026-03-02', value: 4 },
      { day: '2026-03-09', value: 1 },
    ]
    assert.equal(sumWithin(rows, { firstDay: '2026-03-01', lastDay: '2026-03-08' }), 7)
    assert.deepEqual(
      sumPerBucket(rows, bucketsOf({ firstDay: '2026-02-27', lastDay: '2026-03-10' }, 'week')),
      /* Fri 27 Feb – Sun 1 Mar, Mon 2 – Sun 8, Mon 9 – Tue 10 */
      [5, 4, 1]
    )
    assert.deepEqual(
      sumPerBucket(rows, bucketsOf({ firstDay: '2026-03-01', lastDay: '2026-03-03' }, 'day')),
      [3, 4, 0]
    )
  })
})

test.group('Admin analytics: CSV for Excel in Portuguese', () => {
  test('numbers with a decimal comma, text quoted only when needed, quotes doubled', ({
    assert,
  }) => {
    assert.equal(csvCell(33.3), '33,3')
    assert.equal(csvCell(-50), '-50')
    assert.equal(csvCell(1110), '1110')
    assert.equal(csvCell(null), '')
    assert.equal(csvCell('Terpenos'), 'Terpenos')
    assert.equal(csvCell('Cultivo; indoor'), '"Cultivo; indoor"')
    assert.equal(csvCell('O "Mestre" das flores'), '"O ""Mestre"" das flores"')
    assert.equal(csvCell('linha 1\nlinha 2'), '"linha 1\nlinha 2"')
  })

  test('text a spreadsheet would run as a formula is neutralised', ({ assert }) => {
    assert.equal(csvCell('=HYPERLINK("x")'), `"'=HYPERLINK(""x"")"`)
    assert.equal(csvCell('+55 11'), "'+55 11")
    assert.equal(csvCell('@conta'), "'@conta")
  })

  test('a file starts with the UTF-8 BOM, separates cells with ; and rows with CRLF', ({
    assert,
  }) => {
    assert.equal(
      toCsv([
        ['Curso', 'Taxa (%)'],
        ['Extração', 12.5],
      ]),
      '\uFEFFCurso;Taxa (%)\r\nExtração;12,5\r\n'
    )
  })
})
