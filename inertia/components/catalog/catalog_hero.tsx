import { useEffect, useState, type FormEvent } from 'react'
import { Search, X } from '~/components/platform/icons'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { ratingLabel, type PlatformFigures } from '@domain/catalog/course_figures'
import { formatNumber } from '@domain/platform/format'
import { CATALOG_TEXT } from '~/components/catalog/texts'

/**
 * Hero of /cursos with the search box (the search itself lives in the URL,
 * ?q=…) and the catalogue's figures, counted in the database.
 */
export function CatalogHero({
  query,
  figures,
  onSearch,
}: {
  query: string
  figures: PlatformFigures
  onSearch: (q: string) => void
}) {
  const [value, setValue] = useState(query)
  /* Back/forward change the query in the URL: the box follows. */
  useEffect(() => setValue(query), [query])

  const stats = [
    { value: formatNumber(figures.courses), label: CATALOG_TEXT.figureCourses(figures.courses) },
    {
      value: formatNumber(figures.activeStudents),
      label: CATALOG_TEXT.figureActiveStudents(figures.activeStudents),
      hint: CATALOG_TEXT.figureActiveStudentsHint,
    },
    {
      value: ratingLabel(figures.averageRating),
      label: CATALOG_TEXT.figureRating,
      hint: CATALOG_TEXT.figureRatingHint(figures.reviews),
    },
  ]

  function submit(event: FormEvent) {
    event.preventDefault()
    onSearch(value.trim())
  }

  return (
    <section className="border-b bg-gradient-to-b from-primary/10 to-background">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-12 text-center">
        <Badge variant="secondary" className="mx-auto">
          {CATALOG_TEXT.heroBadge}
        </Badge>
        <h1 className="text-4xl font-bold tracking-tight md:text-5xl">{CATALOG_TEXT.heroTitle}</h1>
        <p className="mx-auto max-w-2xl text-lg text-muted-foreground">
          {CATALOG_TEXT.heroSubtitle}
        </p>

        <form
          role="search"
          onSubmit={submit}
          className="mx-auto flex w-full max-w-2xl gap-2"
          noValidate
        >
          <label htmlFor="catalog-search" className="sr-only">
            {CATALOG_TEXT.searchLabel}
          </label>
          <div className="relative flex-1">
            <Search
              className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id="catalog-search"
              type="search"
              name="q"
              value={value}
              maxLength={100}
              onChange={(event) => setValue(event.target.value)}
              placeholder={CATALOG_TEXT.searchPlaceholder}
              className="h-12 pl-9 pr-10 text-base"
            />
            {value && (
              <button
                type="button"
                onClick={() => {
                  setValue('')
                  onSearch('')
                }}
                aria-label={CATALOG_TEXT.searchClear}
                className="absolute right-2 top-1/2 -translate-y-1/2 rounded-sm p-1 text-muted-foreground hover:text-foreground"
              >
                <X className="h-4 w-4" aria-hidden="true" />
              </button>
            )}
          </div>
          <Button type="submit" size="lg" className="h-12">
            {CATALOG_TEXT.searchSubmit}
          </Button>
        </form>

        <h2 className="sr-only">{CATALOG_TEXT.figuresLabel}</h2>
        <dl className="mx-auto flex flex-wrap justify-center gap-8" data-testid="catalog-figures">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse" title={stat.hint}>
              <dt className="text-sm text-muted-foreground">{stat.label}</dt>
              <dd className="text-2xl font-bold text-primary">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
