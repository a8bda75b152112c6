import { useEffect, useState, type FormEvent } from 'react'
import { Search, X } from 'lucide-react'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { CATALOG_TEXT } from '~/components/catalog/texts'

/** Hero of /cursos with the search box; the search itself lives in the URL (?q=…). */
export function CatalogHero({ query, onSearch }: { query: string; onSearch: (q: string) => void }) {
  const [value, setValue] = useState(query)
  /* Back/forward change the query in the URL: the box follows. */
  useEffect(() => setValue(query), [query])

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

        <form role="search" onSubmit={submit} className="mx-auto flex w-full max-w-2xl gap-2">
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

        <dl className="mx-auto flex flex-wrap justify-center gap-8">
          {CATALOG_TEXT.claims.map((claim) => (
            <div key={claim.label} className="flex flex-col-reverse">
              <dt className="text-sm text-muted-foreground">{claim.label}</dt>
              <dd className="text-2xl font-bold text-primary">{claim.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
