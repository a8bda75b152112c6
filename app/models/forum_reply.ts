import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, scope } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { ChainableContract } from '@adonisjs/lucid/types/querybuilder'
import User from '#models/user'
import { notHiddenSql, whereNotHidden } from '#models/moderated'
import ForumDiscussion from '#models/forum_discussion'

export default class ForumReply extends BaseModel {
  static table = 'forum_replies'

  /** Reply everyone may read: not hidden by moderation (#models/moderated). */
  static visible = scope((query) => {
    whereNotHidden(query, 'forum_replies')
  })

  /** `visible` on any query holding the reply row as `alias`. */
  static whereVisible<Query extends ChainableContract>(query: Query, alias = 'forum_replies') {
    return whereNotHidden(query, alias)
  }

  /** `visible` as an SQL condition on the reply row named `alias`. */
  static visibleSql(alias = 'forum_replies') {
    return notHiddenSql(alias)
  }

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
