import { Leaf } from '~/components/platform/icons'
import { cn } from '~/lib/utils'

type Pictured = { title: string; thumbnailUrl: string | null }

/**
 * Where a course has no cover yet: a drawn badge in the school's colours
 * (the prototype's emoji shows as an empty box on systems without an emoji font).
 */
export function CourseCoverFallback({
  title,
  className,
  decorative = false,
}: {
  title: string
  className?: string
  /** Next to the course's title already: hidden from screen readers */
  decorative?: boolean
}) {
  return (
    <span
      {...(decorative ? { 'aria-hidden': true } : { 'role': 'img', 'aria-label': title })}
      className={cn(
        'flex h-full w-full items-center justify-center bg-gradient-to-br from-primary/80 to-emerald-900',
        className
      )}
    >
      <Leaf className="h-1/3 max-h-16 w-auto text-emerald-100" aria-hidden="true" />
    </span>
  )
}

/** The course's picture: its cover (seeded illustration or an admin's upload), else a drawn badge. */
export function CourseImage({ course, className }: { course: Pictured; className?: string }) {
  if (course.thumbnailUrl) {
    return (
      <img
        src={course.thumbnailUrl}
        alt={course.title}
        className={className ?? 'h-full w-full object-cover'}
      />
    )
  }
  return <CourseCoverFallback title={course.title} className={className} />
}
