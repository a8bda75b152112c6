import { Skeleton } from '~/components/ui/skeleton'
import { COURSE_TEXT } from '~/components/catalog/course/texts'

/** Shown while a tab fetches its data (first time it is opened). */
export function TabLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="grid gap-4" data-testid="tab-loading">
      <span className="sr-only">{COURSE_TEXT.tabLoading(label)}</span>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-28" />
        ))}
      </div>
      <Skeleton className="h-40" />
    </div>
  )
}
