import { Star } from 'lucide-react'
import { formatNumber } from '@domain/format'
import { cn } from '~/lib/utils'

/** '4,8' with a star; the exact figure is in the accessible name. */
export function RatingBadge({ rating, className }: { rating: number; className?: string }) {
  return (
    <span
      className={cn('inline-flex items-center gap-1', className)}
      aria-label={`Avaliação ${formatNumber(rating, 1)} de 5`}
    >
      <Star className="h-4 w-4 fill-highlight text-highlight" aria-hidden="true" />
      <span aria-hidden="true">{formatNumber(rating, 1)}</span>
    </span>
  )
}

/** Five stars, filled up to `value` (a review's rating). */
export function Stars({ value, className }: { value: number; className?: string }) {
  return (
    <span
      className={cn('inline-flex gap-0.5', className)}
      role="img"
      aria-label={`${value} de 5 estrelas`}
    >
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={cn(
            'h-4 w-4',
            star <= value ? 'fill-highlight text-highlight' : 'text-muted-foreground/40'
          )}
        />
      ))}
    </span>
  )
}
