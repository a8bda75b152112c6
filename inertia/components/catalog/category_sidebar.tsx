import { COURSE_CATEGORIES, CATEGORY_LABELS, type CourseCategory } from '@domain/catalog/catalog'
import { cn } from '~/lib/utils'
import { CATALOG_TEXT } from '~/components/catalog/texts'

export type CategoryCounts = Record<CourseCategory | 'all', number>

/** Category filter with the number of courses each would list under the current search. */
export function CategorySidebar({
  counts,
  selected,
  onSelect,
}: {
  counts: CategoryCounts
  selected: CourseCategory | null
  onSelect: (category: CourseCategory | null) => void
}) {
  const entries: Array<{ key: CourseCategory | null; label: string; count: number }> = [
    { key: null, label: CATALOG_TEXT.allCategories, count: counts.all },
    ...COURSE_CATEGORIES.map((category) => ({
      key: category,
      label: CATEGORY_LABELS[category],
      count: counts[category],
    })),
  ]

  return (
    <nav aria-labelledby="catalog-categories" className="rounded-xl border bg-card p-4">
      <h2 id="catalog-categories" className="mb-3 font-semibold">
        {CATALOG_TEXT.categoriesTitle}
      </h2>
      <ul className="grid gap-1">
        {entries.map((entry) => {
          const active = entry.key === selected
          return (
            <li key={entry.key ?? 'all'}>
              <button
                type="button"
                onClick={() => onSelect(entry.key)}
                aria-pressed={active}
                data-category={entry.key ?? 'all'}
                className={cn(
                  'flex w-full items-center justify-between rounded-md px-3 py-2 text-left text-sm transition-colors hover:bg-accent',
                  active && 'bg-primary text-primary-foreground hover:bg-primary/90'
                )}
              >
                <span>{entry.label}</span>
                <span
                  className={cn(
                    'rounded-full px-2 text-xs',
                    active ? 'bg-primary-foreground/20' : 'bg-muted text-muted-foreground'
                  )}
                >
                  {entry.count}
                </span>
              </button>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
