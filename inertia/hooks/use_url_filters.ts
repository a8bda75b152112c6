import { router } from '@inertiajs/react'
import { urlFor } from '~/client'

/** Pages that keep their filters in the query string (their routes take no params). */
type FilterRoute =
  | 'courses.index'
  | 'community.index'
  | 'community.members'
  | 'admin.users.index'
  | 'admin.media.index'

type QueryValue = string | number | null | undefined

/** A query string without its empty values ('', null, undefined), so the URL stays short. */
export function compactQuery(values: Record<string, QueryValue>) {
  const query: Record<string, string | number> = {}
  for (const [key, value] of Object.entries(values)) {
    if (value !== null && value !== undefined && value !== '') query[key] = value
  }
  return query
}

/**
 * Filters that live in the URL (shareable, and the back button restores
 * them). `filters` are the ones the server read from the query string;
 * `toQuery` writes them back with the Portuguese keys. The returned
 * function visits the same page with some filters changed, keeping the
 * page's state (and, unless told otherwise, the scroll position).
 */
export function useUrlFilters<Filters extends object>(
  route: FilterRoute,
  filters: Filters,
  toQuery: (filters: Filters) => Record<string, string | number>,
  options: { preserveScroll?: boolean } = {}
) {
  return (changes: Partial<Filters>) =>
    router.get(urlFor(route), toQuery({ ...filters, ...changes }), {
      preserveState: true,
      preserveScroll: options.preserveScroll ?? true,
    })
}
