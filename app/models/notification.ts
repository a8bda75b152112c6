import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import { jsonColumn } from '#models/json_column'
import type { NotificationData, NotificationKind } from '#domain/messaging/notifications'

export default class Notification extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare kind: NotificationKind

  @column()
  declare groupKey: string

  @column()
  declare actorId: number | null

  @column()
  declare count: number

  @column(jsonColumn)
  declare data: NotificationData

  /** False: kept only for the e-mail (the member turned this kind off "No site"). */
  @column()
  declare inApp: boolean

  @column.dateTime()
  declare readAt: DateTime | null

  @column.dateTime()
  declare emailedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @belongsTo(() => User, { foreignKey: 'actorId' })
  declare actor: BelongsTo<typeof User>
}
