import type { PacingMode } from '#domain/catalog/pacing'
import { DateTime } from 'luxon'
import { BaseModel, column, hasMany, scope } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import type { ChainableContract } from '@adonisjs/lucid/types/querybuilder'
import type { CourseCategory, CourseLevel, CourseTab, SimulatorKind } from '#domain/catalog/catalog'
import { jsonColumn } from '#models/json_column'
import CourseModule from '#models/course_module'
import Lesson from '#models/lesson'
import CourseMaterial from '#models/course_material'
import CourseReview from '#models/course_review'

export default class Course extends BaseModel {
  /** Published (archived or not: an archived course keeps its learners' lessons). */
  static published = scope((query) => {
    query.where('courses.is_published', true)
  })

  /**
   * What the catalogue shows: published and not archived. The one place this
   * rule is written: the scope for the query builder, `visibleSql` for the
   * SQL a query builder cannot express, `isVisible` for a row already read.
   */
  static visible = scope((query) => {
    Course.whereVisible(query)
  })

  /** `visible` on any query holding the courses row as `alias` (a join, a subquery). */
  static whereVisible<Query extends ChainableContract>(query: Query, alias: string = 'courses') {
    return query.where(`${alias}.is_published`, true).whereNull(`${alias}.archived_at`)
  }

  /** `visible` as an SQL condition on the courses row named `alias`. */
  static visibleSql(alias: string = 'courses') {
    return `(${alias}.is_published = true AND ${alias}.archived_at IS NULL)`
  }

  /** Everything the admin area lists by default (drafts included, archived left out). */
  static notArchived = scope((query) => {
    Course.whereNotArchived(query)
  })

  /** `notArchived` on any query holding the courses row as `alias` (a join, a subquery). */
  static whereNotArchived<Query extends ChainableContract>(
    query: Query,
    alias: string = 'courses'
  ) {
    return query.whereNull(`${alias}.archived_at`)
  }

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare slug: string

  @column()
  declare title: string

  @column()
  declare subtitle: string | null

  @column()
  declare description: string | null

  @column()
  declare category: CourseCategory

  @column()
  declare level: CourseLevel

  /**
   * The course's length: the sum of its published lessons' durations
   * (#domain/lesson_duration), kept by a database trigger on lessons (0811).
   */
  @column()
  declare durationSeconds: number

  @column()
  declare thumbnailUrl: string | null

  @column()
  declare imageEmoji: string | null

  /** BRL; 0 means free. pg returns numeric as a string, so it is parsed here. */
  @column({ consume: (value) => Number(value) })
  declare price: number

  @column()
  declare isPublished: boolean

  /** 'free', 'in_order' or 'scheduled' (#domain/catalog/pacing) */
  @column()
  declare pacing: PacingMode

  @column()
  declare featured: boolean

  @column(jsonColumn)
  declare tags: string[]

  @column(jsonColumn)
  declare features: string[]

  @column(jsonColumn)
  declare objectives: string[]

  @column(jsonColumn)
  declare learningPath: string[]

  @column(jsonColumn)
  declare outcomes: string[]

  @column()
  declare mentorName: string | null

  @column()
  declare mentorAvatar: string | null

  @column()
  declare mentorBio: string | null

  @column()
  declare mentorExperience: string | null

  @column(jsonColumn)
  declare tabs: CourseTab[]

  @column(jsonColumn)
  declare simulators: SimulatorKind[]

  @column()
  declare previewVideoUrl: string | null

  /** WebVTT captions (pt-BR) of the preview video, a public file like the video */
  @column()
  declare previewCaptionsUrl: string | null

  @column()
  declare hasCertificate: boolean

  @column.dateTime()
  declare archivedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  /** `visible` for a course already read. */
  get isVisible() {
    return this.isPublished && this.archivedAt === null
  }

  @hasMany(() => CourseModule)
  declare modules: HasMany<typeof CourseModule>

  @hasMany(() => Lesson)
  declare lessons: HasMany<typeof Lesson>

  @hasMany(() => CourseMaterial)
  declare materials: HasMany<typeof CourseMaterial>

  @hasMany(() => CourseReview)
  declare reviews: HasMany<typeof CourseReview>
}
