import { DateTime } from 'luxon'
import { BaseModel, beforeSave, belongsTo, column, hasMany, scope } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import type { ChainableContract } from '@adonisjs/lucid/types/querybuilder'
import type { LessonType, SimulatorKind } from '#domain/catalog/catalog'
import { jsonColumn } from '#models/json_column'
import { isQuizLesson, lessonDurationSeconds } from '#domain/catalog/lesson_duration'
import { LESSON_QUIZ_SECONDS } from '#domain/learning/quiz'
import Course from '#models/course'
import CourseModule from '#models/course_module'
import CourseMaterial from '#models/course_material'

export default class Lesson extends BaseModel {
  /**
   * Lessons learners see (drafts stay in the admin area). The one place
   * this rule is written: the scope, and `publishedSql` for raw SQL.
   */
  static published = scope((query) => {
    Lesson.wherePublished(query)
  })

  /** `published` on any query holding the lessons row as `alias` (a join, a subquery). */
  static wherePublished<Query extends ChainableContract>(query: Query, alias: string = 'lessons') {
    return query.where(`${alias}.is_published`, true)
  }

  /** `published` as an SQL condition on the lessons row named `alias`. */
  static publishedSql(alias: string = 'lessons') {
    return `${alias}.is_published = true`
  }

  /**
   * Course order: how learners meet the lessons, and how their addresses
   * (/cursos/{slug}/aula/{position}) number them.
   */
  static inCourseOrder = scope((query) => {
    Lesson.orderInCourse(query)
  })

  /** `inCourseOrder` on any query holding the lessons row as `alias`. */
  static orderInCourse<Query extends ChainableContract>(query: Query, alias: string = 'lessons') {
    return query.orderBy(`${alias}.order_index`).orderBy(`${alias}.id`)
  }

  /** `inCourseOrder` as an SQL ORDER BY list on the lessons row named `alias`. */
  static courseOrderSql(alias: string = 'lessons') {
    return `${alias}.order_index, ${alias}.id`
  }

  /**
   * A course's published lessons in course order. A lesson's position (the N
   * of 'Aula N' and of /cursos/{slug}/aula/{N}) is its place, 1…N, in this list.
   */
  static publishedOf(courseId: number) {
    return Lesson.query()
      .where('lessons.course_id', courseId)
      .withScopes((scopes) => {
        scopes.published()
        scopes.inCourseOrder()
      })
  }

  /** The position of each published lesson of a course: id → 1…N (`publishedOf`). */
  static async positionsIn(courseId: number) {
    const lessons = await Lesson.publishedOf(courseId).select('lessons.id')
    return new Map(lessons.map((lesson, index) => [lesson.id, index + 1]))
  }

  /**
   * `positionsIn` for raw SQL: a lesson's rank in course order among the
   * query's rows, which must be published lessons only (`publishedSql`).
   */
  static positionSql(alias: string = 'lessons') {
    return `CAST(row_number() OVER (PARTITION BY ${alias}.course_id ORDER BY ${Lesson.courseOrderSql(alias)}) AS int)`
  }

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare courseId: number

  @column()
  declare moduleId: number | null

  @column()
  declare title: string

  @column()
  declare description: string | null

  /** Markdown */
  @column()
  declare content: string | null

  @column()
  declare videoUrl: string | null

  /** Words of the video's WebVTT captions, for search (set with the captions) */
  @column()
  declare captionsText: string | null

  /** The uploaded captions file's name as the admin sent it (null: none, or seeded) */
  @column()
  declare captionsFileName: string | null

  /** How many cues the captions have (null: no captions) */
  @column()
  declare captionsCueCount: number | null

  /** Real length of the media (probed file, or YouTube as typed/reported); null while unknown */
  @column()
  declare mediaSeconds: number | null

  /** The length every page shows (#domain/lesson_duration) */
  @column()
  declare durationSeconds: number

  @column()
  declare lessonType: LessonType

  @column(jsonColumn)
  declare objectives: string[]

  @column()
  declare simulator: SimulatorKind | null

  @column()
  declare orderIndex: number

  @column()
  declare isPublished: boolean

  @column()
  declare isFreePreview: boolean

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  /** The length a lesson shows: its media's, its words' or its quiz's time limit. */
  static durationSecondsOf(lesson: {
    lessonType: string
    mediaSeconds: number | null
    content: string | null
  }) {
    return lessonDurationSeconds({ ...lesson, quizSeconds: LESSON_QUIZ_SECONDS })
  }

  /**
   * The length the pages show follows the media, the words or the quiz's
   * time limit. A quiz lesson that stays one keeps its length: its quiz's own
   * limit, kept in step by QuizAdminService#syncDuration.
   */
  @beforeSave()
  static computeDuration(lesson: Lesson) {
    if (lesson.$isPersisted && !('lessonType' in lesson.$dirty) && isQuizLesson(lesson.lessonType))
      return
    lesson.durationSeconds = Lesson.durationSecondsOf({
      lessonType: lesson.lessonType,
      mediaSeconds: lesson.mediaSeconds ?? null,
      content: lesson.content ?? null,
    })
  }

  @belongsTo(() => Course)
  declare course: BelongsTo<typeof Course>

  @belongsTo(() => CourseModule, { foreignKey: 'moduleId' })
  declare module: BelongsTo<typeof CourseModule>

  @hasMany(() => CourseMaterial)
  declare materials: HasMany<typeof CourseMaterial>
}
