/** The highest list page an address may ask for (`?pagina=`). */
export const MAX_PAGE = 10_000

/**
 * `?pagina=` of a paged list (catálogo, discussões, podcast): a whole number
 * from 1 to MAX_PAGE; anything else (text, 0, negative, decimal, repeated
 * keys) opens the first page.
 */
export function pageParam(value: unknown): number {
  const page = typeof value === 'string' ? Number(value) : Number.NaN
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1
}
