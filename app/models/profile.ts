import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import type { ProfileRole } from '#domain/accounts/roles'

export default class Profile extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare fullName: string | null

  @column()
  declare specialty: string | null

  @column()
  declare location: string | null

  @column()
  declare yearsExperience: number | null

  @column()
  declare bio: string | null

  @column()
  declare linkedinUrl: string | null

  @column()
  declare websiteUrl: string | null

  @column()
  declare avatarUrl: string | null

  @column()
  declare role: ProfileRole

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>
}
