import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import ForumDiscussion from '#models/forum_discussion'
import ForumReply from '#models/forum_reply'

export type ForumReportStatus = 'open' | 'resolved' | 'dismissed'

export default class ForumReport extends BaseModel {
  static table = 'forum_reports'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare reporterId: number

  @column()
  declare discussionId: number

  /** Null when the discussion itself was reported. */
  @column()
  declare replyId: number | null

  @column()
  declare reason: string

  @column()
  declare status: ForumReportStatus

  @column()
  declare resolvedBy: number | null

  @column.dateTime()
  declare resolvedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @belongsTo(() => User, { foreignKey: 'reporterId' })
  declare reporter: BelongsTo<typeof User>

  @belongsTo(() => ForumDiscussion, { foreignKey: 'discussionId' })
  declare discussion: BelongsTo<typeof ForumDiscussion>

  @belongsTo(() => ForumReply, { foreignKey: 'replyId' })
  declare reply: BelongsTo<typeof ForumReply>
}
