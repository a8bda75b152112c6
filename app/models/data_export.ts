import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { ExportStatus } from '#domain/accounts/privacy'

/** 'Baixar meus dados': one request, its JSON file while it may be downloaded. */
export default class DataExport extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare status: ExportStatus

  @column({ serializeAs: null })
  declare fileKey: string | null

  @column()
  declare bytes: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime()
  declare finishedAt: DateTime | null

  @column.dateTime()
  declare expiresAt: DateTime | null
}
