/*
| The figures the pages show about courses and the platform, all counted
| in the database (no marketing figure is ever added on top):
| - a course's students: learners who started it (a course_progress row);
| - its rating: the average of its reviews (course_reviews), one decimal,
|   null while it has none ('Sem avaliações');
| - its reviews: the rows of course_reviews.
| The platform figures count only what the catalogue lists (published and
| not archived courses, their published lessons).
*/
import { formatNumber } from '../platform/format.js'
import { lessonTypesCounted } from './lesson_types.js'

export type CourseFigureInputs = {
  /** Learners who started the course on the platform */
  enrolledLearners: number
  /** Rows in course_reviews and the sum of their ratings */
  reviewCount: number
  ratingSum: number
}

export type CourseFigures = { students: number; rating: number | null; reviews: number }

/** Days of the window in which a learner who opened a course counts as an active student. */
export const ACTIVE_STUDENT_DAYS = 30

/** What the catalogue header and the landing page count, from one query. */
export type PlatformFigures = {
  /** Published, non-archived courses (the catalogue's 'Todos os cursos') */
  courses: number
  /** Distinct learners who started one of those courses */
  students: number
  /** Distinct learners who opened one of those courses in the last ACTIVE_STUDENT_DAYS days */
  activeStudents: number
  /** Average of every review of those courses, one decimal; null without reviews */
  averageRating: number | null
  reviews: number
  /** Published lessons of those courses, in total and by kind */
  lessons: number
  videos: number
  podcasts: number
  articles: number
  /** Confirmed accounts (the community's 'membros') */
  members: number
}

/** Lesson types counted as 'Vídeos', 'Podcasts' and 'Artigos' on the landing page. */
export const VIDEO_LESSON_TYPES = lessonTypesCounted('videos')
export const PODCAST_LESSON_TYPES = lessonTypesCounted('podcasts')
export const ARTICLE_LESSON_TYPES = lessonTypesCounted('articles')

/** Rating rounded to one decimal, as the pages show it (4,8). */
export function roundRating(value: number) {
  return Math.round(value * 10) / 10
}

/** Average of `count` ratings summing to `sum`; null when there is none. */
export function averageRating(sum: number, count: number) {
  return count > 0 ? roundRating(sum / count) : null
}

export function courseFigures(input: CourseFigureInputs): CourseFigures {
  return {
    students: Math.max(0, input.enrolledLearners),
    rating: averageRating(input.ratingSum, input.reviewCount),
    reviews: Math.max(0, input.reviewCount),
  }
}

/** '4,8', or 'Sem avaliações' for a course nobody reviewed yet. */
export const NO_REVIEWS_LABEL = 'Sem avaliações'

export function ratingLabel(rating: number | null) {
  if (rating === null) return NO_REVIEWS_LABEL
  return formatNumber(rating, 1)
}

/** '1 avaliação', '1.234 avaliações', 'Sem avaliações'. */
export function reviewsLabel(reviews: number) {
  if (reviews === 0) return NO_REVIEWS_LABEL
  if (reviews === 1) return '1 avaliação'
  return `${formatNumber(reviews)} avaliações`
}
