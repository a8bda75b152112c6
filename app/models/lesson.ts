import { DateTime } from 'luxon'
import { BaseModel, beforeSave, belongsTo, column, hasMany, scope } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import type { LessonType, SimulatorKind } from '#domain/catalog/catalog'
import { jsonColumn } from '#models/json_column'
import { lessonDurationSeconds } from '#domain/catalog/lesson_duration'
import { LESSON_QUIZ_SECONDS } from '#domain/learning/quiz'
import Course from '#models/course'
import CourseModule from '#models/course_module'
import CourseMaterial from '#models/course_material'

export default class Lesson extends BaseModel {
  /** Lessons learners see (drafts stay in the admin area). */
  static published = scope((query) => {
    query.where('lessons.is_published', true)
  })

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

  /** The length the pages show follows the media, the words or the quiz's time limit. */
  @beforeSave()
  static computeDuration(lesson: Lesson) {
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
