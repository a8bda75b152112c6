import { cn } from '~/lib/utils'
import { CATALOG_TEXT } from '~/components/catalog/texts'

/**
 * How a learner gets a course: 'Gratuito', or 'Incluído no Premium' with the
 * plan's price. Never a price of the course's own: no course is sold alone.
 */
export function CourseAccess({ free, className }: { free: boolean; className?: string }) {
  return (
    <span className={cn('text-sm', className)} data-testid="course-access">
      {free ? (
        <strong className="font-bold text-primary">{CATALOG_TEXT.free}</strong>
      ) : (
        <>
          <strong className="font-bold text-primary">{CATALOG_TEXT.inPremium}</strong>
          <span className="block text-xs text-muted-foreground">{CATALOG_TEXT.inPremiumPrice}</span>
        </>
      )}
    </span>
  )
}
