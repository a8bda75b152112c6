import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, hasMany, scope } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import ForumReply from '#models/forum_reply'
import { jsonColumn } from '#models/json_column'
import type { ForumCategory } from '#domain/community/forum'

export default class ForumDiscussion extends BaseModel {
  static table = 'forum_discussions'

  /** Discussions everyone may read: not hidden by moderation. */
  static visible = scope((query) => {
    query.whereNull('forum_discussions.hidden_at')
  })

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare category: ForumCategory

  @column()
  declare title: string

  @column()
  declare body: string

  @column(jsonColumn)
  declare tags: string[]

  @column()
  declare isPinned: boolean

  @column()
  declare isLocked: boolean

  @column.dateTime()
  declare hiddenAt: DateTime | null

  @column()
  declare hiddenReason: string | null

  @column()
  declare acceptedReplyId: number | null

  @column()
  declare viewsCount: number

  @column()
  declare repliesCount: number

  @column()
  declare likesCount: number

  @column.dateTime()
  declare lastActivityAt: DateTime

  @column.dateTime()
  declare editedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => User)
  declare author: BelongsTo<typeof User>

  @hasMany(() => ForumReply, { foreignKey: 'discussionId' })
  declare replies: HasMany<typeof ForumReply>
}
