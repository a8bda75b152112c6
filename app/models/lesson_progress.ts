import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { jsonColumn } from '#models/json_column'
import User from '#models/user'
import Lesson from '#models/lesson'

export default class LessonProgress extends BaseModel {
  static table = 'lesson_progress'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare lessonId: number

  @column.dateTime()
  declare completedAt: DateTime | null

  @column()
  declare lastPositionSeconds: number

  @column()
  declare secondsStudied: number

  /** Distinct seconds of the media really played, as merged [start, end) ranges */
  @column(jsonColumn)
  declare watchedRanges: [number, number][]

  @column()
  declare watchedSeconds: number

  @column.dateTime()
  declare lastPlayedAt: DateTime | null

  /** The rule that completed the lesson ('legacy': completed before the rules) */
  @column()
  declare completedBy: string | null

  /** Speed chosen on the player (numeric in pg, so it arrives as a string); null = 1× */
  @column({ consume: (value) => (value === null ? null : Number(value)) })
  declare playbackRate: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @belongsTo(() => Lesson)
  declare lesson: BelongsTo<typeof Lesson>
}
