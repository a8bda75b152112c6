import { Progress as P } from 'radix-ui'
import { cn } from '~/lib/utils'

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
    <P.Root
      value={clamped}
      aria-label={label}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-secondary', className)}
    >
      <P.Indicator className="h-full bg-primary transition-all" style={{ width: `${clamped}%` }} />
    </P.Root>
  )
}
