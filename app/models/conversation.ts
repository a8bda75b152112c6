import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import Message from '#models/message'

/** A direct-message conversation of two members, stored as the ordered pair user1_id < user2_id. */
export default class Conversation extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  /* Explicit names: the default naming would look for user_1_id. */
  @column({ columnName: 'user1_id' })
  declare user1Id: number

  @column({ columnName: 'user2_id' })
  declare user2Id: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => User, { foreignKey: 'user1Id' })
  declare user1: BelongsTo<typeof User>

  @belongsTo(() => User, { foreignKey: 'user2Id' })
  declare user2: BelongsTo<typeof User>

  @hasMany(() => Message)
  declare messages: HasMany<typeof Message>

  hasParticipant(userId: number) {
    return this.user1Id === userId || this.user2Id === userId
  }

  otherParticipant(userId: number) {
    return this.user1Id === userId ? this.user2Id : this.user1Id
  }
}
