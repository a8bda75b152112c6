import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { AdminActivityKind } from '#domain/admin/admin_activity'
import User from '#models/user'

/** One action taken in the admin area (see database/migrations/0401_…). */
export default class AdminActivity extends BaseModel {
  static table = 'admin_activities'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number | null

  @column()
  declare kind: AdminActivityKind

  @column()
  declare subjectTitle: string

  @column()
  declare contextTitle: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>
}
