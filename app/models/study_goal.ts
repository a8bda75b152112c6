import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** A learner's weekly study goal in hours (absent row = the 5 h default). */
export default class StudyGoal extends BaseModel {
  static table = 'study_goals'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare weeklyHours: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null
}
