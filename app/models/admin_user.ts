import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import type { AdminRole } from '#domain/accounts/roles'

export default class AdminUser extends BaseModel {
  static table = 'admin_users'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare role: AdminRole

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>
}
