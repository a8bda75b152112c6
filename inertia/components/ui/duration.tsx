import { Clock } from '~/components/platform/icons'
import { cn } from '~/lib/utils'
import { formatDuration } from '@domain/catalog/lesson_duration'

/**
 * A real length ('32 s', '1 min 39 s', '12 min', '1 h 5 min') with its clock;
 * nothing while the length is unknown (a media whose file could not be read).
 */
export function Duration({
  seconds,
  className,
  iconClassName = 'h-3.5 w-3.5',
}: {
  seconds: number
  className?: string
  iconClassName?: string
}) {
  if (seconds <= 0) return null
  return (
    <span className={cn('inline-flex items-center gap-1', className)} data-testid="duration">
      <Clock className={iconClassName} aria-hidden="true" /> {formatDuration(seconds)}
    </span>
  )
}
