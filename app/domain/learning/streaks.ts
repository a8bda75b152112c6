/*
| Study streaks count calendar days in America/Sao_Paulo, whatever the zone
| of the server or the browser. A day "counts" when the learner studied,
| completed a lesson or finished a quiz on it.
*/
import { TIME_ZONE } from '../platform/format.js'

const dayFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The São Paulo calendar day of an instant, as 'YYYY-MM-DD'. */
export function dayKey(instant: Date | string | number) {
  return dayFormatter.format(new Date(instant))
}

/** 'YYYY-MM-DD' shifted by whole days (calendar arithmetic, no time zone involved). */
export function shiftDay(day: string, days: number) {
  const key = `${day} ${days}`
  let shifted = shiftedDays.get(key)
  if (shifted === undefined) {
    const [year, month, date] = day.split('-').map(Number)
    shifted = new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10)
    if (shiftedDays.size >= MAX_SHIFTED_DAYS) shiftedDays.clear()
    shiftedDays.set(key, shifted)
  }
  return shifted
}

/* The calendars of every page walk the same recent days: each shift computed once. */
const MAX_SHIFTED_DAYS = 20_000
const shiftedDays = new Map<string, string>()

/**
 * Consecutive active days ending today, or ending yesterday when nothing
 * happened yet today (the streak is still alive until the day is over).
 */
export function currentStreak(activeDays: Iterable<string>, today: string) {
  const days = new Set(activeDays)
  let cursor = days.has(today) ? today : shiftDay(today, -1)
  let streak = 0
  while (days.has(cursor)) {
    streak += 1
    cursor = shiftDay(cursor, -1)
  }
  return streak
}

/** Longest run of consecutive active days ever. */
export function longestStreak(activeDays: Iterable<string>) {
  const sorted = [...new Set(activeDays)].sort()
  let best = 0
  let run = 0
  let previous: string | null = null
  for (const day of sorted) {
    run = previous !== null && shiftDay(previous, 1) === day ? run + 1 : 1
    best = Math.max(best, run)
    previous = day
  }
  return best
}

export type StreakTone = 'green' | 'yellow' | 'grey'

/** Streak colour: 7 days or more green, 3 or more yellow, else grey. */
export function streakTone(days: number): StreakTone {
  if (days >= 7) return 'green'
  if (days >= 3) return 'yellow'
  return 'grey'
}

/** The last `count` São Paulo days ending with `today`, oldest first. */
export function lastDays(today: string, count: number) {
  return Array.from({ length: count }, (_, index) => shiftDay(today, index - count + 1))
}

const WEEKDAY_LABELS = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb']

/** Short pt-BR weekday of a 'YYYY-MM-DD' day ('seg', 'ter'…). */
export function weekdayLabel(day: string) {
  const [year, month, date] = day.split('-').map(Number)
  return WEEKDAY_LABELS[new Date(Date.UTC(year, month - 1, date)).getUTCDay()]
}
