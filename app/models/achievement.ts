import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

export default class Achievement extends BaseModel {
  static table = 'achievements'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare key: string

  @column()
  declare title: string

  @column()
  declare description: string

  @column()
  declare icon: string

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null
}
