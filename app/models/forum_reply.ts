import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import ForumDiscussion from '#models/forum_discussion'

export default class ForumReply extends BaseModel {
  static table = 'forum_replies'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare discussionId: number

  @column()
  declare userId: number

  @column()
  declare body: string

  @column()
  declare likesCount: number

  @column.dateTime()
  declare hiddenAt: DateTime | null

  @column()
  declare hiddenReason: string | null

  @column.dateTime()
  declare editedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => User)
  declare author: BelongsTo<typeof User>

  @belongsTo(() => ForumDiscussion, { foreignKey: 'discussionId' })
  declare discussion: BelongsTo<typeof ForumDiscussion>
}
