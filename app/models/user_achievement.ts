import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Achievement from '#models/achievement'

export default class UserAchievement extends BaseModel {
  static table = 'user_achievements'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare achievementId: number

  @column.dateTime()
  declare earnedAt: DateTime

  @belongsTo(() => Achievement)
  declare achievement: BelongsTo<typeof Achievement>
}
