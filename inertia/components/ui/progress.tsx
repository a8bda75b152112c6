import { cn } from '~/lib/utils'

/**
 * A determinate progress bar: role, value and label as the WAI-ARIA
 * progressbar pattern asks, drawn without Radix (its Progress adds nothing
 * here but JavaScript on every page that shows one, the course page among them).
 */
export function Progress({
  value,
  className,
  label,
}: {
  value: number
  className?: string
  label?: string
}) {
  const clamped = Math.max(0, Math.min(100, value))
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={`${Math.round(clamped)}%`}
      aria-label={label}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-secondary', className)}
    >
      <div className="h-full bg-primary transition-all" style={{ width: `${clamped}%` }} />
    </div>
  )
}
