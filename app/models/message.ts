import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import Conversation from '#models/conversation'

/** One direct message. Its id is a bigint, which the pg driver returns as a string. */
export default class Message extends BaseModel {
  @column({ isPrimary: true, consume: (value) => Number(value) })
  declare id: number

  @column()
  declare conversationId: number

  @column()
  declare senderId: number

  @column()
  declare content: string

  @column()
  declare isRead: boolean

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @belongsTo(() => Conversation)
  declare conversation: BelongsTo<typeof Conversation>

  @belongsTo(() => User, { foreignKey: 'senderId' })
  declare sender: BelongsTo<typeof User>
}
