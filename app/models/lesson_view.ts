import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

export default class LessonView extends BaseModel {
  static table = 'lesson_views'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare lessonId: number

  @column()
  declare userId: number | null

  @column.dateTime()
  declare viewedAt: DateTime
}
