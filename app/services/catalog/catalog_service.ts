import db from '@adonisjs/lucid/services/db'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import Course from '#models/course'
import { COURSE_CATEGORIES, type CourseCategory } from '#domain/catalog/catalog'
import {
  CATALOG_PAGE_SIZE,
  DURATION_RANGES,
  prefixTsquery,
  type CatalogFilters,
} from '#domain/catalog/catalog_filters'

type CourseQuery = ModelQueryBuilderContract<typeof Course>

export type CategoryCounts = Record<CourseCategory | 'all', number>

/* The tsquery is built from letters and digits only (see prefixTsquery); stemming and unaccenting happen here. */
const TSQUERY = "to_tsquery('portuguese', catalog_unaccent(?))"

/* Each listed course's figures, computed in the page's query. */
const COURSE_FIGURES = [
  '(SELECT count(*) FROM course_progress cp WHERE cp.course_id = courses.id)::int AS enrolled_learners',
  '(SELECT count(*) FROM course_reviews r WHERE r.course_id = courses.id)::int AS review_count',
  '(SELECT coalesce(sum(r.rating), 0) FROM course_reviews r WHERE r.course_id = courses.id)::int AS rating_sum',
]

/** Read side of the course catalogue shared by several pages. */
export default class CatalogService {
  /** Published, non-archived courses, newest first (landing page highlights). */
  newestPublished(limit: number) {
    return Course.query()
      .withScopes((scopes) => scopes.visible())
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
  }

  /**
   * One page of the catalogue (12 courses) for the filters, best search
   * match first, with each course's figures computed in the same query.
   * Two queries whatever the number of courses: the page and its count.
   */
  async page(filters: CatalogFilters) {
    const query = this.listed()
    this.applyFilters(query, filters)
    if (filters.category) query.where('courses.category', filters.category)

    const tsquery = prefixTsquery(filters.q)
    if (tsquery) {
      // raw SQL: ordering by a correlated ts_rank_cd (full-text rank) with NULLS LAST
      query.orderByRaw(
        `(SELECT ts_rank_cd(d.document, ${TSQUERY}) FROM course_search_documents d WHERE d.course_id = courses.id) DESC NULLS LAST`,
        [tsquery]
      )
    }

    return (
      query
        .select('courses.*')
        // raw SQL: correlated subqueries with ::int casts (the builder's count() gives strings)
        .select(COURSE_FIGURES.map((column) => db.raw(column)))
        .withCount('modules')
        .orderBy('courses.featured', 'desc')
        .orderBy('courses.created_at', 'desc')
        .orderBy('courses.id', 'desc')
        .paginate(filters.page, CATALOG_PAGE_SIZE)
    )
  }

  /** The texts of a listed course's preview dialog (null: no such course in the catalogue). */
  preview(slug: string) {
    return this.listed()
      .where('courses.slug', slug)
      .select('id', 'slug', 'learning_path', 'outcomes', 'mentor_bio', 'mentor_experience')
      .first()
  }

  /**
   * Courses per category for the sidebar, under the same search, level and
   * duration filters (the category itself is what the sidebar chooses). One query.
   */
  async categoryCounts(filters: CatalogFilters): Promise<CategoryCounts> {
    const query = this.listed()
    this.applyFilters(query, filters)
    const rows = await query
      .select('courses.category')
      .count('* as total')
      .groupBy('courses.category')
      .pojo<{ category: CourseCategory; total: string | number }>()

    const counts = Object.fromEntries(
      COURSE_CATEGORIES.map((category) => [category, 0])
    ) as CategoryCounts
    counts.all = 0
    for (const row of rows) {
      counts[row.category] = Number(row.total)
      counts.all += Number(row.total)
    }
    return counts
  }

  private listed() {
    return Course.query().withScopes((scopes) => scopes.visible())
  }

  private applyFilters(query: CourseQuery, filters: CatalogFilters) {
    const tsquery = prefixTsquery(filters.q)
    if (tsquery) {
      query.whereExists((search) =>
        search
          .from('course_search_documents as d')
          .whereColumn('d.course_id', 'courses.id')
          // raw SQL: full-text match (@@ to_tsquery) has no query-builder form
          .whereRaw(`d.document @@ ${TSQUERY}`, [tsquery])
      )
    }
    if (filters.level) query.where('courses.level', filters.level)
    if (filters.duration) {
      const range = DURATION_RANGES[filters.duration]
      query.where('courses.duration_seconds', '>=', range.min)
      if (range.max !== null) query.where('courses.duration_seconds', '<=', range.max)
    }
  }
}
