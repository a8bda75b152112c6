import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import Course from '#models/course'
import Lesson from '#models/lesson'

export default class CourseModule extends BaseModel {
  static table = 'course_modules'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare courseId: number

  @column()
  declare title: string

  @column()
  declare description: string | null

  @column()
  declare orderIndex: number

  /** In a 'scheduled' course: days after the member's enrolment the module opens */
  @column()
  declare releaseAfterDays: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  @belongsTo(() => Course)
  declare course: BelongsTo<typeof Course>

  @hasMany(() => Lesson, { foreignKey: 'moduleId' })
  declare lessons: HasMany<typeof Lesson>
}
