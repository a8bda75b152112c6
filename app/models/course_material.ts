import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Course from '#models/course'
import Lesson from '#models/lesson'

export const MATERIAL_TYPES = [
  'pdf',
  'video',
  'youtube',
  'audio',
  'link',
  'text',
  'image',
  'application',
] as const

export default class CourseMaterial extends BaseModel {
  static table = 'course_materials'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare title: string

  /** pdf, video, youtube, audio, link, text; for uploads the first part of the media type */
  @column()
  declare fileType: string

  @column()
  declare fileUrl: string

  @column()
  declare storageKey: string | null

  @column({ consume: (value) => (value === null ? null : Number(value)) })
  declare fileSizeBytes: number | null

  @column()
  declare courseId: number | null

  @column()
  declare lessonId: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  @belongsTo(() => Course)
  declare course: BelongsTo<typeof Course>

  @belongsTo(() => Lesson)
  declare lesson: BelongsTo<typeof Lesson>
}
