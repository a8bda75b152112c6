import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

function localDay(date: Date) {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** Seconds a learner studied a lesson on one São Paulo calendar day. */
export default class StudyTimeEntry extends BaseModel {
  static table = 'study_time_entries'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare lessonId: number

  @column()
  declare courseId: number

  /** 'YYYY-MM-DD'; node-postgres hands a date column over as local midnight */
  @column({ consume: (value) => (value instanceof Date ? localDay(value) : value) })
  declare day: string

  @column()
  declare seconds: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null
}
