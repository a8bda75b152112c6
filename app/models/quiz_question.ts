import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { QuizDifficulty } from '#domain/learning/quiz'
import { jsonColumn } from '#models/json_column'
import QuizSet from '#models/quiz_set'

export default class QuizQuestion extends BaseModel {
  static table = 'quiz_questions'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare quizSetId: number

  @column()
  declare position: number

  @column()
  declare question: string

  @column(jsonColumn)
  declare options: string[]

  /** The correct options (one or more). Never sent to the browser before the learner answered. */
  @column({ ...jsonColumn, serializeAs: null })
  declare correctIndexes: number[]

  @column({ serializeAs: null })
  declare explanation: string

  @column({ serializeAs: null })
  declare reinforcement: string

  @column()
  declare category: string

  @column()
  declare difficulty: QuizDifficulty

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  @belongsTo(() => QuizSet)
  declare quizSet: BelongsTo<typeof QuizSet>
}
