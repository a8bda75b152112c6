import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import { jsonColumn } from '#models/json_column'
import User from '#models/user'
import QuizSet from '#models/quiz_set'
import Lesson from '#models/lesson'
import QuizAttemptAnswer from '#models/quiz_attempt_answer'

export default class QuizAttempt extends BaseModel {
  static table = 'quiz_attempts'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare quizSetId: number

  @column()
  declare courseId: number | null

  @column()
  declare lessonId: number | null

  @column()
  declare timeLimitSeconds: number | null

  @column.dateTime()
  declare startedAt: DateTime

  @column.dateTime()
  declare finishedAt: DateTime | null

  @column()
  declare score: number | null

  @column()
  declare total: number

  @column()
  declare durationSeconds: number | null

  @column()
  declare timedOut: boolean

  /** Set when the attempt finishes: score percent ≥ the set's pass mark */
  @column()
  declare passed: boolean | null

  /** Question ids in the order this attempt showed them */
  @column(jsonColumn)
  declare questionOrder: number[] | null

  /** Per question id, the original option indexes in the order shown */
  @column(jsonColumn)
  declare optionOrders: Record<string, number[]> | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @belongsTo(() => QuizSet)
  declare quizSet: BelongsTo<typeof QuizSet>

  @belongsTo(() => Lesson)
  declare lesson: BelongsTo<typeof Lesson>

  @hasMany(() => QuizAttemptAnswer)
  declare answers: HasMany<typeof QuizAttemptAnswer>
}
