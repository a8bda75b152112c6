/*
| The catalogue's filters as they live in the URL (/cursos?q=…&categoria=…
| &nivel=…&duracao=…&pagina=…), so a search can be shared and the back button
| works. Shared by the server (parsing) and the page (building links).
| Unknown values are dropped, never an error: a hand-edited URL still lists.
*/
import {
  COURSE_CATEGORIES,
  COURSE_LEVELS,
  type CourseCategory,
  type CourseLevel,
} from './catalog.js'
import { pageParam } from '../platform/page_param.js'

export const CATALOG_PAGE_SIZE = 12
export const SEARCH_MAX_LENGTH = 100
/** More words than this add nothing to a catalogue search and only slow it down. */
export const SEARCH_MAX_TERMS = 8

export const DURATION_FILTERS = ['curta', 'media', 'longa'] as const
export type DurationFilter = (typeof DURATION_FILTERS)[number]

/**
 * Inclusive ranges of a course's real length in whole seconds (the sum of its
 * published lessons) for each duration filter (max null = no upper bound).
 * The school's courses are short: a few videos, readings and a quiz.
 */
export const DURATION_RANGES: Record<DurationFilter, { min: number; max: number | null }> = {
  curta: { min: 0, max: 15 * 60 },
  media: { min: 15 * 60 + 1, max: 60 * 60 },
  longa: { min: 60 * 60 + 1, max: null },
}

export const DURATION_LABELS: Record<DurationFilter, string> = {
  curta: 'Até 15 minutos',
  media: 'De 15 minutos a 1 hora',
  longa: 'Mais de 1 hora',
}

export type CatalogFilters = {
  q: string
  category: CourseCategory | null
  level: CourseLevel | null
  duration: DurationFilter | null
  page: number
}

function pick<T extends string>(allowed: readonly T[], value: unknown): T | null {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value)
    ? (value as T)
    : null
}

/** Reads the query string; anything unknown falls back to "no filter". */
export function parseCatalogFilters(qs: Record<string, unknown>): CatalogFilters {
  const rawQ = typeof qs.q === 'string' ? qs.q : ''
  return {
    q: rawQ.replace(/\s+/g, ' ').trim().slice(0, SEARCH_MAX_LENGTH),
    category: pick(COURSE_CATEGORIES, qs.categoria),
    level: pick(COURSE_LEVELS, qs.nivel),
    duration: pick(DURATION_FILTERS, qs.duracao),
    page: pageParam(qs.pagina),
  }
}

/** The query string for a set of filters (page left out: a new search starts on page 1). */
export function catalogQuery(filters: Omit<CatalogFilters, 'page'>) {
  const query: Record<string, string> = {}
  if (filters.q) query.q = filters.q
  if (filters.category) query.categoria = filters.category
  if (filters.level) query.nivel = filters.level
  if (filters.duration) query.duracao = filters.duration
  return query
}

/** Words of a search, lower-cased, letters and digits only (so nothing reaches tsquery syntax). */
export function searchTerms(q: string) {
  const words =
    q
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  return [...new Set(words)].slice(0, SEARCH_MAX_TERMS).map((word) => word.slice(0, 40))
}

/**
 * A tsquery where every word must match, each as a prefix ('fisiol' finds
 * 'fisiologia'). Stemming and unaccenting happen in PostgreSQL. Null when
 * the search has no word.
 */
export function prefixTsquery(q: string) {
  const terms = searchTerms(q)
  if (terms.length === 0) return null
  return terms.map((term) => `${term}:*`).join(' & ')
}

/** The catalogue counter, in the spec's exact words: '{n} curso(s) encontrado(s)'. */
export function coursesFoundLabel(count: number) {
  return `${count.toLocaleString('pt-BR')} curso(s) encontrado(s)`
}
