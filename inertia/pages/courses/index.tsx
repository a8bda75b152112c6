import { SearchX } from '~/components/platform/icons'
import type { Data } from '@generated/data'
import type { CourseCategory, CourseLevel } from '@domain/catalog/catalog'
import type { PlatformFigures } from '@domain/catalog/course_figures'
import {
  catalogQuery,
  coursesFoundLabel,
  type DurationFilter,
} from '@domain/catalog/catalog_filters'
import { useLoadMore } from '~/hooks/use_load_more'
import { useUrlFilters } from '~/hooks/use_url_filters'
import { Button } from '~/components/ui/button'
import { EmptyList, LoadMoreButton } from '~/components/ui/load_more'
import { CatalogHero } from '~/components/catalog/catalog_hero'
import { CategorySidebar, type CategoryCounts } from '~/components/catalog/category_sidebar'
import { AdvancedFilters } from '~/components/catalog/advanced_filters'
import { CourseCard } from '~/components/catalog/course_card'
import { hydrateWhenVisible } from '~/components/platform/hydrate_when_visible'
import { CatalogSubscriptionCard } from '~/components/subscription/catalog_subscription_card'
import { CATALOG_TEXT } from '~/components/catalog/texts'
import { Seo } from '~/components/platform/seo'
import { PAGE_META } from '~/content/seo'

/*
| The cards keep the server's HTML until they come near the screen (on a phone
| the filters come first): the first hydration covers what is on screen.
*/
const Card = hydrateWhenVisible(
  CourseCard,
  'h-full [content-visibility:auto] [contain-intrinsic-size:auto_460px]'
)

type Filters = {
  q: string
  category: CourseCategory | null
  level: CourseLevel | null
  duration: DurationFilter | null
}

export default function CoursesIndex({
  courses,
  pagination,
  total,
  categoryCounts,
  filters,
  figures,
}: {
  courses: Data.Course.Variants['forCatalog'][]
  pagination: { currentPage: number; hasMore: boolean }
  total: number
  categoryCounts: CategoryCounts
  filters: Filters
  figures: PlatformFigures
  /** Preview dialogs' texts by slug, loaded as each dialog opens (read by CoursePreviewDialog) */
  preview?: Data.CoursePreview
}) {
  /* Keyboard users land on the first course that just arrived. */
  const {
    list: grid,
    loadMore,
    loading: loadingMore,
  } = useLoadMore<HTMLUListElement>({
    props: ['courses', 'pagination'],
    loaded: courses.length,
    currentPage: pagination.currentPage,
    focusSelector: 'a',
  })
  const visit = useUrlFilters('courses.index', filters, catalogQuery)

  const hasFilters = Boolean(filters.q || filters.category || filters.level || filters.duration)

  return (
    <>
      <Seo {...PAGE_META.catalogue} share />
      <CatalogHero query={filters.q} figures={figures} onSearch={(q) => visit({ q })} />

      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 lg:grid-cols-[280px_1fr]">
        <aside className="grid content-start gap-6">
          <CategorySidebar
            counts={categoryCounts}
            selected={filters.category}
            onSelect={(category) => visit({ category })}
          />
          <CatalogSubscriptionCard />
        </aside>

        <section aria-labelledby="catalog-results" className="grid content-start gap-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              {filters.q && (
                <p className="text-sm text-muted-foreground">
                  {CATALOG_TEXT.resultsFor(filters.q)}
                </p>
              )}
              <h2
                id="catalog-results"
                className="text-xl font-semibold"
                aria-live="polite"
                data-testid="courses-found"
              >
                {coursesFoundLabel(total)}
              </h2>
            </div>
            {hasFilters && (
              <Button
                variant="ghost"
                onClick={() => visit({ q: '', category: null, level: null, duration: null })}
              >
                {CATALOG_TEXT.clearFilters}
              </Button>
            )}
          </div>

          <AdvancedFilters
            level={filters.level}
            duration={filters.duration}
            defaultOpen={Boolean(filters.level || filters.duration)}
            onChange={(next) => visit(next)}
          />

          {courses.length === 0 ? (
            <EmptyList icon={SearchX} title={CATALOG_TEXT.emptyTitle}>
              {CATALOG_TEXT.emptyText}
            </EmptyList>
          ) : (
            <ul ref={grid} className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
              {courses.map((course, index) => (
                <li key={course.id} data-index={index}>
                  <Card course={course} />
                </li>
              ))}
            </ul>
          )}

          {pagination.hasMore && (
            <LoadMoreButton
              onClick={loadMore}
              loading={loadingMore}
              label={CATALOG_TEXT.loadMore}
              loadingLabel={CATALOG_TEXT.loadingMore}
            />
          )}
        </section>
      </div>
    </>
  )
}
