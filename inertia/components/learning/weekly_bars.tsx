import { formatMinutes, formatNumber } from '@domain/platform/format'
import { cn } from '~/lib/utils'

export type StudyDay = { day: string; label: string; minutes: number }

/**
 * Studied minutes for the last seven days as bars, with the daily target
 * (weekly goal / 7) drawn as a line. Each bar has a text equivalent.
 */
export function WeeklyBars({
  days,
  dailyTargetMinutes,
}: {
  days: StudyDay[]
  dailyTargetMinutes: number
}) {
  const top = Math.max(dailyTargetMinutes, ...days.map((day) => day.minutes), 1)
  const total = days.reduce((sum, day) => sum + day.minutes, 0)
  const targetTop = 100 - (dailyTargetMinutes / top) * 100
  return (
    <figure className="grid gap-2">
      <div
        className="relative flex h-32 items-end gap-2"
        role="list"
        aria-label="Estudo nos últimos 7 dias"
      >
        {dailyTargetMinutes > 0 && (
          <div
            className="pointer-events-none absolute inset-x-0 border-t border-dashed border-highlight"
            style={{ top: `${targetTop}%` }}
            aria-hidden="true"
          />
        )}
        {days.map((day) => {
          const height = (day.minutes / top) * 100
          const reached = dailyTargetMinutes > 0 && day.minutes >= dailyTargetMinutes
          return (
            <div
              key={day.day}
              role="listitem"
              className="flex h-full flex-1 flex-col items-center justify-end gap-1"
            >
              <span className="sr-only">
                {day.label}: {formatMinutes(day.minutes)}
              </span>
              <div
                className={cn(
                  'w-full rounded-t-md',
                  reached ? 'bg-success' : 'bg-primary/70',
                  day.minutes === 0 && 'bg-muted'
                )}
                style={{ height: `${Math.max(height, 2)}%` }}
                title={`${day.label}: ${formatMinutes(day.minutes)}`}
                aria-hidden="true"
              />
            </div>
          )
        })}
      </div>
      <div className="flex gap-2 text-center text-xs text-muted-foreground" aria-hidden="true">
        {days.map((day) => (
          <span key={day.day} className="flex-1">
            {day.label}
          </span>
        ))}
      </div>
      <figcaption className="text-xs text-muted-foreground">
        {formatNumber(Math.round((total / 60) * 10) / 10, 1)} h estudadas nos últimos 7 dias · meta
        diária de {formatMinutes(dailyTargetMinutes)} (linha tracejada)
      </figcaption>
    </figure>
  )
}
