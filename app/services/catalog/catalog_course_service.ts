import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import type { HttpContext } from '@adonisjs/core/http'
import Course from '#models/course'
import NotFoundException from '#exceptions/not_found_exception'
import CourseReview from '#models/course_review'
import type User from '#models/user'
import ProgressService, {
  summarizeRows,
  type CourseProgressSummary,
  type LearnerRow,
} from '#services/learning/progress_service'
import { asJsonList, selectScalars } from '#services/platform/scalar_queries'
import { remember } from '#services/platform/content_cache'
import { modelFromJson, modelFromRow } from '#services/platform/model_json'
import { CATALOG, FIGURES, courseTag } from '#domain/platform/content_tags'
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

/** Who is looking at a course page: the Conteúdo tab's viewer, plus their review and favourite. */
export type CourseViewer = ContentViewer & { ownReview: CourseReview | null; isFavorite: boolean }

/** What the Conteúdo tab opens with: its module list, and the module to open first. */
export type ContentRequest = {
  /** `?modulos=todos`: every module heading, not only the first ones */
  allModules: boolean
  /** `?modulo=`: this module opens, with all its lessons */
  module: ModuleKey | null
}

/** What the page shows of the member's own, besides their progress: read with it in one query. */
type MemberFacts = {
  learner_rows: LearnerRow[]
  failed_ids: number[]
  own_review: Record<string, unknown> | null
  favorite: boolean
}

/**
 * Everything the course page template shows first, for any course. A fixed
 * number of queries and a bounded amount of data whatever the number of
 * modules, lessons and reviews: the lessons of other modules load on demand.
 * What is the same for everyone (the course, its outline and lessons, its
 * figures and materials) is remembered per course until it changes
 * (#services/platform/content_cache); a member's page adds one query, for
 * what is their own.
 */
@inject()
export default class CatalogCourseService {
  constructor(
    private content: CourseContentService,
    private subscriptions: SubscriptionStatusService,
    private progress: ProgressService
  ) {}

  /** The course at this address (any state: CoursePolicy decides who sees it), remembered. */
  async findBySlug(slug: string) {
    const row = await remember(
      `course-page:course ${slug}`,
      [CATALOG],
      () => Course.query().where('slug', slug).pojo<Record<string, unknown>>().first(),
      { onlyFound: true }
    )
    /* Each request its own model, from its own copy of the remembered row. */
    return row ? modelFromRow(Course, row) : null
  }

  /** The member's completions, course row, failed quizzes, review and favourite, in one query. */
  private async memberFacts(userId: number, courseId: number): Promise<MemberFacts> {
    const facts = await selectScalars({
      learner_rows: asJsonList(this.progress.learnerRowsQuery(userId, [courseId])),
      // raw SQL: array_agg over a grouped subquery (HAVING NOT bool_or), one scalar of the row
      failed_ids: db.rawQuery(
        `SELECT coalesce(array_agg(f.lesson_id), '{}') FROM (
          SELECT qa.lesson_id FROM quiz_attempts qa JOIN lessons l ON l.id = qa.lesson_id
          WHERE qa.user_id = ? AND l.course_id = ? AND qa.passed IS NOT NULL
          GROUP BY qa.lesson_id HAVING NOT bool_or(qa.passed)
        ) f`,
        [userId, courseId]
      ),
      // raw SQL: the whole review row as one jsonb scalar (to_jsonb)
      own_review: db.rawQuery(
        `SELECT to_jsonb(cr) FROM course_reviews cr
          WHERE cr.course_id = ? AND cr.user_id = ? LIMIT 1`,
        [courseId, userId]
      ),
      // raw SQL: EXISTS as one boolean scalar
      favorite: db.rawQuery(
        `SELECT EXISTS (SELECT 1 FROM course_favorites WHERE user_id = ? AND course_id = ?)`,
        [userId, courseId]
      ),
    })
    return facts as MemberFacts
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

  /** The header's learners and rating, remembered until a visit, a review or the course changes. */
  figuresFor(courseId: number) {
    return remember(`course-page:figures ${courseId}`, [FIGURES, courseTag(courseId)], () =>
      this.readFigures(courseId)
    )
  }

  private async readFigures(courseId: number) {
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
    viewer: CourseViewer,
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
      isFavorite: viewer.isFavorite,
      /* The list waits for the Avaliações tab (reviewsFor); the header needs only the learner's own. */
      ownReview: viewer.ownReview,
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

  /** The learner's progress, marks and premium facts, as the lesson rows and the header need them. */
  async viewerFor(course: Course, user: User | null): Promise<CourseViewer> {
    if (!user)
      return {
        userId: null,
        progress: null,
        premium: await this.subscriptions.viewer(null),
        failedLessonIds: [],
        ownReview: null,
        isFavorite: false,
      }
    const lessons = await this.progress.publishedLessons(course.id)
    const facts = await this.memberFacts(user.id, course.id)
    const progress = summarizeRows(user.id, [course.id], lessons, facts.learner_rows).get(
      course.id
    )!
    return {
      userId: user.id,
      progress,
      premium: await this.subscriptions.viewer(user),
      failedLessonIds: facts.failed_ids.map(Number),
      ownReview: modelFromJson(CourseReview, facts.own_review),
      isFavorite: facts.favorite,
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
