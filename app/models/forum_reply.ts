import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, scope } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { ChainableContract } from '@adonisjs/lucid/types/querybuilder'
import User from '#models/user'
import ForumDiscussion from '#models/forum_discussion'

export default class ForumReply extends BaseModel {
  static table = 'forum_replies'

  /**
   * Replies everyone may read: not hidden by moderation. Written once:
   * the scope, `whereVisible` for joins and aliases, `visibleSql` for raw SQL.
   */
  static visible = scope((query) => {
    ForumReply.whereVisible(query)
  })

  /** `visible` on any query holding the reply row as `alias`. */
  static whereVisible<Query extends ChainableContract>(
    query: Query,
    alias: string = 'forum_replies'
  ) {
    return query.whereNull(`${alias}.hidden_at`)
  }

  /** `visible` as an SQL condition on the reply row named `alias`. */
  static visibleSql(alias: string = 'forum_replies') {
    return `${alias}.hidden_at IS NULL`
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
