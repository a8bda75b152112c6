import { DateTime } from 'luxon'
import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import Course from '#models/course'
import Lesson from '#models/lesson'
import CourseModule from '#models/course_module'
import CourseMaterial from '#models/course_material'
import type { CourseCategory, CourseLevel } from '#domain/catalog/catalog'
import { slugify } from '#domain/admin/admin_text'
import type { PacingMode } from '#domain/catalog/pacing'
import { courseContentStats } from '#domain/admin/admin_stats'
import ActivityService from '#services/admin/activity_service'
import { isForeignKeyViolation } from '#services/platform/database_errors'

export type CourseInput = {
  title: string
  slug?: string | null
  description?: string | null
  level: CourseLevel
  category: CourseCategory
  thumbnailUrl?: string | null
  previewVideoUrl?: string | null
  /** Included in the subscription: sold at `price`; otherwise free (price 0). Absent: unchanged. */
  premium?: boolean
  price?: number
  /** 'Ritmo do curso' (#domain/catalog/pacing); absent: unchanged ('free' for a new course) */
  pacing?: PacingMode
}

/** The stored price: a Premium course keeps its reference price, any other is free. */
function priceOf(input: CourseInput, current: number) {
  if (input.premium === undefined) return current
  return input.premium ? (input.price ?? current) : 0
}

export const RECENT_LESSONS_ON_OVERVIEW = 5

/** Courses in the admin area: list, detail, create/edit, publication, delete-or-archive. */
@inject()
export default class CourseAdminService {
  constructor(private activity: ActivityService) {}

  /** Active (or archived) courses, newest first, with their lesson counts. */
  list(options: { archived: boolean }) {
    const query = Course.query()
      .withCount('lessons')
      .withCount('lessons', (lessons) =>
        lessons.withScopes((scopes) => scopes.published()).as('published_lessons_count')
      )
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
    return options.archived
      ? query.whereNotNull('archived_at')
      : query.withScopes((scopes) => scopes.notArchived())
  }

  async archivedCount() {
    const row = await db.from('courses').whereNotNull('archived_at').count('* as total').first()
    return Number(row?.total ?? 0)
  }

  /** Id and title of every active course, by title (filters and selects). */
  options() {
    return Course.query()
      .withScopes((scopes) => scopes.notArchived())
      .select('id', 'title')
      .orderBy('title', 'asc')
  }

  async detail(course: Course) {
    const [modules, lessons, materials] = await Promise.all([
      CourseModule.query().where('course_id', course.id).orderBy('order_index').orderBy('id'),
      Lesson.query().where('course_id', course.id).orderBy('order_index').orderBy('id'),
      CourseMaterial.query()
        .where('course_id', course.id)
        .preload('lesson', (lesson) => lesson.select('id', 'title'))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc'),
    ])
    const recentLessons = [...lessons]
      .sort((a, b) => b.createdAt.toMillis() - a.createdAt.toMillis() || b.id - a.id)
      .slice(0, RECENT_LESSONS_ON_OVERVIEW)
    const stats = courseContentStats({
      totalLessons: lessons.length,
      publishedLessons: lessons.filter((lesson) => lesson.isPublished).length,
      totalMaterials: materials.length,
    })
    return { modules, lessons, materials, recentLessons, stats }
  }

  async create(input: CourseInput, actorId: number) {
    return db.transaction(async (trx) => {
      const slug = input.slug || (await this.#uniqueSlug(input.title))
      const course = await Course.create(
        {
          title: input.title,
          slug,
          description: input.description ?? null,
          level: input.level,
          category: input.category,
          thumbnailUrl: input.thumbnailUrl ?? null,
          previewVideoUrl: input.previewVideoUrl ?? null,
          price: priceOf(input, 0),
          pacing: input.pacing ?? 'free',
          isPublished: false,
        },
        { client: trx }
      )
      await this.activity.record(actorId, 'course_created', course.title, null, trx)
      return course
    })
  }

  async update(course: Course, input: CourseInput, actorId: number) {
    return db.transaction(async (trx) => {
      course.useTransaction(trx)
      const previewVideoUrl = input.previewVideoUrl ?? null
      /* Captions belong to the old preview: a new video starts without them. */
      if (previewVideoUrl !== course.previewVideoUrl) course.previewCaptionsUrl = null
      course.merge({
        title: input.title,
        slug: input.slug || course.slug,
        description: input.description ?? null,
        level: input.level,
        category: input.category,
        thumbnailUrl: input.thumbnailUrl ?? null,
        previewVideoUrl,
        price: priceOf(input, course.price),
        pacing: input.pacing ?? course.pacing,
      })
      await course.save()
      await this.activity.record(actorId, 'course_updated', course.title, null, trx)
      return course
    })
  }

  /** Flips draft ⇄ published; returns the new state. */
  async togglePublication(course: Course, actorId: number) {
    return this.activity.togglePublication(course, 'course', actorId)
  }

  /**
   * Deletes a course, unless learners have anything in it (progress,
   * reviews, or any other row that refers to it): then it
   * is archived — unpublished and hidden — so no learner data is lost.
   */
  async remove(course: Course, actorId: number): Promise<'deleted' | 'archived'> {
    if (await this.hasLearnerData(course.id)) {
      await this.#archive(course, actorId)
      return 'archived'
    }
    try {
      await db.transaction(async (trx) => {
        await this.activity.record(actorId, 'course_deleted', course.title, null, trx)
        /* Through the model: its hook forgets the course's page and the catalogue (content_cache). */
        await course.useTransaction(trx).delete()
      })
      return 'deleted'
    } catch (error) {
      /* Another area's table still refers to the course (RESTRICT): keep it, archived. */
      if (!isForeignKeyViolation(error)) throw error
      await this.#archive(course, actorId)
      return 'archived'
    }
  }

  async restore(course: Course, actorId: number) {
    await db.transaction(async (trx) => {
      course.useTransaction(trx)
      course.archivedAt = null
      course.isPublished = false
      await course.save()
      await this.activity.record(actorId, 'course_restored', course.title, null, trx)
    })
  }

  async hasLearnerData(courseId: number) {
    const row = await db
      // raw SQL: four EXISTS in one boolean, one round trip
      .rawQuery(
        `select
           exists(select 1 from course_progress where course_id = :id)
           or exists(select 1 from lesson_progress join lessons on lessons.id = lesson_progress.lesson_id where lessons.course_id = :id)
           or exists(select 1 from course_reviews where course_id = :id and user_id is not null)
           or exists(select 1 from quiz_attempts where course_id = :id) as has_data`,
        { id: courseId }
      )
      .then((result) => result.rows[0])
    return Boolean(row?.has_data)
  }

  async #archive(course: Course, actorId: number) {
    await db.transaction(async (trx) => {
      course.useTransaction(trx)
      course.archivedAt = DateTime.now()
      course.isPublished = false
      await course.save()
      await this.activity.record(actorId, 'course_archived', course.title, null, trx)
    })
  }

  /** Slug from the title, with -2, -3… when it is taken. */
  async #uniqueSlug(title: string) {
    const base = slugify(title) || 'curso'
    const rows = await db
      .from('courses')
      .where('slug', base)
      .orWhere('slug', 'like', `${base}-%`)
      .select('slug')
    const taken = new Set(rows.map((row) => row.slug as string))
    if (!taken.has(base)) return base
    let suffix = 2
    while (taken.has(`${base}-${suffix}`)) suffix += 1
    return `${base}-${suffix}`
  }
}
