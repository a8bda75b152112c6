import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, hasMany, scope } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import type { LessonType, SimulatorKind } from '#domain/catalog'
import { jsonColumn } from '#models/json_column'
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

  @column()
  declare durationMinutes: number

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

  @belongsTo(() => Course)
  declare course: BelongsTo<typeof Course>

  @belongsTo(() => CourseModule, { foreignKey: 'moduleId' })
  declare module: BelongsTo<typeof CourseModule>

  @hasMany(() => CourseMaterial)
  declare materials: HasMany<typeof CourseMaterial>
}
