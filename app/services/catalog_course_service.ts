import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import Course from '#models/course'
import CourseModule from '#models/course_module'
import Lesson from '#models/lesson'
import CourseReview from '#models/course_review'
import CourseFavorite from '#models/course_favorite'
import type User from '#models/user'
import ProgressService, { type CourseProgressSummary } from '#services/progress_service'
import { courseFigures, type CourseFigures } from '#domain/course_figures'
import { lessonMark, visibleCourseTabs, type LessonMark } from '#domain/course_page'
import type { CourseTab, LessonType } from '#domain/catalog'

/** Latest reviews listed on the course page (the learner's own always first). */
export const REVIEWS_SHOWN = 30

export type CourseContentLesson = {
  id: number
  title: string
  type: LessonType
  durationMinutes: number
  /** 1…N among the course's published lessons (the lesson URL); null while unpublished */
  position: number | null
  mark: LessonMark
}

export type CourseContentModule = {
  /** null for the lessons that belong to no module */
  id: number | null
  title: string
  description: string | null
  durationMinutes: number
  lessonCount: number
  completedCount: number
  lessons: CourseContentLesson[]
}

export type CoursePage = {
  course: Course
  figures: CourseFigures
  modules: CourseContentModule[]
  tabs: CourseTab[]
  reviews: CourseReview[]
  signedIn: boolean
  progress: CourseProgressSummary | null
  isFavorite: boolean
  ownReview: CourseReview | null
  /** Signed in and started the course, so may post a review */
  canReview: boolean
}

/**
 * Everything the course page template shows, for any course. A fixed
 * number of queries whatever the number of modules, lessons and reviews.
 */
@inject()
export default class CatalogCourseService {
  constructor(private progressService: ProgressService) {}

  findBySlug(slug: string) {
    return Course.query().where('slug', slug).first()
  }

  async figuresFor(courseId: number) {
    const result = await db.rawQuery(
      `SELECT
        (SELECT count(*) FROM course_progress WHERE course_id = :id)::int AS enrolled_learners,
        (SELECT count(*) FROM course_reviews WHERE course_id = :id)::int AS review_count,
        (SELECT coalesce(sum(rating), 0) FROM course_reviews WHERE course_id = :id)::int AS rating_sum`,
      { id: courseId }
    )
    return result.rows[0] as { enrolled_learners: number; review_count: number; rating_sum: number }
  }

  async pageFor(course: Course, user: User | null): Promise<CoursePage> {
    /* Sequential on purpose: inside a transaction the queries share one connection. */
    const modules = await CourseModule.query()
      .where('course_id', course.id)
      .orderBy('order_index')
      .orderBy('id')
    const lessons = await Lesson.query()
      .where('course_id', course.id)
      .select(
        'id',
        'module_id',
        'title',
        'lesson_type',
        'duration_minutes',
        'order_index',
        'is_published'
      )
      .orderBy('order_index')
      .orderBy('id')
    const counts = await this.figuresFor(course.id)
    const reviews = await this.reviewsQuery(course.id, user?.id ?? null)
    const favorite = user
      ? await CourseFavorite.query().where('user_id', user.id).where('course_id', course.id).first()
      : null
    const progress = user ? await this.progressService.summaryFor(user.id, course.id) : null

    const ownReview = user ? (reviews.find((review) => review.userId === user.id) ?? null) : null

    return {
      course,
      figures: courseFigures({
        enrolledLearners: counts.enrolled_learners,
        reviewCount: counts.review_count,
        ratingSum: counts.rating_sum,
      }),
      modules: this.content(modules, lessons, progress),
      tabs: visibleCourseTabs(course.tabs ?? [], progress ? progress.percent : null),
      reviews,
      signedIn: user !== null,
      progress,
      isFavorite: favorite !== null,
      ownReview,
      canReview: Boolean(progress?.started),
    }
  }

  private reviewsQuery(courseId: number, userId: number | null) {
    const query = CourseReview.query()
      .leftJoin('profiles', 'profiles.user_id', 'course_reviews.user_id')
      .where('course_reviews.course_id', courseId)
      .select('course_reviews.*', 'profiles.avatar_url as author_avatar_url')
    if (userId !== null) query.orderByRaw('(course_reviews.user_id = ?) DESC NULLS LAST', [userId])
    return query
      .orderBy('course_reviews.created_at', 'desc')
      .orderBy('course_reviews.id', 'desc')
      .limit(REVIEWS_SHOWN)
  }

  /** Modules in order with their lessons, positions and the learner's marks. */
  private content(
    modules: CourseModule[],
    lessons: Lesson[],
    progress: CourseProgressSummary | null
  ) {
    const completed = new Set(progress?.completedLessonIds ?? [])
    let position = 0
    const entries = lessons.map((lesson) => {
      const lessonPosition = lesson.isPublished ? ++position : null
      const entry: CourseContentLesson = {
        id: lesson.id,
        title: lesson.title,
        type: lesson.lessonType,
        durationMinutes: lesson.durationMinutes,
        position: lessonPosition,
        mark: lessonMark({
          position: lessonPosition,
          completed: completed.has(lesson.id),
          started: Boolean(progress?.started),
          percent: progress?.percent ?? 0,
          continuePosition: progress?.continuePosition ?? 1,
        }),
      }
      return { moduleId: lesson.moduleId, entry }
    })

    const moduleIds = new Set(modules.map((module) => module.id))
    const groups: Array<{ id: number | null; title: string; description: string | null }> =
      modules.map((module) => ({
        id: module.id,
        title: module.title,
        description: module.description,
      }))
    if (entries.some(({ moduleId }) => moduleId === null || !moduleIds.has(moduleId))) {
      groups.push({ id: null, title: 'Outras aulas', description: null })
    }

    return groups
      .map((group): CourseContentModule => {
        const inGroup = entries
          .filter(({ moduleId }) =>
            group.id === null
              ? moduleId === null || !moduleIds.has(moduleId)
              : moduleId === group.id
          )
          .map(({ entry }) => entry)
        return {
          ...group,
          durationMinutes: inGroup.reduce((sum, lesson) => sum + lesson.durationMinutes, 0),
          lessonCount: inGroup.length,
          completedCount: inGroup.filter((lesson) => lesson.mark === 'completed').length,
          lessons: inGroup,
        }
      })
      .filter((group) => group.id !== null || group.lessons.length > 0)
  }
}
