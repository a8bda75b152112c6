import db from '@adonisjs/lucid/services/db'
import Course from '#models/course'
import Lesson from '#models/lesson'
import {
  ACTIVE_STUDENT_DAYS,
  ARTICLE_LESSON_TYPES,
  PODCAST_LESSON_TYPES,
  VIDEO_LESSON_TYPES,
  averageRating,
  type PlatformFigures,
} from '#domain/catalog/course_figures'
import { CATALOG, FIGURES } from '#domain/platform/content_tags'
import { remember } from '#services/platform/content_cache'

const typeList = (types: readonly string[]) => types.map((type) => `'${type}'`).join(', ')

/* Members: confirmed accounts, the rule of the community header and directory. */
const FIGURES_SQL = `
  WITH visible AS (
    SELECT id FROM courses WHERE ${Course.visibleSql('courses')}
  ),
  listed_lessons AS (
    SELECT l.lesson_type FROM lessons l JOIN visible v ON v.id = l.course_id WHERE ${Lesson.publishedSql('l')}
  ),
  listed_reviews AS (
    SELECT r.rating FROM course_reviews r JOIN visible v ON v.id = r.course_id
  ),
  learners AS (
    SELECT cp.user_id, max(cp.last_accessed_at) AS last_accessed_at
    FROM course_progress cp JOIN visible v ON v.id = cp.course_id
    GROUP BY cp.user_id
  )
  SELECT
    (SELECT count(*) FROM visible)::int AS courses,
    (SELECT count(*) FROM learners)::int AS students,
    (SELECT count(*) FROM learners
      WHERE last_accessed_at >= now() - make_interval(days => ${ACTIVE_STUDENT_DAYS}))::int AS active_students,
    (SELECT count(*) FROM listed_reviews)::int AS reviews,
    (SELECT coalesce(sum(rating), 0) FROM listed_reviews)::int AS rating_sum,
    (SELECT count(*) FROM listed_lessons)::int AS lessons,
    (SELECT count(*) FROM listed_lessons WHERE lesson_type IN (${typeList(VIDEO_LESSON_TYPES)}))::int AS videos,
    (SELECT count(*) FROM listed_lessons WHERE lesson_type IN (${typeList(PODCAST_LESSON_TYPES)}))::int AS podcasts,
    (SELECT count(*) FROM listed_lessons WHERE lesson_type IN (${typeList(ARTICLE_LESSON_TYPES)}))::int AS articles,
    (SELECT count(*) FROM users WHERE email_verified_at IS NOT NULL)::int AS members
`

/**
 * The platform's figures shown by the catalogue header and the landing
 * page, counted in one query over what the catalogue lists and cached
 * until a write forgets the catalogue or the figures (60 s at most: the
 * active students move with time).
 */
export default class PlatformFiguresService {
  current(): Promise<PlatformFigures> {
    return remember('platform:figures', [CATALOG, FIGURES], () => this.count())
  }

  private async count(): Promise<PlatformFigures> {
    // raw SQL: CTEs shared by several scalar subqueries, and now() - make_interval(…)
    const { rows } = await db.rawQuery(FIGURES_SQL)
    const row = rows[0]
    return {
      courses: Number(row.courses),
      students: Number(row.students),
      activeStudents: Number(row.active_students),
      averageRating: averageRating(Number(row.rating_sum), Number(row.reviews)),
      reviews: Number(row.reviews),
      lessons: Number(row.lessons),
      videos: Number(row.videos),
      podcasts: Number(row.podcasts),
      articles: Number(row.articles),
      members: Number(row.members),
    }
  }
}
