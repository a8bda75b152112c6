import { Star } from '~/components/platform/icons'
import { NO_REVIEWS_LABEL, ratingLabel, reviewsLabel } from '@domain/catalog/course_figures'
import { cn } from '~/lib/utils'

/**
 * '★ 4,8 (3 avaliações)', or 'Sem avaliações' for a course nobody reviewed;
 * the exact figures are in the accessible name.
 */
export function RatingBadge({
  rating,
  reviews,
  className,
}: {
  rating: number | null
  reviews: number
  className?: string
}) {
  if (rating === null) {
    return (
      <span className={cn('inline-flex items-center gap-1', className)} data-testid="rating">
        <Star className="h-4 w-4 text-muted-foreground/60" aria-hidden="true" />
        {NO_REVIEWS_LABEL}
      </span>
    )
  }
  return (
    <span
      className={cn('inline-flex items-center gap-1', className)}
      role="img"
      aria-label={`Avaliação ${ratingLabel(rating)} de 5, ${reviewsLabel(reviews)}`}
      data-testid="rating"
    >
      <Star className="h-4 w-4 fill-highlight text-highlight" aria-hidden="true" />
      <span aria-hidden="true">
        {ratingLabel(rating)} ({reviewsLabel(reviews)})
      </span>
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
