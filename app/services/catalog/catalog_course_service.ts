import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import type { HttpContext } from '@adonisjs/core/http'
import Course from '#models/course'
import NotFoundException from '#exceptions/not_found_exception'
import CourseReview from '#models/course_review'
import CourseFavorite from '#models/course_favorite'
import type User from '#models/user'
import ProgressService, { type CourseProgressSummary } from '#services/learning/progress_service'
import SubscriptionStatusService from '#services/subscription/subscription_status_service'
import CourseContentService, {
  type ContentViewer,
  type CourseContentLesson,
  type CourseOutline,
} from '#services/catalog/course_content_service'
import { courseFigures, type CourseFigures } from '#domain/catalog/course_figures'
import {
  LESSONS_SHOWN,
  MODULES_SHOWN,
  OTHER_LESSONS_KEY,
  visibleCourseTabs,
  type ModuleKey,
} from '#domain/catalog/course_page'
import type { CourseTab } from '#domain/catalog/catalog'

/** Latest reviews listed in the Avaliações tab (the learner's own always first). */
export const REVIEWS_SHOWN = 30

export type CoursePage = {
  course: Course
  figures: CourseFigures
  /** The Conteúdo tab's first modules and the course's totals */
  outline: CourseOutline
  /** The module open on arrival: its first lessons come with the page */
  openModule: ModuleKey | null
  openLessons: CourseContentLesson[]
  tabs: CourseTab[]
  signedIn: boolean
  progress: CourseProgressSummary | null
  isFavorite: boolean
  ownReview: CourseReview | null
  /** Signed in and started the course, so may post a review */
  canReview: boolean
}

/** What the Conteúdo tab opens with: its module list, and the module to open first. */
export type ContentRequest = {
  /** `?modulos=todos`: every module heading, not only the first ones */
  allModules: boolean
  /** `?modulo=`: this module opens, with all its lessons */
  module: ModuleKey | null
}

/**
 * Everything the course page template shows first, for any course. A fixed
 * number of queries and a bounded amount of data whatever the number of
 * modules, lessons and reviews: the lessons of other modules load on demand.
 */
@inject()
export default class CatalogCourseService {
  constructor(
    private progressService: ProgressService,
    private content: CourseContentService,
    private subscriptions: SubscriptionStatusService
  ) {}

  findBySlug(slug: string) {
    return Course.query().where('slug', slug).first()
  }

  /**
   * The course at /cursos/{slug} when the visitor may see it (CoursePolicy:
   * visible, or staff), else the 404 page.
   */
  async visibleCourse(slug: string, bouncer: HttpContext['bouncer']) {
    const course = await this.findBySlug(slug)
    if (!course || (await bouncer.with('CoursePolicy').denies('view', course)))
      throw new NotFoundException('course')
    return course
  }

  async figuresFor(courseId: number) {
    // raw SQL: three scalar subqueries with ::int casts in one row, one round trip
    const result = await db.rawQuery(
      `SELECT
        (SELECT count(*) FROM course_progress WHERE course_id = :id)::int AS enrolled_learners,
        (SELECT count(*) FROM course_reviews WHERE course_id = :id)::int AS review_count,
        (SELECT coalesce(sum(rating), 0) FROM course_reviews WHERE course_id = :id)::int AS rating_sum`,
      { id: courseId }
    )
    return result.rows[0] as { enrolled_learners: number; review_count: number; rating_sum: number }
  }

  /** `viewer` from viewerFor (once per request: the marks of every lesson list need it). */
  async pageFor(
    course: Course,
    user: User | null,
    viewer: ContentViewer,
    request: ContentRequest
  ): Promise<CoursePage> {
    /* Sequential on purpose: inside a transaction the queries share one connection. */
    const outline = await this.content.outline(
      course,
      viewer,
      request.allModules ? null : MODULES_SHOWN
    )
    const openModule = request.module ?? outline.nextLessonModule ?? firstWithLessons(outline)
    /* A module named in the address comes whole, from moduleLessons. */
    const openLessons =
      openModule === null || request.module !== null
        ? []
        : await this.content.lessons(course, openModule, viewer, LESSONS_SHOWN)
    const counts = await this.figuresFor(course.id)
    /* The list waits for the Avaliações tab (reviewsFor); the header needs only the learner's own. */
    const ownReview = user
      ? await CourseReview.query().where('course_id', course.id).where('user_id', user.id).first()
      : null
    const favorite = user
      ? await CourseFavorite.query().where('user_id', user.id).where('course_id', course.id).first()
      : null
    const progress = viewer.progress

    return {
      course,
      figures: courseFigures({
        enrolledLearners: counts.enrolled_learners,
        reviewCount: counts.review_count,
        ratingSum: counts.rating_sum,
      }),
      outline,
      openModule,
      openLessons,
      tabs: visibleCourseTabs(course.tabs ?? [], progress ? progress.percent : null),
      signedIn: user !== null,
      progress,
      isFavorite: favorite !== null,
      ownReview,
      canReview: Boolean(progress?.started),
    }
  }

  /** All the lessons of one module (asked for when the learner opens it). */
  moduleLessons(course: Course, module: ModuleKey, viewer: ContentViewer) {
    return this.content.lessons(course, module, viewer, null)
  }

  /** Whether `?modulo=` names a module of this course. */
  hasModule(course: Course, module: ModuleKey) {
    return this.content.hasModule(course, module)
  }

  /** The learner's progress and premium facts, as the lesson rows need them. */
  async viewerFor(course: Course, user: User | null): Promise<ContentViewer> {
    if (!user)
      return { userId: null, progress: null, premium: await this.subscriptions.viewer(null) }
    return {
      userId: user.id,
      progress: await this.progressService.summaryFor(user.id, course.id),
      premium: await this.subscriptions.viewer(user),
    }
  }

  /** The Avaliações tab's list: the latest reviews, the learner's own first. */
  reviewsFor(courseId: number, userId: number | null) {
    const query = CourseReview.query()
      .leftJoin('profiles', 'profiles.user_id', 'course_reviews.user_id')
      .where('course_reviews.course_id', courseId)
      .select('course_reviews.*', 'profiles.avatar_url as author_avatar_url')
    // raw SQL: ordering by a boolean expression (the learner's own review first)
    if (userId !== null) query.orderByRaw('(course_reviews.user_id = ?) DESC NULLS LAST', [userId])
    return query
      .orderBy('course_reviews.created_at', 'desc')
      .orderBy('course_reviews.id', 'desc')
      .limit(REVIEWS_SHOWN)
  }
}

/** Visitors and learners who have not started open the first module that has lessons. */
function firstWithLessons(outline: CourseOutline): ModuleKey | null {
  const module = outline.modules.find((entry) => entry.lessonCount > 0)
  return module ? (module.id ?? OTHER_LESSONS_KEY) : null
}
