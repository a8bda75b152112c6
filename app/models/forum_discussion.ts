import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, hasMany, scope } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import type { ChainableContract } from '@adonisjs/lucid/types/querybuilder'
import User from '#models/user'
import { notHiddenSql, whereNotHidden } from '#models/moderated'
import ForumReply from '#models/forum_reply'
import { jsonColumn } from '#models/json_column'
import type { ForumCategory } from '#domain/community/forum'

export default class ForumDiscussion extends BaseModel {
  static table = 'forum_discussions'

  /** Discussion everyone may read: not hidden by moderation (#models/moderated). */
  static visible = scope((query) => {
    whereNotHidden(query, 'forum_discussions')
  })

  /** `visible` on any query holding the discussion row as `alias`. */
  static whereVisible<Query extends ChainableContract>(query: Query, alias = 'forum_discussions') {
    return whereNotHidden(query, alias)
  }

  /** `visible` as an SQL condition on the discussion row named `alias`. */
  static visibleSql(alias = 'forum_discussions') {
    return notHiddenSql(alias)
  }

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
