import { test } from '@japa/runner'
import {
  currentStreak,
  dayKey,
  lastDays,
  longestStreak,
  shiftDay,
  streakTone,
  weekdayLabel,
} from '#domain/learning/streaks'

test.group('Study streaks (America/Sao_Paulo calendar days)', () => {
  test('an instant belongs to its São Paulo day, not the UTC one', ({ assert }) => {
    /* 02:30 UTC on 1 March is still 28 February, 23:30 in São Paulo */
    assert.equal(dayKey('2026-03-01T02:30:00Z'), '2026-02-28')
    assert.equal(dayKey('2026-03-01T03:00:00Z'), '2026-03-01')
    /* New Year's Eve late evening in Brazil is already 1 January in UTC */
    assert.equal(dayKey('2027-01-01T01:00:00Z'), '2026-12-31')
  })

  test('calendar arithmetic crosses month and year ends, including leap days', ({ assert }) => {
    assert.equal(shiftDay('2026-03-01', -1), '2026-02-28')
    assert.equal(shiftDay('2028-03-01', -1), '2028-02-29')
    assert.equal(shiftDay('2026-12-31', 1), '2027-01-01')
    assert.equal(shiftDay('2026-05-01', -1), '2026-04-30')
  })

  test('the streak counts consecutive days across a month end', ({ assert }) => {
    const days = ['2026-02-26', '2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']
    assert.equal(currentStreak(days, '2026-03-02'), 5)
  })

  test('a streak survives until the end of today, and breaks after a missed day', ({ assert }) => {
    const days = ['2026-03-30', '2026-03-31', '2026-04-01']
    assert.equal(currentStreak(days, '2026-04-01'), 3)
    assert.equal(currentStreak(days, '2026-04-02'), 3)
    assert.equal(currentStreak(days, '2026-04-03'), 0)
    assert.equal(currentStreak([], '2026-04-03'), 0)
  })

  test('activity late at night in São Paulo extends the same streak as the evening before', ({
    assert,
  }) => {
    const instants = ['2026-01-30T23:00:00Z', '2026-02-01T02:59:00Z', '2026-02-01T14:00:00Z']
    /* 30 Jan 20:00, 31 Jan 23:59 and 1 Feb 11:00 local: three days in a row */
    assert.equal(currentStreak(instants.map(dayKey), '2026-02-01'), 3)
  })

  test('longest streak and colours: green from 7, yellow from 3, else grey', ({ assert }) => {
    assert.equal(
      longestStreak(['2026-01-01', '2026-01-02', '2026-01-05', '2026-01-06', '2026-01-07']),
      3
    )
    assert.equal(streakTone(7), 'green')
    assert.equal(streakTone(23), 'green')
    assert.equal(streakTone(6), 'yellow')
    assert.equal(streakTone(3), 'yellow')
    assert.equal(streakTone(2), 'grey')
    assert.equal(streakTone(0), 'grey')
  })

  test('the last seven days end today, with pt-BR weekday labels', ({ assert }) => {
    assert.deepEqual(lastDays('2026-03-02', 3), ['2026-02-28', '2026-03-01', '2026-03-02'])
    assert.equal(weekdayLabel('2026-03-02'), 'seg')
    assert.equal(weekdayLabel('2026-03-01'), 'dom')
  })
})
